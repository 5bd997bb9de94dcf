import { loadContent } from '@/content/load.server'
import { servicePageData } from '@/features/services/servicePage.server'

export const data = () =>
  servicePageData('LinkedIn Email Outreach', {
    content: loadContent('serviceLinkedinEmailOutreach'),
  })
