import type { Element, ElementContent, Properties, Root } from 'hast'
import rehypeAutolinkHeadings from 'rehype-autolink-headings'
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize'
import rehypeSlug from 'rehype-slug'
import rehypeStringify from 'rehype-stringify'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified, type PluggableList } from 'unified'
import { visit } from 'unist-util-visit'
import { articleContents, midCallIndex, type ArticleOutline } from './articleOutline'
import { toText } from './hastText'
import { safeUrl } from './safeUrl'
import { slugify } from './text'

/** Empties every link and image address outside the allow-list (see safeUrl). */
function rehypeSafeUrls() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      for (const attribute of ['href', 'src'] as const) {
        const value = node.properties[attribute]
        if (typeof value === 'string') node.properties[attribute] = safeUrl(value)
      }
    })
  }
}

const HEADING = /^h[1-6]$/

/**
 * Puts every table in a region that scrolls sideways on a narrow screen (keyboard-focusable and
 * named by the heading above it, or by its column headers), and turns GFM column alignment into
 * classes: the obsolete `align` attribute is not valid HTML.
 */
function rehypeScrollableTables() {
  return (tree: Root) => {
    let heading: Element | undefined
    visit(tree, 'element', (node: Element, index, parent) => {
      if (HEADING.test(node.tagName)) heading = node
      if (node.tagName !== 'table' || !parent || index === undefined) return
      const headers: string[] = []
      visit(node, 'element', (cell: Element) => {
        if (cell.tagName !== 'th' && cell.tagName !== 'td') return
        if (cell.tagName === 'th') headers.push(toText(cell).trim())
        const align = cell.properties.align
        delete cell.properties.align
        if (align === 'left' || align === 'center' || align === 'right') {
          cell.properties.className = [`align-${align}`]
        }
      })
      const label: Properties =
        typeof heading?.properties.id === 'string'
          ? { ariaLabelledBy: [heading.properties.id] }
          : { ariaLabel: `Table: ${headers.join(', ')}` }
      // A named region landmark: screen readers announce what the table is about. (A <section>
      // would be the same landmark, but the HTML checker expects a heading inside every section.)
      const region: Element = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['table-scroll'], role: 'region', tabIndex: 0, ...label },
        children: [node as ElementContent],
      }
      parent.children[index] = region
      return 'skip'
    })
  }
}

const sanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  // Heading ids come from the heading text (rehype-slug) and the heading links point at them, so
  // they keep their names instead of getting the default "user-content-" prefix.
  clobberPrefix: '',
  // Addresses are already filtered by rehypeSafeUrls; keep its empty results rather than dropping them.
  protocols: {
    ...defaultSchema.protocols,
    href: ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'],
    src: ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'],
  },
  attributes: {
    ...defaultSchema.attributes,
    a: [
      ...(defaultSchema.attributes?.a ?? []).filter(
        (rule) => !(Array.isArray(rule) && rule[0] === 'className'),
      ),
      ['className', 'data-footnote-backref', 'heading-anchor'],
    ],
    div: [
      ...(defaultSchema.attributes?.div ?? []).filter(
        (rule) => !(Array.isArray(rule) && rule[0] === 'className'),
      ),
      ['className', 'table-scroll'],
      ['role', 'region'],
      'ariaLabel',
      'ariaLabelledBy',
    ],
    th: [...(defaultSchema.attributes?.th ?? []), ['className', 'align-left', 'align-center', 'align-right']],
    td: [...(defaultSchema.attributes?.td ?? []), ['className', 'align-left', 'align-center', 'align-right']],
  },
}

export interface Section {
  id: string
  title: string
}

/** Numbers every h2 ("1. Title") and gives it an id, collecting the table of contents. */
function rehypeNumberedSections(sections: Section[]) {
  return () => (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'h2') return
      const title = toText(node)
      const number = sections.length + 1
      const id = `section-${number}-${slugify(title)}`
      sections.push({ id, title: `${number}. ${title}` })
      node.properties.id = id
      node.children = [{ type: 'text', value: `${number}. ${title}` }]
    })
  }
}

/**
 * Wraps each heading of `opensSection` and what follows it, up to the next such heading, in a
 * <section>: the page lays out a long text's sections only as they near the viewport
 * (`.prose-content > section` in prose.css).
 */
function rehypeSections(opensSection: RegExp) {
  return () => (tree: Root) => {
    const children: Root['children'] = []
    let section: Element | undefined
    for (const node of tree.children) {
      if (node.type === 'element' && opensSection.test(node.tagName)) {
        // The line break before this heading goes between the sections, not into the last one.
        const last = section?.children.at(-1)
        if (last?.type === 'text' && last.value.trim() === '') children.push(section!.children.pop()!)
        section = { type: 'element', tagName: 'section', properties: {}, children: [] }
        children.push(section)
      }
      if (section) section.children.push(node as ElementContent)
      else children.push(node)
    }
    tree.children = children
  }
}

/**
 * Markdown (with GitHub's tables, strikethrough and task lists) to sanitised HTML. Raw HTML is
 * dropped by remark-rehype (allowDangerousHtml is off); `beforeSanitize` plugins add markup that
 * the allow-list must accept, `afterSanitize` plugins run on the clean tree.
 */
function processor(beforeSanitize: PluggableList = [], afterSanitize: PluggableList = []) {
  return unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(beforeSanitize)
    .use(rehypeScrollableTables)
    .use(rehypeSafeUrls)
    .use(rehypeSanitize, sanitizeSchema)
    .use(afterSanitize)
    .use(rehypeStringify)
}

/**
 * Articles: every heading gets an id from its text and links to itself, so a section can be shared,
 * and opens a section of its own. So each heading link sits at the top of its section: while a
 * section still waits to be laid out, its box has an estimated height that its text may overrun
 * (clipped, unseen), and the next section, painted above that text, keeps its heading link clear
 * (an accessibility checker measured such a link as covered by the text of the section before).
 */
const article = processor(
  [rehypeSlug, [rehypeAutolinkHeadings, { behavior: 'wrap', properties: { className: ['heading-anchor'] } }]],
  [rehypeSections(/^h[1-4]$/)],
)

/** Markdown to sanitised HTML, done once at build time. */
export function renderMarkdown(markdown: string): string {
  return String(article.processSync(markdown))
}

/**
 * An article's HTML (as renderMarkdown) and, for a long read, its outline: the table of contents
 * from its main headings and the place of the call to book in its middle.
 */
export function renderArticle(
  markdown: string,
  { longRead }: { longRead: boolean },
): { html: string } & ArticleOutline {
  const tree = article.runSync(article.parse(markdown))
  const html = article.stringify(tree)
  if (!longRead) return { html, contents: [], midCallAt: null }
  const index = midCallIndex(tree)
  const midCallAt =
    index === null ? null : article.stringify({ ...tree, children: tree.children.slice(0, index) }).length
  return { html, contents: articleContents(tree), midCallAt }
}

/** Markdown whose h2 headings are numbered sections with ids; returns the table of contents too. */
export function renderSectionedMarkdown(markdown: string): { html: string; sections: Section[] } {
  const sections: Section[] = []
  const html = String(
    processor([], [rehypeNumberedSections(sections), rehypeSections(/^h2$/)]).processSync(markdown),
  )
  return { html, sections }
}
