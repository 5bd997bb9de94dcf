import { loadContent } from '@/content/load.server'
import { pageSeo } from '@/features/seo/pageSeo.server'
import { organizationJsonLd, websiteJsonLd } from '@/lib/jsonLd'

export function data() {
  const site = loadContent('site')
  return {
    scheduler: site.booking.scheduler,
    tagline: site.tagline,
    seo: pageSeo({
      title: `${site.brand}: B2B Lead Generation & AI Sales Agents`,
      exactTitle: true,
      description:
        'B2B lead generation and AI sales agents: 400%+ ROI, 500% more leads and 70% less workload for our clients. ' +
        'Founded 2023, a team of 10 to 50 in Kyiv. Book a free 30-minute consultation.',
      keywords: [
        '400%+ ROI',
        '500% more leads',
        '70% less workload',
        '$320,000+ cloud credits',
        'B2B lead generation agency',
      ],
      path: '/',
      jsonLd: [organizationJsonLd(site), websiteJsonLd(site)],
    }),
  }
}
