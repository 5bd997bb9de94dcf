import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { siteSchema } from '@/schemas/site'
import type { CaseStudy } from '@/schemas/caseStudy'
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  caseStudyJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  serviceJsonLd,
} from '@/views/jsonLd'
import { headTagHtml, pageHeadTags, renderHeadTags } from '@/views/seo'

const site = siteSchema.parse(parse(readFileSync(path.resolve('data/site.yaml'), 'utf8')))

describe('the head tags of a page', () => {
  const tags = pageHeadTags(
    {
      title: 'Pricing & "Plans"',
      description: 'What <it> costs',
      keywords: ['a', 'b'],
      path: '/services/x',
      image: '/social/services/x.png',
      imageAlt: 'Bandera, Service: X & "Y"',
      type: 'article',
      jsonLd: [{ '@context': 'https://schema.org', '@type': 'WebSite', name: '</script><script>alert(1)' }],
    },
    site,
  )
  const head = renderHeadTags(tags)

  it('writes title, description, keywords and an absolute canonical address, escaped', () => {
    expect(head).toContain('<title>Pricing &amp; &quot;Plans&quot;</title>')
    expect(head).toContain('<meta name="description" content="What &lt;it&gt; costs">')
    expect(head).toContain('<meta name="keywords" content="a, b">')
    expect(head).toContain(`<link rel="canonical" href="${site.siteUrl}/services/x">`)
  })

  it('writes Open Graph and Twitter tags with the page’s own image, its size and its alt text', () => {
    const image = `${site.siteUrl}/social/services/x.png`
    expect(head).toContain('<meta property="og:type" content="article">')
    expect(head).toContain(`<meta property="og:image" content="${image}">`)
    expect(head).toContain('<meta property="og:image:type" content="image/png">')
    expect(head).toContain('<meta property="og:image:width" content="1200">')
    expect(head).toContain('<meta property="og:image:height" content="630">')
    expect(head).toContain('<meta property="og:image:alt" content="Bandera, Service: X &amp; &quot;Y&quot;">')
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">')
    expect(head).toContain(`<meta name="twitter:image" content="${image}">`)
    expect(head).toContain(
      '<meta name="twitter:image:alt" content="Bandera, Service: X &amp; &quot;Y&quot;">',
    )
  })

  it('names the agency’s X account from site.yaml as twitter:site', () => {
    const handle = `@${new URL(site.xProfile).pathname.slice(1)}`
    expect(head).toContain(`<meta name="twitter:site" content="${handle}">`)
    const renamed = renderHeadTags(
      pageHeadTags(
        { title: 't', description: 'd', keywords: [], path: '/', image: '/i.png', imageAlt: 'a' },
        { ...site, xProfile: 'https://x.com/northwind_hq' },
      ),
    )
    expect(renamed).toContain('<meta name="twitter:site" content="@northwind_hq">')
  })

  it('cannot be broken out of by JSON-LD content', () => {
    expect(head).not.toContain('</script><script>alert(1)')
    expect(head).toContain('\\u003c/script>')
  })

  it('is one plain list in which each name, property and link relation appears once', () => {
    const keys = tags
      .filter((tag) => tag.tag !== 'script')
      .map(
        (tag) => `${tag.tag}:${tag.attributes.name ?? tag.attributes.property ?? tag.attributes.rel ?? ''}`,
      )
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys).toEqual(
      expect.arrayContaining(['title:', 'meta:robots', 'link:canonical', 'meta:og:url', 'meta:twitter:card']),
    )
    expect(tags.filter((tag) => tag.tag === 'script')).toHaveLength(1)
    expect(JSON.parse(JSON.stringify(tags))).toEqual(tags)
  })

  it('writes each tag of the list, in its order', () => {
    expect(head.split('\n').map((line) => line.trim())).toEqual(tags.map(headTagHtml))
  })

  it('marks a not-found page noindex, nofollow without a canonical', () => {
    const notFound = renderHeadTags(
      pageHeadTags(
        {
          title: 'x',
          description: 'y',
          keywords: [],
          path: '/404',
          image: '/social/404.png',
          imageAlt: 'z',
          noindex: true,
        },
        site,
      ),
    )
    expect(notFound).toContain('<meta name="robots" content="noindex, nofollow">')
    expect(notFound).not.toContain('rel="canonical"')
  })
})

