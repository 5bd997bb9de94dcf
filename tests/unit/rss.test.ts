import { chromium, type Browser, type Page } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '@/schemas/site'
import { escapeXml, rssXml } from '../../scripts/site/rss'
import { testBrowserPath } from '../../scripts/chromium'

const site = {
  brand: 'Bandera',
  aiProduct: { name: 'Bandera AI', url: 'https://ai.bandera.example' },
  siteUrl: 'https://bandera.example',
} as Site

const author = { name: 'Taras Melnyk', avatar: '/images/authors/t.svg', url: 'https://example.com/t' }

const posts = [
  {
    id: 1,
    slug: 'oldest',
    title: 'How to Define and Tier Your ICP',
    excerpt: 'The oldest article.',
    publishDate: '2025-05-14',
    category: 'Sales Strategy',
    author,
  },
  {
    id: 3,
    slug: 'newest',
    title: 'Q&A: <script>alert("x")</script> & \'quotes\'',
    excerpt: 'Costs < revenue && margin > 0, says "finance".\u0001',
    publishDate: '2025-10-21',
    category: 'AI & Sales Technology',
    author: { ...author, name: 'Olena <Kovalenko>' },
  },
  {
    id: 2,
    slug: 'middle',
    title: 'Cold E-mail Deliverability in 2025',
    excerpt: 'The middle article.',
    publishDate: '2025-06-26',
    category: 'Lead Generation',
    author,
  },
]

interface ParsedFeed {
  error: string | null
  rootName: string
  version: string | null
  channel: Record<string, string>
  selfLink: { href: string | null; rel: string | null; type: string | null }
  items: {
    title: string
    link: string
    guid: string
    isPermaLink: string | null
    description: string
    pubDate: string
    category: string
    creator: string
  }[]
}

let browser: Browser
let page: Page

/** Parses the feed with the browser's XML parser, which rejects anything not well-formed. */
async function parse(xml: string): Promise<ParsedFeed> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml')
    const error = doc.getElementsByTagName('parsererror')[0]
    const text = (parent: Element, name: string) => parent.getElementsByTagName(name)[0]?.textContent ?? ''
    const channel = doc.getElementsByTagName('channel')[0]!
    const channelFields: Record<string, string> = {}
    for (const child of Array.from(channel.children)) {
      if (child.localName !== 'item' && child.namespaceURI === null)
        channelFields[child.localName] = child.textContent ?? ''
    }
    const self = doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]
    return {
      error: error ? (error.textContent ?? 'parse error') : null,
      rootName: doc.documentElement.localName,
      version: doc.documentElement.getAttribute('version'),
      channel: channelFields,
      selfLink: {
        href: self?.getAttribute('href') ?? null,
        rel: self?.getAttribute('rel') ?? null,
        type: self?.getAttribute('type') ?? null,
      },
      items: Array.from(doc.getElementsByTagName('item')).map((item) => ({
        title: text(item, 'title'),
        link: text(item, 'link'),
        guid: text(item, 'guid'),
        isPermaLink: item.getElementsByTagName('guid')[0]?.getAttribute('isPermaLink') ?? null,
        description: text(item, 'description'),
        pubDate: text(item, 'pubDate'),
        category: text(item, 'category'),
        creator:
          item.getElementsByTagNameNS('http://purl.org/dc/elements/1.1/', 'creator')[0]?.textContent ?? '',
      })),
    }
  }, xml)
}

beforeAll(async () => {
  browser = await chromium.launch({
    ...(testBrowserPath ? { executablePath: testBrowserPath } : {}),
    args: ['--no-sandbox', '--disable-gpu'],
  })
  page = await browser.newPage()
}, 30_000)

afterAll(async () => {
  await browser?.close()
})

describe('rssXml', () => {
  it('is checked by a parser that rejects what is not well-formed', async () => {
    const broken = await parse('<rss version="2.0"><channel><title>Q & A</title></channel></rss>')
    expect(broken.error).not.toBeNull()
  })

  it('is well-formed RSS 2.0 with the channel fields', async () => {
    const feed = await parse(rssXml(site, posts))
    expect(feed.error).toBeNull()
    expect(feed.rootName).toBe('rss')
    expect(feed.version).toBe('2.0')
    expect(feed.channel).toEqual({
      title: 'Bandera AI Blog',
      link: 'https://bandera.example/blog',
      description:
        'Sales & AI Insights from Bandera: practical articles on B2B outreach, lead generation and AI sales agents.',
      language: 'en-us',
      lastBuildDate: 'Tue, 21 Oct 2025 00:00:00 GMT',
    })
    expect(feed.selfLink).toEqual({
      href: 'https://bandera.example/rss.xml',
      rel: 'self',
      type: 'application/rss+xml',
    })
  })

  it('lists every article, newest first, with permalink, excerpt, RFC 822 date, category and author', async () => {
    const feed = await parse(rssXml(site, posts))
    expect(feed.items.map((item) => item.link)).toEqual([
      'https://bandera.example/blog/newest',
      'https://bandera.example/blog/middle',
      'https://bandera.example/blog/oldest',
    ])
    expect(feed.items[2]).toEqual({
      title: 'How to Define and Tier Your ICP',
      link: 'https://bandera.example/blog/oldest',
      guid: 'https://bandera.example/blog/oldest',
      isPermaLink: 'true',
      description: 'The oldest article.',
      pubDate: 'Wed, 14 May 2025 00:00:00 GMT',
      category: 'Sales Strategy',
      creator: 'Taras Melnyk',
    })
  })

  it('escapes markup in text so it reads back exactly, and drops characters XML forbids', async () => {
    const xml = rssXml(site, posts)
    expect(xml).not.toContain('<script>')
    expect(xml).toContain(
      'Q&amp;A: &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;quotes&apos;',
    )
    const [newest] = (await parse(xml)).items
    expect(newest?.title).toBe('Q&A: <script>alert("x")</script> & \'quotes\'')
    expect(newest?.description).toBe('Costs < revenue && margin > 0, says "finance".')
    expect(newest?.category).toBe('AI & Sales Technology')
    expect(newest?.creator).toBe('Olena <Kovalenko>')
  })

  it('is still valid with no articles', async () => {
    const feed = await parse(rssXml(site, []))
    expect(feed.error).toBeNull()
    expect(feed.items).toEqual([])
    expect(feed.channel.lastBuildDate).toBeUndefined()
  })
})

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    )
  })

  it('removes control characters but keeps tabs, new lines and non-Latin text', () => {
    expect(escapeXml('a\u0000b\u0008c\u000Bd\u001Fe\tf\ng\uFFFEh Київ 🚀')).toBe('abcde\tf\ngh Київ 🚀')
  })
})
