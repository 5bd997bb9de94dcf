import { ContactSection } from '@/features/contact/ContactSection'
import { usePageData } from '@/hooks/pageContext'
import type { Data } from './+data'
import { BookingCallout } from './BookingCallout'

export default function Page() {
  const { booking } = usePageData<Data>()
  return (
    <div className="pt-16">
      <ContactSection headingLevel="h1" lead={<BookingCallout call={booking} />} />
    </div>
  )
}
