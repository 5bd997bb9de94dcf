import { pageSeo } from '@/features/seo/pageSeo.server'

export function data() {
  return {
    seo: pageSeo({
      title: 'Page Not Found',
      description: "Sorry, the page you're looking for doesn't exist or has been moved.",
      keywords: [],
      path: '/404',
      noindex: true,
    }),
  }
}
