import { resolveClosingCall } from '@/schemas/closingCall'
import { loadContent } from '@/schemas/load.server'
import { pageSeo } from '@/features/page-data/pageSeo.server'
import { routes } from '@/lib/paths'

export function data() {
  return {
    booking: resolveClosingCall(loadContent('pages').contact.booking, loadContent('site')),
    seo: pageSeo(routes.contact),
  }
}
