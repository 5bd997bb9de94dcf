import { ClosingCall } from '@/components/ui/closing-call'
import { PageHero } from '@/components/ui/page-hero'
import { BlogList } from '@/features/blog/BlogList.island'
import { usePageData } from '@/hooks/pageContext'
import type { Data } from './+data'

export default function Page() {
  const { posts, categories, closingCall } = usePageData<Data>()
  return (
    <>
      <PageHero
        title="Sales & AI Insights"
        subtitle="Field notes from our outbound and AI-agent programs: frameworks, benchmarks and the mistakes we have already made for you."
      />
      <BlogList posts={posts} categories={categories} />
      <ClosingCall id="blog-cta" call={closingCall} icon="calendar" />
    </>
  )
}
