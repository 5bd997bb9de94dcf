import { escapeHtml } from '@/lib/text'

export interface SitemapEntry {
  path: string
  /** The content's own date (YYYY-MM-DD); a page without one gets no lastmod rather than a guess. */
  lastModified?: string | undefined
}

export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries
    .map(({ path, lastModified }) => {
      const loc = `<loc>${escapeHtml(siteUrl + (path === '/' ? '/' : path))}</loc>`
      return `  <url>${loc}${lastModified ? `<lastmod>${lastModified}</lastmod>` : ''}</url>`
    })
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /404\n\nSitemap: ${siteUrl}/sitemap.xml\n`
}
