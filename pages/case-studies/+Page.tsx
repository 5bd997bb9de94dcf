import { PageHero } from '@/components/ui/page-hero'
import { shell } from '@/config/shell'
import { CaseStudyBrowser } from '@/features/case-studies/CaseStudyBrowser'
import { ClosingCall } from '@/features/case-studies/ClosingCall'
import { usePageData } from '@/hooks/pageContext'
import type { data } from './+data'

export default function Page() {
  const { studies, accents, consultationLength } = usePageData<ReturnType<typeof data>>()
  return (
    <>
      <PageHero
        title="Our Case Studies"
        subtitle="Real programmes for B2B companies in SaaS, fintech, healthcare, edtech, Web3 and software development: the challenge, what we built, and the meetings, pipeline and revenue it produced."
      />
      <CaseStudyBrowser studies={studies} accents={accents} />
      <ClosingCall
        id="case-studies-closing"
        title="Ready to Be Our Next Success Story?"
        text={`Tell us about your market and targets in a free ${consultationLength} consultation. We will map the outreach, AI SEO or AI-agent programme that fits, with figures you can hold us to.`}
        href={shell.booking.scheduler}
        label="Get Started Today"
      />
    </>
  )
}
