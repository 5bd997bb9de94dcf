import { SEO_DESCRIPTION_MAX_CHARS, SEO_DESCRIPTION_MIN_CHARS, SEO_TITLE_MAX_CHARS } from '@/config/constants'
import type { SitePage } from './pageMetadata'

export interface MetadataProblem {
  /** The data/ file, relative to data/. */
  file: string
  field: string
  message: string
}

const characters = (count: number) => `${count} character${count === 1 ? '' : 's'}`

/** Kinds whose title and description are derived, so a shorter or fuller override can be added. */
const OVERRIDABLE = new Set<SitePage['kind']>(['caseStudy', 'article'])

/**
 * The rule on search metadata: a page's final title is at most 60 characters and its description
 * 70 to 160, so search results show them whole. Not-found pages are checked too: one rule for all.
 */
export function metadataProblems(page: SitePage): MetadataProblem[] {
  const problems: MetadataProblem[] = []
  const { source } = page
  const canOverride = OVERRIDABLE.has(page.kind)

  const title = page.title.length
  if (title > SEO_TITLE_MAX_CHARS) {
    const over = title - SEO_TITLE_MAX_CHARS
    const fix =
      canOverride && source.title === 'title'
        ? `add a seoTitle at least ${characters(over)} shorter than the title`
        : `shorten it by at least ${characters(over)}`
    problems.push({
      file: source.file,
      field: source.title,
      message: `makes the page title '${page.title}' ${title} characters long, more than ${SEO_TITLE_MAX_CHARS}: ${fix}`,
    })
  }

  const description = page.description.length
  if (description < SEO_DESCRIPTION_MIN_CHARS || description > SEO_DESCRIPTION_MAX_CHARS) {
    const tooLong = description > SEO_DESCRIPTION_MAX_CHARS
    const change = tooLong
      ? `${characters(description - SEO_DESCRIPTION_MAX_CHARS)} shorter`
      : `${characters(SEO_DESCRIPTION_MIN_CHARS - description)} longer`
    const overridden = source.description === 'seoDescription'
    const fix =
      canOverride && !overridden
        ? `add a seoDescription of ${SEO_DESCRIPTION_MIN_CHARS} to ${SEO_DESCRIPTION_MAX_CHARS} characters`
        : `make it at least ${change}`
    problems.push({
      file: source.file,
      field: source.description,
      message: `makes the meta description ${description} characters long, outside ${SEO_DESCRIPTION_MIN_CHARS} to ${SEO_DESCRIPTION_MAX_CHARS}: ${fix}`,
    })
  }
  return problems
}
