import type { BlogPost } from '@/schemas/blogPost'
import type { CaseStudy } from '@/schemas/caseStudy'
import type { LegalDocument } from '@/schemas/legal'
import type { Pages } from '@/schemas/pages'
import type { Service } from '@/schemas/services'
import type { Site } from '@/schemas/site'
import type { Solution } from '@/schemas/solutions'
import { formatLongUsDate } from '@/lib/dates'
import type { Crumb, SitePage } from '@/lib/pageMetadata'
import { blogPostPath, caseStudyPath, routes, servicePath, solutionPath } from '@/lib/paths'

/** A content item with the data/ file it was read from. */
export interface FromFile<T> {
  file: string
  item: T
}

export interface SitePagesInput {
  site: Site
  /** data/pages.yaml with its placeholders filled. */
  pages: Pages
  services: readonly Service[]
  solutions: readonly Solution[]
  caseStudies: readonly FromFile<CaseStudy>[]
  blog: readonly FromFile<BlogPost>[]
  legal: readonly LegalDocument[]
}

const HOME: Crumb = { name: 'Home', path: routes.home }
const BLOG: Crumb = { name: 'Blog', path: routes.blog }
const CASE_STUDIES: Crumb = { name: 'Case Studies', path: routes.caseStudies }

/** "{title} | {brand}": the title of every page except case studies and articles (formats below). */
export function brandedTitle(title: string, site: Pick<Site, 'brand'>): string {
  return `${title} | ${site.brand}`
}

/** A case study's page title, '{title} - Case Study', with the SEO title where one is given. */
export function caseStudyTitle(study: Pick<CaseStudy, 'title' | 'seoTitle'>): string {
  return `${study.seoTitle ?? study.title} - Case Study`
}

/** A case study's description: its industry and first result, unless it gives an SEO description. */
export function caseStudyDescription(
  study: Pick<CaseStudy, 'industry' | 'results' | 'seoDescription'>,
): string {
  return study.seoDescription ?? `${study.industry} case study: ${study.results[0] ?? ''}`.trim()
}

/** An article's page title, '{title} - {product} Blog', with the SEO title where one is given. */
export function articleTitle(
  post: Pick<BlogPost, 'title' | 'seoTitle'>,
  site: { aiProduct: Pick<Site['aiProduct'], 'name'> },
): string {
  return `${post.seoTitle ?? post.title} - ${site.aiProduct.name} Blog`
}

/** An article's description: its excerpt, unless it gives an SEO description. */
export function articleDescription(post: Pick<BlogPost, 'excerpt' | 'seoDescription'>): string {
  return post.seoDescription ?? post.excerpt
}

function latest(dates: readonly (string | undefined)[]): string | undefined {
  return dates.reduce<string | undefined>(
    (newest, date) => (date && (!newest || date > newest) ? date : newest),
    undefined,
  )
}

export function caseStudyModified(study: Pick<CaseStudy, 'publishDate' | 'updatedDate'>): string {
  return study.updatedDate ?? study.publishDate
}

function staticPage(
  key: keyof Pages,
  input: Pick<SitePagesInput, 'site' | 'pages'>,
  page: Pick<SitePage, 'path' | 'kind' | 'breadcrumb'> & Partial<SitePage>,
): SitePage {
  const copy = input.pages[key]
  return {
    title: brandedTitle(copy.title, input.site),
    description: copy.description,
    keywords: copy.keywords,
    headline: copy.title,
    detail: copy.description,
    noindex: false,
    source: { file: 'pages.yaml', title: `${key}.title`, description: `${key}.description` },
    ...page,
  }
}

/** Every page of the site with its metadata, in a stable order. */
export function sitePages(input: SitePagesInput): SitePage[] {
  return knownSitePages(input)
}

/**
 * The pages whose content is at hand, in the order of sitePages: while some data files are invalid,
 * the metadata rules still judge every page the valid ones make.
 */
