import { ServicePageLayout } from '@/features/services/ServicePageLayout'

export default function Page() {
  return <ServicePageLayout />
}
