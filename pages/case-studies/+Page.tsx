import { PageHero } from '@/components/ui/page-hero'
import { usePageData } from '@/lib/pageContext'
import { caseStudyPath } from '@/lib/paths'
import type { data } from './+data'

export default function Page() {
  const { studies } = usePageData<ReturnType<typeof data>>()
  return (
    <>
      <PageHero
        title="Our Case Studies"
        subtitle="How B2B teams grew pipeline with our outreach, AI SEO and AI agents."
      />
      <ul className="container-page grid gap-4 pb-20 md:grid-cols-2 xl:grid-cols-3">
        {studies.map((study) => (
          <li key={study.slug}>
            <a href={caseStudyPath(study.slug)} className="text-accent underline">
              {study.title}
            </a>
          </li>
        ))}
      </ul>
    </>
  )
}
