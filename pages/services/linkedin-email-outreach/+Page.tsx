import { ServicePageLayout } from '@/features/services/ServicePageLayout'
import { ServiceTabs } from '@/features/services/ServiceTabs'
import { CardGrid, ServiceSection, StatGrid, StepList } from '@/features/services/sections'
import { usePageData } from '@/hooks/pageContext'
import type { data } from './+data'
import { ContactOptions } from './ContactOptions'

export default function Page() {
  const { content } = usePageData<ReturnType<typeof data>>()
  return (
    <ServicePageLayout>
      <ServiceSection id="linkedin-network" intro={content.network.intro}>
        <StatGrid stats={content.network.stats} />
        <div className="mt-10">
          <CardGrid cards={content.network.cards} />
        </div>
      </ServiceSection>
      <ServiceSection id="strategic-outreach" intro={content.strategicOutreach.intro} raised>
        <StepList steps={content.strategicOutreach.steps} />
      </ServiceSection>
      <ServiceSection id="email-campaigns" intro={content.emailCampaigns.intro}>
        <ServiceTabs tabs={content.emailCampaigns.tabs} label="E-mail campaign types" />
      </ServiceSection>
      <ServiceSection id="integration-benefits" intro={content.integration.intro} raised>
        <CardGrid cards={content.integration.benefits} />
      </ServiceSection>
      <ContactOptions cta={content.cta} />
    </ServicePageLayout>
  )
}
