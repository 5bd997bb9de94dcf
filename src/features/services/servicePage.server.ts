import type { Service } from '@/content/services'
import { loadContent } from '@/content/load.server'
import { pageSeo } from '@/features/seo/pageSeo.server'
import { serviceJsonLd } from '@/lib/jsonLd'
import { servicePath } from '@/lib/paths'

export interface ServicePageData {
  service: Service
  scheduler: string
}

/** The data hook of a service page: its entry of data/services.yaml, found by its page name. */
export function servicePageData<Extra extends object = object>(name: string, extra?: Extra) {
  const service = loadContent('services').find((candidate) => candidate.name === name)
  if (!service) throw new Error(`data/services.yaml has no service named '${name}'`)
  const site = loadContent('site')
  const path = servicePath(service.name)
  return {
    service,
    scheduler: site.booking.scheduler,
    ...(extra as Extra),
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
