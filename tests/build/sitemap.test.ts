import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtPaths, clientDir, site, sitePages } from './support/builtSite'

/** The sitemap dates each page by its content, not by the day of the build. */
describe('sitemap.xml', () => {
  const xml = readFileSync(path.join(clientDir, 'sitemap.xml'), 'utf8')
  const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(
    (match) => ({ path: new URL(match[1]!).pathname, lastModified: match[2] }),
  )

  it('lists every indexable page once', () => {
    expect(entries.map((entry) => entry.path)).toEqual(builtPaths.filter((urlPath) => urlPath !== '/404'))
    expect(xml).toContain(`<loc>${site().siteUrl}/</loc>`)
  })

  it('lists only current addresses: every published one that moved is left out, its new one listed', () => {
    const redirects = JSON.parse(readFileSync(path.resolve('generated/redirects.json'), 'utf8')) as {
      from: string
      to: string
    }[]
    const listed = new Set(entries.map((entry) => entry.path))
    for (const { from, to } of redirects) {
      expect(listed.has(from), from).toBe(false)
      expect(listed.has(to), to).toBe(true)
    }
    const published = JSON.parse(
      readFileSync(path.resolve('generated/publishedAddresses.json'), 'utf8'),
    ) as string[]
    const moved = new Set(redirects.map((redirect) => redirect.from))
    for (const address of published) expect(listed.has(address) || moved.has(address), address).toBe(true)
  })

  it("gives each page its content's own date as lastmod, and none where the content has no date", () => {
    const expected = new Map(sitePages().map((page) => [page.path, page.lastModified]))
    for (const entry of entries) expect(entry.lastModified, entry.path).toBe(expected.get(entry.path))
    const dated = entries.filter((entry) => entry.lastModified)
    expect(dated.length).toBeGreaterThan(20) // articles, case studies, legal texts, the two lists
  })
})
