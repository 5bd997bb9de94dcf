import { solutionPaths } from '@/features/page-data/solutionPage.server'

export const onBeforePrerenderStart = solutionPaths
