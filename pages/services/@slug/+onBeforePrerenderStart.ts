import { servicePaths } from '@/features/page-data/servicePage.server'

export const onBeforePrerenderStart = servicePaths
