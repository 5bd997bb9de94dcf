import { resolveClosingCall, type ClosingCall } from '@/schemas/closingCall'
import { loadContent } from '@/schemas/load.server'
import type { SeoCostCalculatorConfig } from '@/schemas/seoCostCalculator'
import type { ServicePage } from '@/schemas/servicePages'
import type { Service } from '@/schemas/services'
import { pageSeo } from './pageSeo.server'
import { pageProof } from './proof.server'
import type { QuoteView, ReviewsRating } from '@/views/clientProof'
import { serviceJsonLd } from '@/views/jsonLd'
import { servicePath } from '@/lib/paths'

export interface ServicePageData {
  service: Service
  page: Omit<ServicePage, 'closingCall'> & { closingCall: ClosingCall }
  scheduler: string
  /** The reviews platform's rating, under the hero's button (null while site.yaml states none). */
  rating: ReviewsRating | null
  /** What a client of the page's own studies says, right under the hero. */
  leadQuote: QuoteView | null
  /** What the other clients of the case studies that used this service say. */
  quotes: QuoteView[]
  /** The calculator's prices, on the pages that show it. */
  seoCostCalculator?: SeoCostCalculatorConfig
}

/** The address of every service page (data/services.yaml), for the prerender. */
export function servicePaths(): string[] {
  return loadContent('services').map((service) => servicePath(service.name))
}

/**
 * The data hook of a service page: its entry of data/services.yaml and its body,
 * data/service-pages/<slug>.yaml, both found by the slug of its address.
 */
export function servicePageData(slug: string) {
  const service = loadContent('services').find((candidate) => candidate.slug === slug)
  const page = loadContent('servicePages')[slug]
  if (!service || !page) return undefined
  const site = loadContent('site')
  const path = servicePath(service.name)
  const showsCalculator = page.sections.some((section) => section.type === 'seo-cost-calculator')
  const proof = pageProof(path)
  return {
    service,
    page: { ...page, closingCall: resolveClosingCall(page.closingCall, site) },
    scheduler: site.booking.scheduler,
    rating: proof.rating,
    leadQuote: proof.leadQuote,
    quotes: proof.rest,
    ...(showsCalculator && { seoCostCalculator: loadContent('seoCostCalculator') }),
    seo: pageSeo(path, [
      serviceJsonLd(site, {
        name: service.title,
        serviceType: service.name,
        description: service.description,
        path,
      }),
    ]),
  } satisfies ServicePageData & { seo: unknown }
}
