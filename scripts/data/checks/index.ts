import type { Check } from '../dataSet'
import { checkAddresses } from './addresses'
import { checkAllClaims } from './allClaims'
import { checkAuthors } from './authors'
import { checkBookingLabels } from './bookingLabels'
import { checkCaseStudyReferences } from './caseStudyReferences'
import { checkClientQuotes } from './clientQuotes'
import { checkCopiedResults } from './copiedResults'
import { checkFeaturedImages } from './featuredImages'
import { checkFigureLabels } from './figureLabels'
import { checkFigures } from './figures'
import { checkHomeProof } from './homeProof'
import { checkIndustries } from './industries'
import { checkLegalTexts } from './legalTexts'
import { checkLinks } from './links'
import { checkMetadata } from './metadata'
import { checkProduction } from './production'
import { checkProofImages } from './proofImages'
import { checkQuoteNumbers } from './quoteNumbers'
import { checkQuoteTimeShares } from './quoteTimeShares'
import { checkRatingClaims } from './ratingClaims'
import { checkSampleContent } from './sampleContent'
import { checkDateRanges, checkPublishDates } from './publishDates'
import { checkSolutionPages } from './solutionPages'

/**
 * The rules across files that `build:data` applies once every file is read, all of them on every
 * run: each reports what it finds and leaves alone what an invalid file keeps it from judging. A new
 * rule is a file here and a line in this list.
 */
export const checks: readonly Check[] = [
  checkSolutionPages,
  checkCaseStudyReferences,
  checkPublishDates,
  checkDateRanges,
  checkFeaturedImages,
  checkAuthors,
  checkMetadata,
  checkLinks,
  checkFigures,
  checkFigureLabels,
  checkIndustries,
  checkLegalTexts,
  checkAddresses,
  checkProduction,
  checkClientQuotes,
  checkQuoteNumbers,
  checkQuoteTimeShares,
  checkRatingClaims,
  checkHomeProof,
  checkProofImages,
  checkSampleContent,
  checkAllClaims,
  checkBookingLabels,
  checkCopiedResults,
]
