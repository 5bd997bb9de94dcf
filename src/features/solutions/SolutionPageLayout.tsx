import type { ReactNode } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { PageHero } from '@/components/ui/page-hero'
import { ContactButton } from '@/features/contact/ContactButton'
import { usePageData } from '@/lib/pageContext'
import type { SolutionPageData } from './solutionPage.server'

/** The one layout of the three AI solution pages. */
export function SolutionPageLayout({ children }: { children?: ReactNode }) {
  const { solution } = usePageData<SolutionPageData>()
  return (
    <>
      <PageHero badge={solution.hero.badge} title={solution.hero.title} subtitle={solution.hero.subtitle}>
        <ContactButton size="lg">Get Started</ContactButton>
        <a href="/case-studies" className={buttonClasses('outline', 'lg')}>
          View Case Studies
        </a>
      </PageHero>
      {children}
    </>
  )
}
