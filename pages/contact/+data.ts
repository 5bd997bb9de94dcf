import { pageSeo } from '@/features/seo/pageSeo.server'

export function data() {
  return {
    seo: pageSeo('/contact'),
  }
}
