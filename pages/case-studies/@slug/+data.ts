import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { loadContent } from '@/content/load.server'
import { categoryAccent } from '@/features/case-studies/categoryAccent'
import { pageSeo } from '@/features/seo/pageSeo.server'
import { neighbours, toCaseStudyDetail } from '@/lib/caseStudies'
import { caseStudyDescription, caseStudyJsonLd } from '@/lib/jsonLd'
import { caseStudyPath } from '@/lib/paths'

export function data(pageContext: PageContextServer) {
  const studies = loadContent('caseStudies')
  const study = studies.find((candidate) => candidate.slug === pageContext.routeParams.slug)
  if (!study) throw redirect('/case-studies')
  const path = caseStudyPath(study.slug)
  return {
    study: toCaseStudyDetail(study),
    accent: categoryAccent(study.category, loadContent('categories').caseStudies),
    ...neighbours(studies, study.slug),
    seo: pageSeo({
      title: `${study.title} - Case Study`,
      exactTitle: true,
      description: caseStudyDescription(study),
      keywords: [study.category, study.industry, 'case study'],
      path,
      type: 'article',
      jsonLd: [caseStudyJsonLd(loadContent('site'), study)],
      breadcrumb: [
        { name: 'Case Studies', path: '/case-studies' },
        { name: study.title, path },
      ],
    }),
  }
}
