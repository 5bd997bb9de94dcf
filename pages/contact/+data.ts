import { pageSeo } from '@/features/seo/pageSeo.server'
import { routes } from '@/lib/paths'

export function data() {
  return {
    seo: pageSeo(routes.contact),
  }
}
