import { buttonClasses } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ServicePageLayout } from '@/features/services/ServicePageLayout'
import { CtaPanel } from '@/components/ui/cta-panel'
import { CardGrid, CheckList, IconBadge, ServiceSection, StatGrid } from '@/features/services/sections'
import { usePageData } from '@/hooks/pageContext'
import type { data } from './+data'
import { PlatformComparison } from './PlatformComparison'

export default function Page() {
  const { content } = usePageData<ReturnType<typeof data>>()
  return (
    <ServicePageLayout>
      <ServiceSection id="platform-comparison" intro={content.comparison.intro}>
        <PlatformComparison comparison={content.comparison} />
      </ServiceSection>
      <ServiceSection id="targeting" intro={content.targeting.intro} raised>
        <ul className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
          {content.targeting.lists.map((list) => (
            <li key={list.platform}>
              <Card className="h-full">
                <div className="mb-5 flex items-center gap-3">
                  <IconBadge icon={list.icon} color={list.color} />
                  <h3 className="text-xl font-semibold text-foreground">{list.platform} targeting</h3>
                </div>
                <CheckList items={list.criteria} />
              </Card>
            </li>
          ))}
        </ul>
      </ServiceSection>
      <ServiceSection id="insights" intro={content.insights.intro}>
        <StatGrid stats={content.insights.stats} />
      </ServiceSection>
      <ServiceSection id="brand-visibility" intro={content.visibility.intro} raised>
        <CardGrid cards={content.visibility.cards} />
      </ServiceSection>
      <CtaPanel id="get-started" title={content.cta.title} text={content.cta.text}>
        <a href="/#contact" className={buttonClasses('primary', 'lg')}>
          {content.cta.button}
        </a>
      </CtaPanel>
    </ServicePageLayout>
  )
}
