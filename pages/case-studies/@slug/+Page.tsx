import { PageHero } from '@/components/ui/page-hero'
import { usePageData } from '@/lib/pageContext'
import type { data } from './+data'

export default function Page() {
  const { study } = usePageData<ReturnType<typeof data>>()
  return <PageHero badge={study.category} title={study.title} subtitle={study.results[0] ?? ''} />
}
