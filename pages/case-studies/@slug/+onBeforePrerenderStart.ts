import { loadContent } from '@/schemas/load.server'
import { caseStudyPath } from '@/lib/paths'

export const onBeforePrerenderStart = () =>
  loadContent('caseStudies').map((study) => caseStudyPath(study.slug))
