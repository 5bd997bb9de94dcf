import type { Element, Root } from 'hast'
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize'
import rehypeStringify from 'rehype-stringify'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
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

const sanitizeSchema = {
  ...defaultSchema,
  // Addresses are already filtered by rehypeSafeUrls; keep its empty results rather than dropping them.
  protocols: {
    ...defaultSchema.protocols,
    href: ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'],
    src: ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'],
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

function toText(node: Element | Root): string {
  return node.children
    .map((child) => (child.type === 'text' ? child.value : child.type === 'element' ? toText(child) : ''))
    .join('')
}

function processor(extra?: () => (tree: Root) => void) {
  const pipeline = unified()
    .use(remarkParse)
    .use(remarkRehype) // raw HTML in markdown is dropped here (allowDangerousHtml is off)
    .use(rehypeSafeUrls)
    .use(rehypeSanitize, sanitizeSchema)
  return (extra ? pipeline.use(extra) : pipeline).use(rehypeStringify)
}

const plain = processor()

/** Markdown to sanitised HTML, done once at build time. */
export function renderMarkdown(markdown: string): string {
  return String(plain.processSync(markdown))
}

/** Markdown whose h2 headings are numbered sections with ids; returns the table of contents too. */
export function renderSectionedMarkdown(markdown: string): { html: string; sections: Section[] } {
  const sections: Section[] = []
  const html = String(processor(rehypeNumberedSections(sections)).processSync(markdown))
  return { html, sections }
}
