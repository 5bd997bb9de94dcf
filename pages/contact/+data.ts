import { pageSeo } from '@/features/page-data/pageSeo.server'
import { routes } from '@/lib/paths'

export function data() {
  return {
    seo: pageSeo(routes.contact),
  }
}
