import { routes } from '@/lib/paths'
import { pageSeo } from '@/features/seo/pageSeo.server'

export function data() {
  return {
    seo: pageSeo(routes.notFound),
  }
}
