import { loadContent } from '@/schemas/load.server'
import { logoViews, quotesForPage, quoteViews, reviewsRating } from './clientProof'
import { formatMetricValue } from '@/lib/metrics'
import { publicSvgSize } from './publicFiles.server'

/** How many client quotes the home page shows: the featured study's, then the first others. */
const HOME_QUOTES = 3
/** The key figures of the home page's featured study. */
const FEATURED_METRICS = 3

/** The reviews platform's rating beside the award badges, or null while site.yaml states none. */
export function siteRating() {
  return reviewsRating(loadContent('site').reviewsProfile)
}

/** The client quotes of the service or solution page at `pagePath` (its studies' servicesUsed). */
export function pageQuotes(pagePath: string) {
  return quotesForPage(loadContent('clientQuotes'), loadContent('caseStudies'), pagePath)
}

/**
 * The proof a selling page shows at its top: the platform's rating under the hero's buttons and the
 * first quote of its own studies under the hero; `rest` are its other quotes, for further down.
 */
export function pageProof(pagePath: string) {
  const [lead = null, ...rest] = pageQuotes(pagePath)
  return { rating: siteRating(), leadQuote: lead, rest }
}

/** The client quotes of one case study. */
export function studyQuotes(slug: string) {
  return quoteViews(loadContent('clientQuotes'), loadContent('caseStudies'), (study) => study.slug === slug)
}

/**
 * The home page's proof: the client logos under the hero, the case study it tells in brief (its key
 * figures, its timeline, its client's quote) and the quotes beside it.
 */
export function homeProof() {
  const studies = loadContent('caseStudies')
  const copy = loadContent('home').proof
  const featured = studies.find((study) => study.slug === copy.caseStudy)!
  const quotes = quoteViews(loadContent('clientQuotes'), studies)
  const featuredQuote = quotes.find((quote) => quote.study.slug === featured.slug) ?? null
  return {
    logos: logoViews(studies, loadContent('clientLogos'), publicSvgSize),
    featured: {
      slug: featured.slug,
      title: featured.title,
      industry: featured.industry,
      timeframe: featured.timeframe ?? null,
      metrics: featured.metrics
        .slice(0, FEATURED_METRICS)
        .map((metric) => ({ value: formatMetricValue(metric), label: metric.label })),
      timeline: featured.timeline!,
      quote: featuredQuote,
    },
    quotes: quotes.filter((quote) => quote !== featuredQuote).slice(0, HOME_QUOTES - (featuredQuote ? 1 : 0)),
  }
}

export type HomeProof = ReturnType<typeof homeProof>
