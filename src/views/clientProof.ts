import type { CaseStudy } from '@/schemas/caseStudy'
import type { ClientLogo } from '@/schemas/clientLogos'
import type { ClientQuote } from '@/schemas/clientQuotes'
import type { Site } from '@/schemas/site'
import type { SvgSize } from '@/lib/svgSize'

/** A quote as a page shows it: the words, who said them, and the case study they belong to. */
export interface QuoteView {
  quote: string
  role: string
  name: string | null
  photo: string | null
  /** The client as its study names it: its name, or (anonymous) its industry and headquarters. */
  client: string
  study: { slug: string; title: string }
}

/** How a study names its client: by name once the client allows it, otherwise by what it is and where. */
export function clientOf(study: Pick<CaseStudy, 'client' | 'industry' | 'headquarters'>): string {
  if (study.client) return study.client
  return [study.industry, study.headquarters].filter(Boolean).join(' · ')
}

type QuotedStudy = Pick<CaseStudy, 'slug' | 'title' | 'client' | 'industry' | 'headquarters'>

/** The quotes whose study passes `belongs`, in the order of data/client-quotes.yaml. */
export function quoteViews<Study extends QuotedStudy>(
  quotes: readonly ClientQuote[],
  studies: readonly Study[],
  belongs: (study: Study) => boolean = () => true,
): QuoteView[] {
  const bySlug = new Map(studies.map((study) => [study.slug, study]))
  return quotes.flatMap((quote) => {
    const study = bySlug.get(quote.caseStudy)
    if (!study || !belongs(study)) return []
    return [
      {
        quote: quote.quote,
        role: quote.role,
        name: quote.name ?? null,
        photo: quote.photo ?? null,
        client: clientOf(study),
        study: { slug: study.slug, title: study.title },
      },
    ]
  })
}

/**
 * The quotes a service or solution page shows: those of the studies that list it in servicesUsed,
 * first those whose study lists it first (the work the page sells), then the others, each group in
 * the order of data/client-quotes.yaml. The first is the one the page shows under its hero.
 */
export function quotesForPage(
  quotes: readonly ClientQuote[],
  studies: readonly (QuotedStudy & Pick<CaseStudy, 'servicesUsed'>)[],
  pagePath: string,
): QuoteView[] {
  const usedBy = new Map(studies.map((study) => [study.slug, study.servicesUsed ?? []]))
  const shown = quoteViews(quotes, studies, (study) => study.servicesUsed?.includes(pagePath) ?? false)
  const primary = (quote: QuoteView) => usedBy.get(quote.study.slug)?.[0] === pagePath
  return [...shown.filter(primary), ...shown.filter((quote) => !primary(quote))]
}

/** The rating beside the award badges, or null while the profile states none. */
export interface ReviewsRating {
  platform: string
  url: string
  rating: number
  reviewCount: number
}

export function reviewsRating(profile: Site['reviewsProfile']): ReviewsRating | null {
  if (profile.rating === undefined || profile.reviewCount === undefined) return null
  return {
    platform: profile.name,
    url: profile.url,
    rating: profile.rating,
    reviewCount: profile.reviewCount,
  }
}

/** A logo of the strip under the home page's hero, with its drawing size and, if any, its story. */
export interface LogoView {
  name: string
  logo: string
  size: SvgSize
  /** The case study of this client, when it has one. */
  caseStudy: string | null
}

/**
 * Every client logo: first those of the case studies that carry one (in list order), then the
 * others of data/client-logos.yaml. `sizeOf` reads a logo's drawing size (build time only).
 */
export function logoViews(
  studies: readonly Pick<CaseStudy, 'slug' | 'client' | 'clientLogo'>[],
  logos: readonly ClientLogo[],
  sizeOf: (logo: string) => SvgSize | null,
): LogoView[] {
  const fromStudies = studies.flatMap((study) =>
    study.client && study.clientLogo
      ? [{ name: study.client, logo: study.clientLogo, caseStudy: study.slug }]
      : [],
  )
  const others = logos.map((logo) => ({ name: logo.name, logo: logo.logo, caseStudy: null }))
  return [...fromStudies, ...others].flatMap((entry) => {
    const size = sizeOf(entry.logo)
    return size ? [{ ...entry, size }] : []
  })
}
