import { figureValue } from '@/content/figures'
import { loadContent } from '@/content/load.server'
import { pageSeo } from '@/features/seo/pageSeo.server'
import { organizationJsonLd, websiteJsonLd } from '@/lib/jsonLd'
import { routes, servicePath, solutionPath } from '@/lib/paths'

/**
 * The home page's data: only what its sections show (card fields, not whole entries), its
 * metadata (data/pages.yaml, with the marketing claims) and the Organization (free consultation
 * offer) and WebSite structured data.
 */
export function homePageData() {
  const site = loadContent('site')
  const figures = loadContent('figures')
  return {
    site: {
      brand: site.brand,
      aiProductName: site.aiProduct.name,
      tagline: site.tagline,
      city: site.address.city,
      foundingYear: site.foundingYear,
      employees: site.employees,
      scheduler: site.booking.scheduler,
      reviewsProfile: site.reviewsProfile,
      awards: site.awards,
    },
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
    /** Figures the home page's own copy quotes (data/figures.yaml). */
    figures: {
      consultationLength: figureValue(figures, 'consultationLength'),
      timeToFirstMeetings: figureValue(figures, 'timeToFirstMeetings'),
    },
    seo: pageSeo(routes.home, [organizationJsonLd(site), websiteJsonLd(site)]),
  }
}

export type HomePageData = ReturnType<typeof homePageData>
