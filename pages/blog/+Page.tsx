import { CalendarCheck, Rss } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button'
import { CtaPanel } from '@/components/ui/cta-panel'
import { PageHero } from '@/components/ui/page-hero'
import { BlogList } from '@/features/blog/BlogList'
import { usePageData } from '@/hooks/pageContext'
import type { data } from './+data'
import { routes } from '@/lib/paths'

export default function Page() {
  const { posts, categories, consultationLength } = usePageData<ReturnType<typeof data>>()
  return (
    <>
      <PageHero
        title="Sales & AI Insights"
        subtitle="Field notes from our outbound and AI-agent programmes: frameworks, benchmarks and the mistakes we have already made for you."
      />
      <BlogList posts={posts} categories={categories} />
      <CtaPanel
        id="blog-cta"
        title="Put These Playbooks to Work"
        text={`In a free ${consultationLength} call we map your ICP, your channels and where AI agents can take work off your team, then show you what the first six weeks would look like.`}
      >
        <a href={routes.contact} className={buttonClasses('primary', 'lg')}>
          <CalendarCheck aria-hidden className="size-5" />
          Schedule a Strategy Call
        </a>
        <a
          href="/rss.xml"
          data-vike="false"
          type="application/rss+xml"
          className={buttonClasses('outline', 'lg')}
        >
          <Rss aria-hidden className="size-5" />
          Subscribe via RSS
        </a>
      </CtaPanel>
    </>
  )
}
