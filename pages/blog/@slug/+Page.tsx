import { PageHero } from '@/components/ui/page-hero'
import { usePageData } from '@/lib/pageContext'
import type { data } from './+data'

export default function Page() {
  const { post } = usePageData<ReturnType<typeof data>>()
  return <PageHero badge={post.category} title={post.title} subtitle={post.subtitle ?? post.excerpt} />
}
