import { servicePageData } from '@/features/services/servicePage.server'

export const data = () => servicePageData('Telegram Outreach')
