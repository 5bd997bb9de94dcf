/**
 * Markdown work the pipeline repeats for text it has seen: the dev server and the editor's checks
 * run the pipeline again on every change, and the tests run it over the same texts many times, while
 * an edit changes one file. Results are kept by the exact source text (and options), so a changed
 * text is always rendered afresh; each caller gets its own copy.
 */
import type { Root } from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { renderArticle, renderSectionedMarkdown } from '@/lib/markdown'

/** Enough for every text of data/ several times over; the oldest go first beyond it. */
const LIMIT = 500

function remembered<R>(compute: (key: string) => R): (key: string) => R {
  const results = new Map<string, R>()
  return (key) => {
    let result = results.get(key)
    if (result === undefined) {
      result = compute(key)
      results.set(key, result)
      if (results.size > LIMIT) results.delete(results.keys().next().value!)
    }
    return structuredClone(result)
  }
}

const article = remembered((key) => renderArticle(key.slice(1), { longRead: key[0] === '1' }))

/** renderArticle, once per text. */
export function renderedArticle(markdown: string, options: { longRead: boolean }) {
  return article(`${options.longRead ? '1' : '0'}${markdown}`)
}

/** renderSectionedMarkdown, once per text. */
export const renderedSections = remembered(renderSectionedMarkdown)

/** Every link, image and definition of a markdown text as written: its address and 1-based line. */
export const markdownHrefs = remembered((markdown) => {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown) as Root
  const hrefs: { href: string; line: number }[] = []
  visit(tree, (node) => {
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && node.position)
      hrefs.push({ href: node.url, line: node.position.start.line })
  })
  return hrefs
})
