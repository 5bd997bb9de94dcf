import { ClosingCall } from '@/components/ui/closing-call'
import { PageHero } from '@/components/ui/page-hero'
import { CaseStudyBrowser } from '@/features/case-studies/CaseStudyBrowser.island'
import { usePageData } from '@/hooks/pageContext'
import type { Data } from './+data'

export default function Page() {
  const { studies, accents, closingCall } = usePageData<Data>()
  return (
    <>
      <PageHero
        title="Our Case Studies"
        subtitle="Real programs for B2B companies in SaaS, fintech, healthcare, edtech, Web3 and software development: the challenge, what we built, and the meetings, pipeline and revenue it produced."
      />
      <CaseStudyBrowser studies={studies} accents={accents} />
      <ClosingCall id="case-studies-closing" call={closingCall} icon="arrow" className="pb-24" />
    </>
  )
}
