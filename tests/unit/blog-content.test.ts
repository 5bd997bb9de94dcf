import { describe, expect, it } from 'vitest'
import { LAUNCH_BLOG_PERIOD, LAUNCH_BLOG_POST_COUNT, LONG_ARTICLE_MIN_WORDS } from '@/config/constants'
import type { BlogPost } from '@/schemas/blogPost'
import { sitePipeline } from './support/siteContent'

/** The articles in data/blog, as the pipeline reads them; nothing here counts on how many there are. */
const { content, warnings } = sitePipeline()
const posts: BlogPost[] = content.blog

describe('the articles in data/blog', () => {
  it(`still hold the ${LAUNCH_BLOG_POST_COUNT} articles of the launch, published May to October 2025`, () => {
    const launch = posts.filter(
      (post) => post.publishDate >= LAUNCH_BLOG_PERIOD.from && post.publishDate <= LAUNCH_BLOG_PERIOD.to,
    )
    expect(launch.length).toBeGreaterThanOrEqual(LAUNCH_BLOG_POST_COUNT)
  })

  it('have unique ids, slugs and featured images', () => {
    for (const field of ['id', 'slug', 'featuredImage'] as const) {
      expect(new Set(posts.map((post) => post[field])).size, field).toBe(posts.length)
    }
  })

  it('give a read time that matches their length (build:data warns of none)', () => {
    expect(warnings.filter((warning) => warning.includes('readTime'))).toEqual([])
  })

  it('use only the allowed headings h2 to h4, and no dangerous addresses', () => {
    for (const post of posts) {
      expect(post.html, post.slug).not.toMatch(/<h1|<h5|<h6|<script|javascript:/i)
      expect(post.html, post.slug).toMatch(
        /<h2 id="[a-z0-9-]+"><a class="heading-anchor" href="#[a-z0-9-]+">/,
      )
    }
  })

  it(`give every article over ${LONG_ARTICLE_MIN_WORDS} words its contents and a call in its middle`, () => {
    const long = posts.filter((post) => post.wordCount > LONG_ARTICLE_MIN_WORDS)
    expect(long.length).toBeGreaterThan(0)
    for (const post of long) {
      const headings = [...post.html.matchAll(/<h2 id="([^"]+)">/g)].map((match) => match[1])
      expect(
        post.contents.map((heading) => heading.id),
        post.slug,
      ).toEqual(headings)
      expect(post.midCallAt, post.slug).not.toBeNull()
      // Somewhere in the middle third of the text, between two sections.
      const share = post.midCallAt! / post.html.length
      expect(share, post.slug).toBeGreaterThan(1 / 3)
      expect(share, post.slug).toBeLessThan(2 / 3)
      expect(post.html.slice(0, post.midCallAt!).trimEnd(), post.slug).toMatch(/<\/section>$/)
    }
    for (const post of posts.filter((post) => post.wordCount <= LONG_ARTICLE_MIN_WORDS))
      expect([post.contents, post.midCallAt], post.slug).toEqual([[], null])
  })
})
