import { buttonClasses } from '@/components/ui/button'
import { ExternalLink } from '@/components/ui/external-link'
import { shell } from '@/config/shell'
import { ServicePageLayout } from '@/features/services/ServicePageLayout'
import { CtaPanel } from '@/components/ui/cta-panel'
import { CardGrid, ServiceSection, StatGrid } from '@/features/services/sections'
import { usePageData } from '@/hooks/pageContext'
import type { data } from './+data'
import { CreditsAndSuccess } from './CreditsAndSuccess'
import { PartnerPrograms } from './PartnerPrograms'

export default function Page() {
  const { content } = usePageData<ReturnType<typeof data>>()
  return (
    <ServicePageLayout>
      <ServiceSection id="benefits" intro={content.benefits.intro}>
        <CardGrid cards={content.benefits.cards} />
      </ServiceSection>
      <ServiceSection id="credits" intro={content.credits.intro} raised>
        <CreditsAndSuccess credits={content.credits} successRate={content.successRate} />
      </ServiceSection>
      <ServiceSection id="statistics" intro={content.statistics.intro}>
        <StatGrid stats={content.statistics.stats} />
      </ServiceSection>
      <ServiceSection id="partner-programs" intro={content.partners.intro} raised>
        <PartnerPrograms programs={content.partners.programs} />
      </ServiceSection>
      <CtaPanel id="get-started" title={content.closing.title} text={content.closing.text}>
        <ExternalLink href={shell.booking.strategyCall} className={buttonClasses('primary', 'lg')}>
          {content.closing.button}
        </ExternalLink>
      </CtaPanel>
    </ServicePageLayout>
  )
}
