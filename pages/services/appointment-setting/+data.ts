import { servicePageData } from '@/features/services/servicePage.server'

export const data = () => servicePageData('Appointment Setting')
