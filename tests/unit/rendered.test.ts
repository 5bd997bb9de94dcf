import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { renderArticle, renderSectionedMarkdown } from '@/lib/markdown'
import { markdownHrefs, renderedArticle, renderedSections } from '../../scripts/data/rendered'

const root = path.resolve(import.meta.dirname, '../..')
const bodyOf = (file: string) =>
  readFileSync(path.join(root, file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '')
const articles = readdirSync(path.join(root, 'data/blog')).map((name) => bodyOf(`data/blog/${name}`))
const legal = readdirSync(path.join(root, 'data/legal')).map((name) => bodyOf(`data/legal/${name}`))

describe('the markdown the pipeline keeps by text', () => {
  it('is what a fresh render gives, for every article and legal text, the second time too', () => {
    expect(articles.length).toBeGreaterThan(3)
    for (const [index, text] of articles.entries()) {
      // A long read's outline for every article; the short form for one.
      const options = { longRead: index > 0 }
      const fresh = renderArticle(text, options)
      expect(renderedArticle(text, options)).toEqual(fresh)
      expect(renderedArticle(text, options)).toEqual(fresh)
    }
    for (const text of legal)
      for (let time = 0; time < 2; time++)
        expect(renderedSections(text)).toEqual(renderSectionedMarkdown(text))
  })

  it('renders a changed text afresh, and gives each caller a copy of its own', () => {
    const first = renderedArticle('## One\n\nText.', { longRead: true })
    first.contents.length = 0
    first.html = ''
    expect(renderedArticle('## One\n\nText.', { longRead: true })).toEqual(
      renderArticle('## One\n\nText.', { longRead: true }),
    )
    expect(renderedArticle('## Two\n\nText.', { longRead: true }).html).toContain('Two')
  })

  it('finds every link, image and definition with its line', () => {
    expect(markdownHrefs('Intro\n\n[a](/blog) and ![b](/img.png)\n\n[c]: https://example.com\n')).toEqual([
      { href: '/blog', line: 3 },
      { href: '/img.png', line: 3 },
      { href: 'https://example.com', line: 5 },
    ])
  })
})
