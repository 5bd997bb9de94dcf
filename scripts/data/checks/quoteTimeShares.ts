import { yamlCollections } from '@/schemas/collections'
import type { CaseStudy } from '@/schemas/caseStudy'
import type { Check } from '../dataSet'
import { reportAll, stringFields, type DataProblem } from './problem'

/**
 * A share of someone's time: "half the week", "most of the week", "three days a week", "19 hours a
 * week", "two days each week".
 */
const TIME_SHARE =
  /\b(?:half|most|all|much|a third|a quarter|two thirds|three quarters|(?:\d+(?:\.\d+)?|one|two|three|four|five|six|seven) (?:full )?(?:days?|hours?))(?: of)? (?:the|a|an|each|every|per) (?:week|day|month|quarter|year)\b/gi

/** A phrase as it is compared: lower case, without "of" and "full", one space between words. */
const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/\b(?:of|full)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

type QuotedStudy = Pick<CaseStudy, 'slug' | 'challenges' | 'solutions' | 'results' | 'challenges_faced'>

/**
 * A quote says how the client's people spent their time in the words of its case study: a share of
 * time in a quote ("half the week") that the study does not state ("most of the week") makes the
 * two tell different stories of one client.
 */
export function quoteTimeShareProblems(
  quotes: readonly { quote: string; caseStudy: string }[],
  studies: readonly QuotedStudy[],
): DataProblem[] {
  const bySlug = new Map(studies.map((study) => [study.slug, study]))
  return quotes.flatMap((quote, index) => {
    const study = bySlug.get(quote.caseStudy)
    if (!study) return []
    const studyText = stringFields([
      study.challenges,
      study.solutions,
      study.results,
      study.challenges_faced ?? [],
    ])
      .map(({ text }) => text)
      .join(' | ')
    const told = normal(studyText)
    const stated = [...studyText.matchAll(TIME_SHARE)].map((match) => match[0])
    return [...quote.quote.matchAll(TIME_SHARE)]
      .filter((match) => !told.includes(normal(match[0])))
      .map((match) => ({
        file: yamlCollections.clientQuotes.file,
        field: `${index}.quote`,
        message:
          `says "${match[0]}", which its case study (${quote.caseStudy}) does not: ` +
          (stated.length > 0
            ? `it says ${stated.map((phrase) => `"${phrase}"`).join(', ')}. `
            : 'it states no share of time. ') +
          'Use the study’s words, or change the study',
      }))
  })
}

export const checkQuoteTimeShares: Check = (data, problems) => {
  if (!data.yaml.clientQuotes) return
  reportAll(
    quoteTimeShareProblems(
      data.yaml.clientQuotes,
      data.caseStudies.map(({ item }) => item),
    ),
    problems,
  )
}
