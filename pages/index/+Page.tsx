import { buttonClasses } from '@/components/ui/button'
import { ExternalLink } from '@/components/ui/external-link'
import { PageHero } from '@/components/ui/page-hero'
import { ContactSection } from '@/features/contact/ContactSection'
import { usePageData } from '@/lib/pageContext'
import type { data } from './+data'

export default function Page() {
  const { scheduler, tagline } = usePageData<ReturnType<typeof data>>()
  return (
    <>
      <div id="home">
        <PageHero title={tagline} subtitle="Outbound that books meetings, and AI agents that never sleep.">
          <ExternalLink href={scheduler} className={buttonClasses('primary', 'lg')}>
            Free Consultation Call
          </ExternalLink>
          <a href="#services" className={buttonClasses('outline', 'lg')}>
            Our Services
          </a>
        </PageHero>
      </div>
      <section id="services" className="container-page py-20">
        <h2 className="text-3xl font-bold">Our Services</h2>
      </section>
      <section id="about" className="container-page py-20">
        <h2 className="text-3xl font-bold">Why Choose</h2>
      </section>
      <ContactSection />
    </>
  )
}
