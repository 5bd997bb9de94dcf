/** The RSS 2.0 feed of the blog (dist/client/rss.xml), built from generated/blog.json and site.yaml. */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import type { BlogPostSummary } from '@/schemas/blogPost'
import type { Site } from '@/schemas/site'
import { loadContent } from '@/schemas/load.server'
import { newestFirst } from '@/views/blog'
import { formatRfc822Date } from '@/lib/dates'
import { absoluteUrl } from '@/views/jsonLd'
import { blogPostPath } from '@/lib/paths'

const RSS_PATH = '/rss.xml'

type FeedPost = Pick<
  BlogPostSummary,
  'id' | 'slug' | 'title' | 'excerpt' | 'publishDate' | 'category' | 'author'
>

/** Text for an XML element or attribute: markup escaped, characters XML 1.0 forbids removed. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

function element(name: string, text: string, attributes = ''): string {
  return `<${name}${attributes}>${escapeXml(text)}</${name}>`
}

/** The channel title, shared by the feed and the <link rel="alternate"> in every page's head. */
function feedTitle(site: Pick<Site, 'aiProduct'>): string {
  return `${site.aiProduct.name} Blog`
}

/**
 * RSS 2.0 with the Atom self link and Dublin Core creator. Items are newest first; the channel's
 * lastBuildDate is the newest article's date, so the same content always gives the same file.
 */
export function rssXml(site: Site, posts: readonly FeedPost[]): string {
  const items = newestFirst(posts)
  const newest = items[0]?.publishDate
  const itemXml = items.map((post) => {
    const url = absoluteUrl(site, blogPostPath(post.slug))
    return [
      '    <item>',
      `      ${element('title', post.title)}`,
      `      ${element('link', url)}`,
      `      ${element('guid', url, ' isPermaLink="true"')}`,
      `      ${element('description', post.excerpt)}`,
      `      ${element('pubDate', formatRfc822Date(post.publishDate))}`,
      `      ${element('category', post.category)}`,
      `      ${element('dc:creator', post.author.name)}`,
      '    </item>',
    ].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    ${element('title', feedTitle(site))}`,
    `    ${element('link', absoluteUrl(site, '/blog'))}`,
    `    ${element('description', `Sales & AI Insights from ${site.brand}: practical articles on B2B outreach, lead generation and AI sales agents.`)}`,
    '    <language>en-us</language>',
    ...(newest ? [`    ${element('lastBuildDate', formatRfc822Date(newest))}`] : []),
    `    <atom:link href="${escapeXml(absoluteUrl(site, RSS_PATH))}" rel="self" type="application/rss+xml"/>`,
    ...itemXml,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}

/** Writes rss.xml into the client build; returns the number of items. */
export function writeRssFeed(clientDir: string): number {
  const posts = loadContent('blog')
  writeFileSync(path.join(clientDir, RSS_PATH.slice(1)), rssXml(loadContent('site'), posts))
  return posts.length
}
