import { resolveClosingCall } from '@/schemas/closingCall'
import { loadContent } from '@/schemas/load.server'
import { pageSeo } from '@/views/pageSeo.server'
import { routes } from '@/lib/paths'

export function data() {
  return {
    booking: resolveClosingCall(loadContent('pages').contact.booking, loadContent('site')),
    seo: pageSeo(routes.contact),
  }
}

/** What the page reads with usePageData<Data>() (Vike's typing of a data hook). */
export type Data = Awaited<ReturnType<typeof data>>
