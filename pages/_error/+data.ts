import { routes } from '@/lib/paths'
import { pageSeo } from '@/features/page-data/pageSeo.server'

export function data() {
  return {
    seo: pageSeo(routes.notFound),
  }
}
