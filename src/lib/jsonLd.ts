import type {
  Article,
  Blog,
  BlogPosting,
  BreadcrumbList,
  Organization,
  Thing,
  WebSite,
  WithContext,
} from 'schema-dts'
import type { BlogPost, BlogPostSummary } from '@/content/blogPost'
import type { CaseStudy } from '@/content/caseStudy'
import type { Site } from '@/content/site'

export type JsonLd = WithContext<Thing>

export function absoluteUrl(site: Pick<Site, 'siteUrl'>, path: string): string {
  return new URL(path, `${site.siteUrl}/`).toString()
}

function organizationNode(site: Site): Exclude<Organization, string> {
  return {
    '@type': 'Organization',
    '@id': absoluteUrl(site, '/#organization'),
    name: site.brand,
    url: absoluteUrl(site, '/'),
    logo: absoluteUrl(site, '/logo.svg'),
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
    sameAs: [...site.social.map((link) => link.url), site.reviewsProfile.url],
  }
}

export function organizationJsonLd(site: Site): WithContext<Organization> {
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

export function websiteJsonLd(site: Site): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.brand,
    url: absoluteUrl(site, '/'),
    publisher: { '@id': absoluteUrl(site, '/#organization') },
    inLanguage: 'en-US',
  }
}

export function breadcrumbJsonLd(
  site: Site,
  trail: readonly { name: string; path: string }[],
): WithContext<BreadcrumbList> {
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

export function blogPostingJsonLd(site: Site, post: BlogPost): WithContext<BlogPosting> {
  const url = absoluteUrl(site, `/blog/${post.slug}`)
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    ...(post.subtitle ? { alternativeHeadline: post.subtitle } : {}),
    description: post.excerpt,
    image: absoluteUrl(site, post.featuredImage),
    author: { '@type': 'Person', name: post.author.name, url: post.author.url },
    publisher: {
      '@type': 'Organization',
      name: site.brand,
      logo: { '@type': 'ImageObject', url: absoluteUrl(site, '/logo.svg') },
    },
    datePublished: post.publishDate,
    dateModified: post.publishDate,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    keywords: post.tags.join(', '),
    articleSection: post.category,
    wordCount: post.wordCount,
    inLanguage: 'en-US',
  }
}

export function blogJsonLd(site: Site, posts: readonly BlogPostSummary[]): WithContext<Blog> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: `${site.aiProduct.name} Blog`,
    url: absoluteUrl(site, '/blog'),
    publisher: { '@id': absoluteUrl(site, '/#organization') },
    blogPost: posts.map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.excerpt,
      url: absoluteUrl(site, `/blog/${post.slug}`),
      datePublished: post.publishDate,
      author: { '@type': 'Person', name: post.author.name },
      image: absoluteUrl(site, post.featuredImage),
    })),
  }
}

export function caseStudyJsonLd(site: Site, study: CaseStudy): WithContext<Article> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: study.title,
    description: caseStudyDescription(study),
    articleSection: study.category,
    about: study.industry,
    url: absoluteUrl(site, `/case-studies/${study.slug}`),
    author: { '@type': 'Organization', name: site.brand, url: absoluteUrl(site, '/') },
    publisher: { '@type': 'Organization', name: site.brand, logo: absoluteUrl(site, '/logo.svg') },
    inLanguage: 'en-US',
  }
}

/** The spec's case-study description: from the industry and the first result. */
export function caseStudyDescription(study: Pick<CaseStudy, 'industry' | 'results'>): string {
  return `${study.industry} case study: ${study.results[0] ?? ''}`.trim()
}

/** JSON for a <script type="application/ld+json">, safe inside HTML. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
