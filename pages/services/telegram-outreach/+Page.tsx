import { buttonClasses } from '@/components/ui/button'
import { ExternalLink } from '@/components/ui/external-link'
import { shell } from '@/config/shell'
import { ServicePageLayout } from '@/features/services/ServicePageLayout'
import { CtaPanel } from '@/components/ui/cta-panel'
import { CardGrid, ServiceSection, StatGrid } from '@/features/services/sections'
import { usePageData } from '@/hooks/pageContext'
import type { data } from './+data'
import { ChannelMockup } from './ChannelMockup'
import { DatasetAccordion } from './DatasetAccordion'
import { OpenRateComparison } from './OpenRateComparison'

export default function Page() {
  const { content } = usePageData<ReturnType<typeof data>>()
  return (
    <ServicePageLayout>
      <ServiceSection id="focus" intro={content.focus.intro}>
        <CardGrid cards={content.focus.cards} />
      </ServiceSection>
      <ServiceSection id="sample-channel" intro={content.channel.intro} raised>
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <ChannelMockup mockup={content.channel.mockup} />
          <CardGrid cards={content.channel.points} layout="stack" />
        </div>
      </ServiceSection>
      <ServiceSection id="b2b-dataset" intro={content.dataset.intro}>
        <DatasetAccordion items={content.dataset.items} />
      </ServiceSection>
      <ServiceSection id="open-rates" intro={content.openRates.intro} raised>
        <OpenRateComparison channels={content.openRates.channels} note={content.openRates.note} />
      </ServiceSection>
      <ServiceSection id="advantages" intro={content.advantages.intro}>
        <StatGrid stats={content.advantages.stats} />
      </ServiceSection>
      <CtaPanel id="get-started" title={content.cta.title} text={content.cta.text}>
        <ExternalLink href={shell.booking.scheduler} className={buttonClasses('primary', 'lg')}>
          Schedule a Strategy Call
        </ExternalLink>
        <a href="#b2b-dataset" className={buttonClasses('outline', 'lg')}>
          {content.cta.button}
        </a>
      </CtaPanel>
    </ServicePageLayout>
  )
}
