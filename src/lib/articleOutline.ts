import type { Element, Root, RootContent } from 'hast'
import { toText } from './hastText'
import { countWords } from './text'

/** A main heading of an article: the anchor it links to and its words. */
export interface ArticleHeading {
  id: string
  title: string
}

/** What a long read shows beside its text: its table of contents and where its mid-article call goes. */
export interface ArticleOutline {
  /** The article's main headings (h1 and h2), in order: its table of contents. */
  contents: ArticleHeading[]
  /**
   * Where the call to book goes in the HTML (a character offset, always between two of its sections):
   * after the section that ends nearest the middle of the text. Null when there is no such place.
   */
  midCallAt: number | null
}

const MAIN_HEADING = /^h[12]$/

/**
 * The main heading that opens a top-level block of an article's HTML tree: every heading opens a
 * <section> of its own there (src/lib/markdown.ts).
 */
function openingHeading(node: RootContent): Element | undefined {
  if (node.type !== 'element' || node.tagName !== 'section') return undefined
  const first = node.children.find((child) => child.type === 'element')
  return first?.type === 'element' && MAIN_HEADING.test(first.tagName) ? first : undefined
}

/** The table of contents: every main heading that has an id, with its text. */
export function articleContents(tree: Root): ArticleHeading[] {
  return tree.children.flatMap((node) => {
    const heading = openingHeading(node)
    const id = heading?.properties.id
    return heading && typeof id === 'string' ? [{ id, title: toText(heading).trim() }] : []
  })
}

/**
 * The top-level block before which the mid-article call goes: the start of the main section where
 * the words before it come nearest to half of the article's. It goes between two main sections,
 * never inside one (nor between a section and its subsections); null without text on both sides.
 */
export function midCallIndex(tree: Root): number | null {
  const words = tree.children.map((node) =>
    node.type === 'element' ? countWords(toText(node)) : node.type === 'text' ? countWords(node.value) : 0,
  )
  const total = words.reduce((sum, count) => sum + count, 0)
  let best: number | null = null
  let bestDistance = Infinity
  let before = 0
  for (const [index, node] of tree.children.entries()) {
    const distance = Math.abs(before - total / 2)
    if (openingHeading(node) && before > 0 && before < total && distance < bestDistance) {
      best = index
      bestDistance = distance
    }
    before += words[index]!
  }
  return best
}
