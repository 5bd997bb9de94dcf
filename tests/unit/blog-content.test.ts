import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { BLOG_POST_COUNT } from '@/config/constants'
import type { BlogPost } from '@/content/blogPost'
import { relatedPosts } from '@/lib/blog'
import { runPipeline } from '../../scripts/data/pipeline'

/** The ten articles in data/blog, as the pipeline reads them. */
let posts: BlogPost[]
let warnings: string[]

beforeAll(() => {
  const root = path.resolve(import.meta.dirname, '../..')
  const result = runPipeline(path.join(root, 'data'), path.join(root, 'public'))
  expect(result.errors).toEqual([])
  posts = result.content!.blog
  warnings = result.warnings
})

describe('the articles in data/blog', () => {
  it('are ten, with unique ids and slugs', () => {
    expect(posts).toHaveLength(BLOG_POST_COUNT)
    expect(new Set(posts.map((post) => post.id)).size).toBe(BLOG_POST_COUNT)
    expect(new Set(posts.map((post) => post.slug)).size).toBe(BLOG_POST_COUNT)
  })

  it('were published between May and October 2025', () => {
    for (const post of posts)
      expect(post.publishDate >= '2025-05-01' && post.publishDate <= '2025-10-31').toBe(true)
  })

  it('run 900 to 2,000 words, with a read time that matches', () => {
    for (const post of posts) {
      expect(post.wordCount, post.slug).toBeGreaterThanOrEqual(900)
      expect(post.wordCount, post.slug).toBeLessThanOrEqual(2000)
    }
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

  it('have related articles for some and none for others', () => {
    const counts = posts.map((post) => relatedPosts(posts, post).length)
    expect(counts.some((count) => count > 0)).toBe(true)
    expect(counts.some((count) => count === 0)).toBe(true)
    const perCategory = new Map<string, number>()
    for (const post of posts) perCategory.set(post.category, (perCategory.get(post.category) ?? 0) + 1)
    expect([...perCategory.values()].filter((count) => count >= 2).length).toBeGreaterThanOrEqual(2)
  })
})