export function knownSitePages(input: Partial<SitePagesInput> & Pick<SitePagesInput, 'site'>): SitePage[] {
  const { site, pages } = input
  const studies = (input.caseStudies ?? []).map(({ item }) => item)
  const posts = (input.blog ?? []).map(({ item }) => item)
  const withPages = (make: (pages: Pages) => SitePage): SitePage[] => (pages ? [make(pages)] : [])

  const home = withPages((pages) => ({
    path: routes.home,
    kind: 'home',
    title: pages.home.title,
    description: pages.home.description,
    keywords: pages.home.keywords,
    headline: site.tagline,
    detail: site.description.split(/(?<=\.)\s/)[0]!,
    // Every page has breadcrumb data, the home page too: a trail of one item.
    breadcrumb: [HOME],
    noindex: false,
    source: { file: 'pages.yaml', title: 'home.title', description: 'home.description' },
  }))

  const services = (input.services ?? []).map((service, index): SitePage => {
    const path = servicePath(service.name)
    return {
      path,
      kind: 'service',
      title: brandedTitle(service.seo.title, site),
      description: service.seo.description,
      keywords: service.seo.keywords,
      headline: service.hero.title,
      detail: service.description,
      breadcrumb: [HOME, { name: service.title, path }],
      noindex: false,
      source: {
        file: 'services.yaml',
        title: `${index}.seo.title`,
        description: `${index}.seo.description`,
      },
    }
  })

  const solutions = (input.solutions ?? []).map((solution, index): SitePage => {
    const path = solutionPath(solution.slug)
    return {
      path,
      kind: 'solution',
      title: brandedTitle(solution.seo.title, site),
      description: solution.seo.description,
      keywords: solution.seo.keywords,
      headline: solution.hero.title,
      detail: solution.summary,
      breadcrumb: [HOME, { name: solution.title, path }],
      noindex: false,
      source: {
        file: 'solutions.yaml',
        title: `${index}.seo.title`,
        description: `${index}.seo.description`,
      },
    }
  })

  const caseStudies = (input.caseStudies ?? []).map(({ file, item: study }): SitePage => {
    const path = caseStudyPath(study.slug)
    return {
      path,
      kind: 'caseStudy',
      title: caseStudyTitle(study),
      description: caseStudyDescription(study),
      keywords: [study.category, study.industry, 'case study'],
      headline: study.title,
      detail: [study.industry, study.timeframe, study.headquarters].filter(Boolean).join(' · '),
      lastModified: caseStudyModified(study),
      breadcrumb: [HOME, CASE_STUDIES, { name: study.title, path }],
      noindex: false,
      source: {
        file,
        title: study.seoTitle ? 'seoTitle' : 'title',
        description: study.seoDescription ? 'seoDescription' : 'results.0',
      },
    }
  })

  const articles = (input.blog ?? []).map(({ file, item: post }): SitePage => {
    const path = blogPostPath(post.slug)
    return {
      path,
      kind: 'article',
      title: articleTitle(post, site),
      description: articleDescription(post),
      keywords: post.tags,
      headline: post.title,
      detail: `${post.category} · ${formatLongUsDate(post.publishDate)} · ${post.readTime}`,
      lastModified: post.publishDate,
      breadcrumb: [HOME, BLOG, { name: post.title, path }],
      noindex: false,
      source: {
        file,
        title: post.seoTitle ? 'seoTitle' : 'title',
        description: post.seoDescription ? 'seoDescription' : 'excerpt',
      },
    }
  })

  const legal = (input.legal ?? []).map((document): SitePage => ({
    path: `/${document.slug}`,
    kind: 'legal',
    title: brandedTitle(document.title, site),
    description: document.description,
    keywords: [document.title.toLowerCase()],
    headline: document.title,
    detail: document.description,
    lastModified: document.updated,
    breadcrumb: [HOME, { name: document.title, path: `/${document.slug}` }],
    noindex: false,
    source: { file: `legal/${document.slug}.md`, title: 'title', description: 'description' },
  }))

  const staticPages = (
    key: keyof Pages,
    page: Pick<SitePage, 'path' | 'kind' | 'breadcrumb'> & Partial<SitePage>,
  ) => withPages((pages) => staticPage(key, { site, pages }, page))

  return [
    ...home,
    ...services,
    ...solutions,
    ...staticPages('caseStudies', {
      path: CASE_STUDIES.path,
      kind: 'caseStudies',
      breadcrumb: [HOME, CASE_STUDIES],
      lastModified: latest(studies.map(caseStudyModified)),
    }),
    ...caseStudies,
    ...staticPages('blog', {
      path: BLOG.path,
      kind: 'blog',
      breadcrumb: [HOME, BLOG],
      lastModified: latest(posts.map((post) => post.publishDate)),
    }),
    ...articles,
    ...legal,
    ...staticPages('contact', {
      path: routes.contact,
      kind: 'contact',
      breadcrumb: [HOME, { name: 'Contact', path: routes.contact }],
    }),
    ...staticPages('notFound', { path: routes.notFound, kind: 'notFound', breadcrumb: [], noindex: true }),
  ]
}
