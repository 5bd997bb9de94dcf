import { yamlCollections } from '@/schemas/collections'
import type { Check } from '../dataSet'

/**
 * A client quote belongs to a case study that exists: the page names the client as that study
 * does, so a quote naming no study (or a study that was renamed) has no client to stand for.
 */
export const checkClientQuotes: Check = (data, problems) => {
  const slugs = new Set(data.caseStudies.map(({ item }) => item.slug))
  // While a study file is invalid its slug is unknown: it is reported there, not here.
  if ([...data.failed].some((file) => file.startsWith('case-studies/'))) return
  data.yaml.clientQuotes?.forEach((quote, index) => {
    if (!slugs.has(quote.caseStudy))
      problems.error(
        yamlCollections.clientQuotes.file,
        `${index}.caseStudy`,
        `no case study has the slug '${quote.caseStudy}'`,
      )
  })
}
