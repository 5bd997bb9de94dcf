import { buttonClasses } from '@/components/ui/button'
import { ExternalLink } from '@/components/ui/external-link'
import { shell } from '@/config/shell'
import { ServicePageLayout } from '@/features/services/ServicePageLayout'
import { SeoCostCalculatorSection } from '@/features/services/seo-calculator/SeoCostCalculatorSection'
import { CtaPanel } from '@/components/ui/cta-panel'
import { CardGrid, ServiceSection, StepList } from '@/features/services/sections'
import { usePageData } from '@/hooks/pageContext'
import type { data } from './+data'
import { IndustryResults } from './IndustryResults'
import { LiveData } from './LiveData'
import { StatBanner } from './StatBanner'

export default function Page() {
  const { content, calculator } = usePageData<ReturnType<typeof data>>()
  return (
    <ServicePageLayout>
      <StatBanner banner={content.banner} />
      <ServiceSection id="process" intro={content.process.intro}>
        <StepList steps={content.process.steps} />
      </ServiceSection>
      <ServiceSection id="live-data" intro={content.liveData.intro} raised>
        <LiveData liveData={content.liveData} />
      </ServiceSection>
      <ServiceSection id="features" intro={content.features.intro}>
        <CardGrid cards={content.features.cards} />
      </ServiceSection>
      <ServiceSection id="industry-results" intro={content.industries.intro} raised>
        <IndustryResults results={content.industries.results} />
      </ServiceSection>
      <ServiceSection id="seo-cost-calculator" intro={content.calculator.intro}>
        <SeoCostCalculatorSection config={calculator} />
      </ServiceSection>
      <CtaPanel id="get-started" title={content.closing.title} text={content.closing.text}>
        <ExternalLink href={shell.booking.scheduler} className={buttonClasses('primary', 'lg')}>
          {content.closing.auditButton}
        </ExternalLink>
        <a href="/case-studies" className={buttonClasses('outline', 'lg')}>
          {content.closing.caseStudiesButton}
        </a>
      </CtaPanel>
    </ServicePageLayout>
  )
}
