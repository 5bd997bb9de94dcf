import { PageHero } from '@/components/ui/page-hero'
import { usePageData } from '@/lib/pageContext'
import { blogPostPath } from '@/lib/paths'
import type { data } from './+data'

export default function Page() {
  const { posts } = usePageData<ReturnType<typeof data>>()
  return (
    <>
      <PageHero
        title="Sales & AI Insights"
        subtitle="Field notes on outbound, lead generation and AI sales agents."
      />
      <ul className="container-page grid gap-4 pb-20 md:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug}>
            <a href={blogPostPath(post.slug)} className="text-accent underline">
              {post.title}
            </a>
          </li>
        ))}
      </ul>
    </>
  )
}
