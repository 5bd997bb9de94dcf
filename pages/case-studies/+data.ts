import { loadContent } from '@/content/load.server'
import { pageSeo } from '@/features/seo/pageSeo.server'

export function data() {
  return {
    studies: loadContent('caseStudies').map(({ slug, title }) => ({ slug, title })),
    seo: pageSeo({
      title: 'Case Studies',
      description: 'Results we delivered for B2B companies with outreach, AI SEO and AI sales agents.',
      keywords: ['B2B case studies', 'lead generation results'],
      path: '/case-studies',
      breadcrumb: [{ name: 'Case Studies', path: '/case-studies' }],
    }),
  }
}
