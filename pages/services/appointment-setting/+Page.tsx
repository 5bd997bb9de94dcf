import { buttonClasses } from '@/components/ui/button'
import { ServicePageLayout } from '@/features/services/ServicePageLayout'
import { ServiceTabs } from '@/features/services/ServiceTabs'
import { CtaPanel } from '@/components/ui/cta-panel'
import { ServiceSection, StepList } from '@/features/services/sections'
import { usePageData } from '@/hooks/pageContext'
import type { data } from './+data'
import { ProductivityCards } from './ProductivityCards'
import { QualificationBars } from './QualificationBars'

export default function Page() {
  const { content } = usePageData<ReturnType<typeof data>>()
  return (
    <ServicePageLayout>
      <ServiceSection id="prospecting" intro={content.prospecting.intro}>
        <StepList steps={content.prospecting.steps} />
      </ServiceSection>
      <ServiceSection id="qualification" intro={content.qualification.intro} raised>
        <QualificationBars criteria={content.qualification.criteria} note={content.qualification.note} />
      </ServiceSection>
      <ServiceSection id="sales-productivity" intro={content.productivity.intro}>
        <ProductivityCards cards={content.productivity.cards} />
      </ServiceSection>
      <ServiceSection id="support" intro={content.support.intro} raised>
        <ServiceTabs tabs={content.support.tabs} label="Ways we support your sales team" />
      </ServiceSection>
      <CtaPanel id="get-started" title={content.cta.title} text={content.cta.text}>
        <a href="/#contact" className={buttonClasses('primary', 'lg')}>
          {content.cta.button}
        </a>
      </CtaPanel>
    </ServicePageLayout>
  )
}
