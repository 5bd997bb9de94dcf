import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { resolveClosingCall } from '@/schemas/closingCall'
import { loadContent } from '@/schemas/load.server'
import { followUpRule } from '@/features/case-studies/agentWorkflowSteps'
import { categoryAccent } from '@/features/case-studies/categoryAccent'
import { pageSeo } from '@/views/pageSeo.server'
import { studyQuotes } from '@/views/proof.server'
import { publicSvgSize } from '@/views/publicFiles.server'
import { neighbours, toCaseStudyDetail } from '@/views/caseStudies'
import { caseStudyJsonLd } from '@/views/jsonLd'
import { caseStudyPath } from '@/lib/paths'

export function data(pageContext: PageContextServer) {
  const studies = loadContent('caseStudies')
  const study = studies.find((candidate) => candidate.slug === pageContext.routeParams.slug)
  // Only `vike dev` asks for an unknown slug: the not-found page sends its visitor to the list.
  if (!study) throw render(404)
  const site = loadContent('site')
  return {
    study: toCaseStudyDetail(study),
    accent: categoryAccent(study.category, loadContent('categories').caseStudies),
    ...neighbours(studies, study.slug),
    closingCall: resolveClosingCall(
      { ...loadContent('pages').caseStudies.study.closingCall, ...study.closingCall },
      site,
    ),
    followUps: followUpRule(loadContent('figures')),
    quotes: studyQuotes(study.slug),
    logoSize: study.clientLogo ? publicSvgSize(study.clientLogo) : null,
    seo: pageSeo(caseStudyPath(study.slug), [caseStudyJsonLd(site, study)]),
  }
}

/** What the page reads with usePageData<Data>() (Vike's typing of a data hook). */
export type Data = Awaited<ReturnType<typeof data>>
