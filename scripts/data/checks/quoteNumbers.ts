import { yamlCollections } from '@/schemas/collections'
import { titleFiguresMissingFromResults } from '@/views/caseStudies'
import type { Check } from '../dataSet'

/**
 * A quote stands beside its case study's figures: every number it quotes ("146 demos", "82%",
 * "$3.4M") must be one that study's results state, so a quote cannot claim more than the study shows.
 */
export const checkQuoteNumbers: Check = (data, problems) => {
  const bySlug = new Map(data.caseStudies.map(({ item }) => [item.slug, item]))
  data.yaml.clientQuotes?.forEach((quote, index) => {
    const study = bySlug.get(quote.caseStudy)
    if (!study) return // reported by the client quotes check
    for (const figure of titleFiguresMissingFromResults(quote.quote, study.results))
      problems.error(
        yamlCollections.clientQuotes.file,
        `${index}.quote`,
        `quotes ${figure}, which no result of its case study (${quote.caseStudy}) states`,
      )
  })
}
