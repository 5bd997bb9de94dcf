import { metadataProblems } from '@/lib/metadataRules'
import { knownSitePages } from '@/views/sitePages'
import type { Check } from '../dataSet'

/**
 * The length rule of titles and descriptions, on every page the valid files make: a schema error in
 * one file does not hold back what this rule has to say about the others. A scheduled article's page
 * is judged now, so the build on its day does not fail.
 */
export const checkMetadata: Check = (data, problems) => {
  const { site, pages, services, solutions } = data.yaml
  if (!site) return
  const known = knownSitePages({
    site,
    pages,
    services,
    solutions,
    caseStudies: data.caseStudies,
    blog: [...data.blog, ...data.scheduled],
    legal: data.legal,
  })
  for (const page of known) {
    for (const { file, field, message } of metadataProblems(page)) problems.error(file, field, message)
  }
}
