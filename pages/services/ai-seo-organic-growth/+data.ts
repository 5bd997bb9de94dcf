import { loadContent } from '@/content/load.server'
import { servicePageData } from '@/features/services/servicePage.server'

export const data = () =>
  servicePageData('AI SEO Organic Growth', {
    content: loadContent('serviceAiSeoOrganicGrowth'),
    calculator: loadContent('seoCostCalculator'),
  })
