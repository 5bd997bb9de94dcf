import { routes } from '@/lib/paths'
import { pageSeo } from '@/views/pageSeo.server'

export function data() {
  return {
    seo: pageSeo(routes.notFound),
  }
}
