import { servicePageData } from '@/features/services/servicePage.server'

export const data = () => servicePageData('LinkedIn Facebook Ads')
