import type { ReactNode } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { ExternalLink } from '@/components/ui/external-link'
import { PageHero } from '@/components/ui/page-hero'
import { usePageData } from '@/hooks/pageContext'
import type { ServicePageData } from './servicePage.server'

/** The one layout of the six service pages: hero with the scheduler call, then the page's content. */
export function ServicePageLayout({ children }: { children?: ReactNode }) {
  const { service, scheduler } = usePageData<ServicePageData>()
  return (
    <>
      <PageHero badge={service.badge} title={service.hero.title} subtitle={service.hero.subtitle}>
        <ExternalLink href={scheduler} className={buttonClasses('primary', 'lg')}>
          Schedule a Strategy Call
        </ExternalLink>
      </PageHero>
      {children}
    </>
  )
}
