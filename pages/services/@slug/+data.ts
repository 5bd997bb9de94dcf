import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { resolveClosingCall } from '@/schemas/closingCall'
import { loadContent } from '@/schemas/load.server'
import type { ServicePageData } from '@/features/services/ServicePageLayout'
import { servicePath } from '@/lib/paths'
import { serviceJsonLd } from '@/views/jsonLd'
import { pageSeo } from '@/views/pageSeo.server'
import { pageProof } from '@/views/proof.server'
import type { PageSeo } from '@/views/seo'

/**
 * A service page's data: its entry of data/services.yaml and its body,
 * data/service-pages/<slug>.yaml, both found by the slug of its address.
 */
export function data(pageContext: PageContextServer): ServicePageData & { seo: PageSeo } {
  const slug = pageContext.routeParams.slug ?? ''
  const service = loadContent('services').find((candidate) => candidate.slug === slug)
  const page = loadContent('servicePages')[slug]
  // Only `vike dev` asks for an unknown slug: the not-found page answers it.
  if (!service || !page) throw render(404)
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
  }
}
