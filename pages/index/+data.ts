import { loadContent } from '@/schemas/load.server'
import type { HomePageData } from '@/features/home/useHomeData'
import { routes, servicePath, solutionPath } from '@/lib/paths'
import { organizationJsonLd, websiteJsonLd } from '@/views/jsonLd'
import { pageSeo } from '@/views/pageSeo.server'
import { homeProof, siteRating } from '@/views/proof.server'
import type { PageSeo } from '@/views/seo'

/**
 * The home page's data: its copy and only what its sections show (card fields, not whole entries), its
 * metadata (data/pages.yaml, with the marketing claims) and the Organization (free consultation
 * offer) and WebSite structured data.
 */
export function data(): HomePageData & { seo: PageSeo } {
  const site = loadContent('site')
  return {
    copy: loadContent('home'),
    site: {
      tagline: site.tagline,
      scheduler: site.booking.scheduler,
      reviewsProfile: { name: site.reviewsProfile.name, url: site.reviewsProfile.url },
      rating: siteRating(),
      awards: site.awards,
    },
    proof: homeProof(),
    demoActivities: loadContent('demoActivities'),
    services: loadContent('services').map((service) => ({
      title: service.title,
      description: service.description,
      icon: service.icon,
      color: service.color,
      badge: service.badge,
      path: servicePath(service.name),
    })),
    solutions: loadContent('solutions').map((solution) => ({
      title: solution.title,
      summary: solution.summary,
      badge: solution.badge,
      keyFeatures: solution.keyFeatures,
      path: solutionPath(solution.slug),
    })),
    leadCalculator: loadContent('leadCalculator'),
    processSteps: loadContent('processSteps'),
    roadmap: loadContent('roadmap'),
    whyChoose: loadContent('whyChoose'),
    seo: pageSeo(routes.home, [organizationJsonLd(site), websiteJsonLd(site)]),
  }
}
