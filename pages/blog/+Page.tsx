import { CalendarCheck, Rss } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button'
import { PageHero } from '@/components/ui/page-hero'
import { BlogList } from '@/features/blog/BlogList'
import { usePageData } from '@/lib/pageContext'
import type { data } from './+data'

export default function Page() {
  const { posts, categories } = usePageData<ReturnType<typeof data>>()
  return (
    <>
      <PageHero
        title="Sales & AI Insights"
        subtitle="Field notes from our outbound and AI-agent programmes: frameworks, benchmarks and the mistakes we have already made for you."
      />
      <BlogList posts={posts} categories={categories} />
      <section aria-labelledby="blog-cta-heading" className="container-page py-20">
        <div className="relative overflow-hidden rounded-2xl border border-card-border bg-card px-6 py-12 text-center sm:px-12">
          <div
            aria-hidden
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_bottom,rgba(91,63,217,0.22),transparent_70%)]"
          />
          <div className="relative">
            <h2 id="blog-cta-heading" className="text-2xl font-bold text-foreground sm:text-3xl">
              Put These Playbooks to Work
            </h2>
            <p className="mx-auto mt-3 max-w-2xl text-muted">
              In a 30-minute call we map your ICP, your channels and where AI agents can take work off your
              team, then show you what the first six weeks would look like.
            </p>
            <div className="mt-8 flex flex-wrap items-center justify-center gap-4">
              <a href="/contact" className={buttonClasses('primary', 'lg')}>
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
            </div>
          </div>
        </div>
      </section>
    </>
  )
}
