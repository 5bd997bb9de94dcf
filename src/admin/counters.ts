import {
  COOKIE_BANNER_TEXT_MAX_CHARS,
  SEO_DESCRIPTION_MAX_CHARS,
  SEO_DESCRIPTION_MIN_CHARS,
  SEO_TITLE_MAX_CHARS,
} from '@/config/constants'
import {
  articleDescription,
  articleTitle,
  brandedTitle,
  caseStudyDescription,
  caseStudyTitle,
} from '@/views/sitePages'

/**
 * Live counters under the fields whose length a rule limits: the page title and the description
 * search engines show whole (the spec's formats, src/views/sitePages.ts, and the limits build:data
 * checks, src/lib/metadataRules.ts), and the cookie banner's sentence. Each counts the text as the
 * site will write it, from the entry's fields as they are typed.
 */

export type CounterKind =
  | 'caseStudyTitle'
  | 'articleTitle'
  | 'brandedTitle'
  | 'caseStudyDescription'
  | 'articleDescription'
  | 'description'
  | 'cookieBanner'

/** A field's counter in the editor's config: what it counts, and the site's names it needs. */
export interface CounterSpec {
  kind: CounterKind
  /** The agency's name ('{title} | Bandera') and the AI product's ('{title} - Bandera AI Blog'). */
  brand?: string
  product?: string
}

/** The fields of the entry a counter reads besides its own value. */
export const COUNTED_FIELDS: Record<CounterKind, readonly string[]> = {
  caseStudyTitle: ['title', 'seoTitle'],
  articleTitle: ['title', 'seoTitle'],
  brandedTitle: [],
  caseStudyDescription: ['seoDescription', 'industry', 'results'],
  articleDescription: ['seoDescription', 'excerpt'],
  description: [],
  cookieBanner: [],
}

export interface Count {
  text: string
  /** Within the rule's limits. */
  ok: boolean
}

const words = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
const optional = (value: unknown) => words(value) || undefined
const characters = (count: number) => `${count} character${count === 1 ? '' : 's'}`

function titleCount(title: string, fix: string): Count {
  const over = title.length - SEO_TITLE_MAX_CHARS
  return over > 0
    ? {
        text: `Page title in search results: '${title}', ${characters(title.length)}, ${over} more than the ${SEO_TITLE_MAX_CHARS} they show: ${fix}.`,
        ok: false,
      }
    : {
        text: `Page title in search results: '${title}', ${title.length} of ${SEO_TITLE_MAX_CHARS} characters.`,
        ok: true,
      }
}

function descriptionCount(description: string, fix: string): Count {
  const length = description.length
  const range = `${SEO_DESCRIPTION_MIN_CHARS} to ${SEO_DESCRIPTION_MAX_CHARS}`
  if (length < SEO_DESCRIPTION_MIN_CHARS || length > SEO_DESCRIPTION_MAX_CHARS)
    return {
      text: `Description in search results: ${characters(length)}, outside the ${range} they show whole: ${fix}.`,
      ok: false,
    }
  return { text: `Description in search results: ${length} characters (${range}).`, ok: true }
}

/** The counter's line for a field whose value is `own`, the entry's other fields being `fields`. */
export function countOf(spec: CounterSpec, own: unknown, fields: Record<string, unknown>): Count {
  const seoTitle = optional(fields.seoTitle)
  const seoDescription = optional(fields.seoDescription)
  const shorterTitle = seoTitle ? 'shorten the SEO title' : 'add a shorter SEO title'
  const fitDescription = seoDescription ? 'change the SEO description' : 'add an SEO description'
  switch (spec.kind) {
    case 'caseStudyTitle':
      return titleCount(caseStudyTitle({ title: words(fields.title), seoTitle }), shorterTitle)
    case 'articleTitle':
      return titleCount(
        articleTitle({ title: words(fields.title), seoTitle }, { aiProduct: { name: spec.product ?? '' } }),
        shorterTitle,
      )
    case 'brandedTitle':
      return titleCount(brandedTitle(words(own), { brand: spec.brand ?? '' }), 'shorten it')
    case 'caseStudyDescription': {
      const results = Array.isArray(fields.results) ? fields.results.map(String) : []
      return descriptionCount(
        caseStudyDescription({ industry: words(fields.industry), results, seoDescription }),
        fitDescription,
      )
    }
    case 'articleDescription':
      return descriptionCount(
        articleDescription({ excerpt: words(fields.excerpt), seoDescription }),
        fitDescription,
      )
    case 'description':
      return descriptionCount(words(own), 'change it')
    case 'cookieBanner': {
      const length = words(own).length
      return length > COOKIE_BANNER_TEXT_MAX_CHARS
        ? {
            text: `${characters(length)}, ${length - COOKIE_BANNER_TEXT_MAX_CHARS} more than the ${COOKIE_BANNER_TEXT_MAX_CHARS} that keep the banner within a phone's bottom quarter: shorten it.`,
            ok: false,
          }
        : { text: `${length} of ${COOKIE_BANNER_TEXT_MAX_CHARS} characters.`, ok: true }
    }
  }
}