describe('structured data', () => {
  it('describes the organisation with the free 30-minute consultation and a raster logo', () => {
    const organisation = organizationJsonLd(site) as unknown as Record<string, unknown>
    expect(organisation).toMatchObject({
      '@type': 'Organization',
      name: site.brand,
      foundingDate: '2023',
      logo: { '@type': 'ImageObject', url: `${site.siteUrl}/logo.png`, width: { value: 512 } },
    })
    expect(JSON.stringify(organisation.makesOffer)).toContain('30-minute consultation')
    expect(organisation.sameAs).toContain(site.xProfile)
  })

  it('numbers breadcrumb items from 1 with absolute addresses', () => {
    const crumbs = breadcrumbJsonLd(site, [
      { name: 'Home', path: '/' },
      { name: 'Blog', path: '/blog' },
    ]) as unknown as { itemListElement: { position: number; item: string }[] }
    expect(crumbs.itemListElement.map((item) => [item.position, item.item])).toEqual([
      [1, `${site.siteUrl}/`],
      [2, `${site.siteUrl}/blog`],
    ])
  })

  it('gives a BlogPosting every field the spec lists', () => {
    const posting = blogPostingJsonLd(site, {
      id: 1,
      slug: 'x',
      title: 'T',
      subtitle: 'S',
      excerpt: 'E',
      author: { name: 'A', avatar: '/a.svg', url: 'https://linkedin.example/in/a' },
      publishDate: '2025-05-14',
      category: 'Sales Strategy',
      tags: ['one', 'two'],
      featuredImage: '/images/blog/x.svg',
      readTime: '7 min read',
      content: 'c',
      html: '<p>c</p>',
      wordCount: 1234,
      contents: [],
      midCallAt: null,
    }) as unknown as Record<string, unknown>
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'T',
      alternativeHeadline: 'S',
      description: 'E',
      image: [`${site.siteUrl}/social/blog/x.png`, `${site.siteUrl}/images/blog/x.svg`],
      datePublished: '2025-05-14',
      dateModified: '2025-05-14',
      keywords: 'one, two',
      articleSection: 'Sales Strategy',
      wordCount: 1234,
      inLanguage: 'en-US',
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${site.siteUrl}/blog/x` },
    })
    expect(posting.publisher).toMatchObject({
      '@type': 'Organization',
      name: site.brand,
      logo: { url: `${site.siteUrl}/logo.png` },
    })
  })

  it('describes a case study as an Article with its image and dates', () => {
    const study = {
      slug: 'a-study',
      title: 'A Study',
      industry: 'Fintech',
      category: 'Outreach',
      results: ['146 demos booked'],
      publishDate: '2025-03-11',
      updatedDate: '2025-04-01',
    } as CaseStudy
    const article = caseStudyJsonLd(site, study) as unknown as Record<string, unknown>
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: 'A Study',
      image: [`${site.siteUrl}/social/case-studies/a-study.png`],
      datePublished: '2025-03-11',
      dateModified: '2025-04-01',
      author: { '@type': 'Organization', name: site.brand },
      mainEntityOfPage: { '@id': `${site.siteUrl}/case-studies/a-study` },
    })
    const unchanged = caseStudyJsonLd(site, { ...study, updatedDate: undefined }) as unknown as {
      dateModified: string
    }
    expect(unchanged.dateModified).toBe('2025-03-11')
  })

  it('describes a service with its provider, image and address', () => {
    const service = serviceJsonLd(site, {
      name: 'AI Sales Agents',
      serviceType: 'Sales Automation',
      description: 'Agents that book meetings.',
      path: '/solutions/sales-automation',
      brand: 'Bandera AI',
    }) as unknown as Record<string, unknown>
    expect(service).toMatchObject({
      '@type': 'Service',
      name: 'AI Sales Agents',
      url: `${site.siteUrl}/solutions/sales-automation`,
      image: `${site.siteUrl}/social/solutions/sales-automation.png`,
      provider: { '@type': 'Organization', name: site.brand },
      brand: { '@type': 'Brand', name: 'Bandera AI' },
    })
  })

  it('serialises safely for an inline script', () => {
    expect(serializeJsonLd({ a: '<\u2028' })).toBe('{"a":"\\u003c\\u2028"}')
  })
})
