import { solutionPageData } from '@/features/solutions/solutionPage.server'

export const data = () => solutionPageData('sales-automation')
