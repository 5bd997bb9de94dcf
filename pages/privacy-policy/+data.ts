import { legalPageData } from '@/features/legal/legalPage.server'

export const data = () => legalPageData('privacy-policy')
