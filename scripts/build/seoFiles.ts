import { escapeHtml } from '@/lib/text'

export function sitemapXml(siteUrl: string, paths: readonly string[], lastModified: string): string {
  const urls = paths
    .map(
      (urlPath) =>
        `  <url><loc>${escapeHtml(siteUrl + (urlPath === '/' ? '/' : urlPath))}</loc><lastmod>${lastModified}</lastmod></url>`,
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /404\n\nSitemap: ${siteUrl}/sitemap.xml\n`
}
