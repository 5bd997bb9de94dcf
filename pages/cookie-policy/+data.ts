import { legalPageData } from '@/features/page-data/legalPage.server'

export const data = () => legalPageData('cookie-policy')
