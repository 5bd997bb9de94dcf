import { yamlCollections } from '@/schemas/collections'
import type { Site } from '@/schemas/site'
import type { Check } from '../dataSet'
import { reportAll, stringFields, type DataProblem } from './problem'

const STAR_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 }

/** "5-star", "five stars", "4.9 out of 5", "5.0/5": the rating a text claims, or none. */
const STARS = /\b(\d(?:\.\d)?|one|two|three|four|five)[- ]stars?\b|\b(\d\.\d)\s*(?:out of|\/)\s*5\b/gi

function claimedRatings(text: string): number[] {
  return [...text.matchAll(STARS)].map((match) => {
    const said = (match[1] ?? match[2])!.toLowerCase()
    return STAR_WORDS[said] ?? Number(said)
  })
}

/**
 * A text that says what the agency is rated ("5-Star Client Rating", "4.9 out of 5") agrees with
 * the rating the reviews profile states, the one every selling page shows beside it: an award
 * line, a client's quote. Without a stated rating, no text may claim one.
 */
export function ratingClaimProblems(
  profile: Pick<Site['reviewsProfile'], 'rating'>,
  texts: readonly { file: string; field: string; value: unknown }[],
): DataProblem[] {
  return texts.flatMap(({ file, field, value }) =>
    stringFields(value, field.split('.')).flatMap((text) =>
      claimedRatings(text.text)
        .filter((claimed) => claimed !== profile.rating)
        .map((claimed) => ({
          file,
          field: text.field,
          message:
            profile.rating === undefined
              ? `claims a rating of ${claimed}, but data/site.yaml's reviewsProfile states none: state the profile's rating, or leave the claim out`
              : `claims a rating of ${claimed}, but data/site.yaml's reviewsProfile states ${profile.rating.toFixed(1)}, which the pages show beside it: make them agree`,
        })),
    ),
  )
}

export const checkRatingClaims: Check = (data, problems) => {
  const site = data.yaml.site
  if (!site) return
  reportAll(
    ratingClaimProblems(site.reviewsProfile, [
      {
        file: yamlCollections.site.file,
        field: 'awards',
        value: site.awards.map(({ title, description }) => ({ title, description })),
      },
      ...(data.yaml.clientQuotes ?? []).map((quote, index) => ({
        file: yamlCollections.clientQuotes.file,
        field: `${index}.quote`,
        value: quote.quote,
      })),
    ]),
    problems,
  )
}
