import { servicePaths } from '@/features/services/servicePage.server'

export const onBeforePrerenderStart = servicePaths
