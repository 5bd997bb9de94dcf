import { ContactSection } from '@/features/contact/ContactSection'

export default function Page() {
  return (
    <div className="pt-16">
      <ContactSection headingLevel="h1" />
    </div>
  )
}
