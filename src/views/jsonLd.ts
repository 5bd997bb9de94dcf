import type {
  ArticleLeaf,
  BlogLeaf,
  BlogPostingLeaf,
  BreadcrumbListLeaf,
  ImageObjectLeaf,
  OrganizationLeaf,
  ServiceLeaf,
  WebSiteLeaf,
  WithContext,
} from 'schema-dts'
import type { BlogPost, BlogPostSummary } from '@/schemas/blogPost'
import type { CaseStudy } from '@/schemas/caseStudy'
import type { Site } from '@/schemas/site'
import { blogPostPath, caseStudyPath, routes } from '@/lib/paths'
import { caseStudyDescription, caseStudyModified } from './sitePages'
import { LOGO_PNG, socialImagePath } from './socialImage'

/**
 * The kinds of node the site describes, each as schema.org's own type of that name (its "leaf", not the
 * union of every subtype: Thing and Organization are unions of hundreds, and checking an object against
 * them took a quarter of the typecheck).
 */
export type JsonLd = WithContext<
  OrganizationLeaf | WebSiteLeaf | BreadcrumbListLeaf | BlogPostingLeaf | BlogLeaf | ArticleLeaf | ServiceLeaf
>

export function absoluteUrl(site: Pick<Site, 'siteUrl'>, path: string): string {
  return new URL(path, `${site.siteUrl}/`).toString()
}

/** The raster logo search engines ask for (at least 112 px square), generated from public/logo.svg. */
function logoImage(site: Site): ImageObjectLeaf {
  return {
    '@type': 'ImageObject',
    url: absoluteUrl(site, LOGO_PNG.path),
    width: { '@type': 'QuantitativeValue', value: LOGO_PNG.size, unitCode: 'E37' },
    height: { '@type': 'QuantitativeValue', value: LOGO_PNG.size, unitCode: 'E37' },
  }
}

/** The agency as author and publisher: name, address and logo, identified as on the home page. */
function publisherNode(site: Site): OrganizationLeaf {
  return {
    '@type': 'Organization',
    '@id': absoluteUrl(site, '/#organization'),
    name: site.brand,
    url: absoluteUrl(site, routes.home),
    logo: logoImage(site),
  }
}

function organizationNode(site: Site): OrganizationLeaf {
  return {
    ...publisherNode(site),
    email: site.email,
    telephone: site.phone,
    foundingDate: String(site.foundingYear),
    numberOfEmployees: {
      '@type': 'QuantitativeValue',
      minValue: site.employees.min,
      maxValue: site.employees.max,
    },
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      postalCode: site.address.postalCode,
      addressCountry: site.address.countryCode,
    },
    sameAs: [...site.social.map((link) => link.url), site.xProfile, site.reviewsProfile.url],
  }
}

export function organizationJsonLd(site: Site): WithContext<OrganizationLeaf> {
  return {
    '@context': 'https://schema.org',
    ...organizationNode(site),
    description: site.description,
    makesOffer: {
      '@type': 'Offer',
      name: 'Free 30-minute consultation',
      description: 'A free 30-minute strategy consultation on B2B lead generation and AI sales agents.',
      price: 0,
      priceCurrency: 'USD',
      url: site.booking.scheduler,
    },
  }
}

export function websiteJsonLd(site: Site): WithContext<WebSiteLeaf> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.brand,
    url: absoluteUrl(site, routes.home),
    publisher: { '@id': absoluteUrl(site, '/#organization') },
    inLanguage: 'en-US',
  }
}

export function breadcrumbJsonLd(
  site: Site,
  trail: readonly { name: string; path: string }[],
): WithContext<BreadcrumbListLeaf> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(site, crumb.path),
    })),
  }
}

export function blogPostingJsonLd(site: Site, post: BlogPost): WithContext<BlogPostingLeaf> {
  const path = blogPostPath(post.slug)
  const url = absoluteUrl(site, path)
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    ...(post.subtitle ? { alternativeHeadline: post.subtitle } : {}),
    description: post.excerpt,
    image: [absoluteUrl(site, socialImagePath(path)), absoluteUrl(site, post.featuredImage)],
    author: { '@type': 'Person', name: post.author.name, url: post.author.url },
    publisher: publisherNode(site),
    datePublished: post.publishDate,
    dateModified: post.publishDate,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    keywords: post.tags.join(', '),
    articleSection: post.category,
    wordCount: post.wordCount,
    inLanguage: 'en-US',
  }
}

export function blogJsonLd(site: Site, posts: readonly BlogPostSummary[]): WithContext<BlogLeaf> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: `${site.aiProduct.name} Blog`,
    url: absoluteUrl(site, routes.blog),
    publisher: publisherNode(site),
    blogPost: posts.map((post) => {
      const path = blogPostPath(post.slug)
      return {
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.excerpt,
        url: absoluteUrl(site, path),
        datePublished: post.publishDate,
        dateModified: post.publishDate,
        author: { '@type': 'Person', name: post.author.name, url: post.author.url },
        publisher: publisherNode(site),
        image: [absoluteUrl(site, socialImagePath(path)), absoluteUrl(site, post.featuredImage)],
      }
    }),
  }
}

export function caseStudyJsonLd(site: Site, study: CaseStudy): WithContext<ArticleLeaf> {
  const path = caseStudyPath(study.slug)
  const url = absoluteUrl(site, path)
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: study.title,
    description: caseStudyDescription(study),
    image: [absoluteUrl(site, socialImagePath(path))],
    datePublished: study.publishDate,
    dateModified: caseStudyModified(study),
    articleSection: study.category,
    about: study.industry,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    author: publisherNode(site),
    publisher: publisherNode(site),
    inLanguage: 'en-US',
  }
}

/** A service or AI solution the agency sells, on its own page. */
export interface ServiceOffer {
  name: string
  /** The kind of service, in words ("Appointment setting", "AI sales agents"). */
  serviceType: string
  description: string
  path: string
  /** The product brand it is sold under, if any (the AI solutions). */
  brand?: string
}

export function serviceJsonLd(site: Site, offer: ServiceOffer): WithContext<ServiceLeaf> {
  const url = absoluteUrl(site, offer.path)
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: offer.name,
    serviceType: offer.serviceType,
    description: offer.description,
    url,
    image: absoluteUrl(site, socialImagePath(offer.path)),
    provider: publisherNode(site),
    ...(offer.brand ? { brand: { '@type': 'Brand', name: offer.brand } } : {}),
    audience: { '@type': 'BusinessAudience', audienceType: 'B2B companies' },
  }
}

/** JSON for a <script type="application/ld+json">, safe inside HTML. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
