import { loadContent } from '@/content/load.server'
import { servicePageData } from '@/features/services/servicePage.server'

export const data = () =>
  servicePageData('Appointment Setting', {
    content: loadContent('serviceAppointmentSetting'),
  })
