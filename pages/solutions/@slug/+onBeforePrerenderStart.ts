import { solutionPaths } from '@/features/solutions/solutionPage.server'

export const onBeforePrerenderStart = solutionPaths
