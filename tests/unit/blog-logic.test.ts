import { describe, expect, it } from 'vitest'
import { RELATED_ARTICLES_MAX } from '@/config/constants'
import {
  distinctCategories,
  expectedReadMinutes,
  newestFirst,
  postsInCategory,
  readTimeMinutes,
  readTimeWarning,
  relatedPosts,
  toArticleView,
  toBlogCard,
  toRelatedCard,
} from '@/views/blog'
import type { BlogPost } from '@/schemas/blogPost'
import { countWords } from '@/lib/text'

interface Post {
  id: number
  slug: string
  category: string
  publishDate: string
}

const post = (id: number, category: string, publishDate: string): Post => ({
  id,
  slug: `post-${id}`,
  category,
  publishDate,
})

const posts: Post[] = [
  post(1, 'Sales Strategy', '2025-05-14'),
  post(2, 'AI & Sales Technology', '2025-06-10'),
  post(3, 'Lead Generation', '2025-06-26'),
  post(4, 'Sales Strategy', '2025-07-15'),
  post(5, 'AI & Sales Technology', '2025-08-12'),
  post(6, 'AI & Sales Technology', '2025-08-12'),
  post(7, 'AI & Sales Technology', '2025-09-04'),
  post(8, 'AI & Sales Technology', '2025-10-21'),
  post(9, 'Sales Tools', '2025-09-30'),
]

describe('newestFirst', () => {
  it('orders by publish date, newest first, breaking ties by the higher id', () => {
    expect(newestFirst(posts).map((p) => p.id)).toEqual([8, 9, 7, 6, 5, 4, 3, 2, 1])
  })

  it('does not reorder its input', () => {
    const copy = [...posts]
    newestFirst(posts)
    expect(posts).toEqual(copy)
  })
})

describe('relatedPosts', () => {
  it('gives up to three other posts of the same category, newest first', () => {
    const related = relatedPosts(posts, post(2, 'AI & Sales Technology', '2025-06-10'))
    expect(related.map((p) => p.id)).toEqual([8, 7, 6])
    expect(related).toHaveLength(RELATED_ARTICLES_MAX)
  })

  it('never includes the article itself', () => {
    const article = posts.find((p) => p.id === 8)!
    expect(relatedPosts(posts, article).map((p) => p.id)).toEqual([7, 6, 5])
  })

  it('gives fewer when the category has fewer other posts', () => {
    expect(relatedPosts(posts, posts[0]!).map((p) => p.id)).toEqual([4])
  })

  it('gives none for the only post of a category', () => {
    expect(
      relatedPosts(
        posts,
        posts.find((p) => p.id === 9)!,
      ),
    ).toEqual([])
    expect(
      relatedPosts(
        posts,
        posts.find((p) => p.id === 3)!,
      ),
    ).toEqual([])
  })
})

describe('categories and filtering', () => {
  it('lists each used category once, in the preferred order, then any others as first used', () => {
    expect(distinctCategories(posts)).toEqual([
      'Sales Strategy',
      'AI & Sales Technology',
      'Lead Generation',
      'Sales Tools',
    ])
    expect(
      distinctCategories(posts, [
        'Sales Tools',
        'AI & Content Strategy',
        'Lead Generation',
        'Sales Strategy',
      ]),
    ).toEqual(['Sales Tools', 'Lead Generation', 'Sales Strategy', 'AI & Sales Technology'])
  })

  it('filters by one category, or keeps all of them for "All Articles" (null)', () => {
    expect(postsInCategory(posts, 'Sales Strategy').map((p) => p.id)).toEqual([1, 4])
    expect(postsInCategory(posts, null)).toEqual(posts)
    expect(postsInCategory(posts, 'Unknown')).toEqual([])
  })
})

describe('card summaries', () => {
  const full: BlogPost = {
    id: 1,
    slug: 'a',
    title: 'Title',
    subtitle: 'Subtitle',
    excerpt: 'Excerpt',
    author: { name: 'Taras Melnyk', avatar: '/images/authors/a.svg', url: 'https://example.com' },
    publishDate: '2025-05-14',
    category: 'Sales Strategy',
    tags: ['ICP'],
    featuredImage: '/images/blog/a.svg',
    readTime: '7 min read',
    content: '# Markdown body',
    html: '<h1>Markdown body</h1>',
    wordCount: 3,
    contents: [{ id: 'markdown-body', title: 'Markdown body' }],
    midCallAt: null,
  }

  it('keeps only what a list card shows: no body, no author, no tags', () => {
    expect(toBlogCard(full)).toEqual({
      slug: 'a',
      title: 'Title',
      cardTitle: 'Title',
      excerpt: 'Excerpt',
      category: 'Sales Strategy',
      publishDate: '2025-05-14',
      readTime: '7 min read',
      featuredImage: '/images/blog/a.svg',
    })
  })

  it('gives the article page its HTML and outline but neither the markdown nor the word count', () => {
    const view = toArticleView(full)
    expect(view).not.toHaveProperty('content')
    expect(view).not.toHaveProperty('wordCount')
    expect(view).toMatchObject({
      slug: 'a',
      subtitle: 'Subtitle',
      html: '<h1>Markdown body</h1>',
      tags: ['ICP'],
      contents: [{ id: 'markdown-body', title: 'Markdown body' }],
      midCallAt: null,
    })
    expect(toArticleView({ ...full, subtitle: undefined })).not.toHaveProperty('subtitle')
  })

  it('keeps only image, title, excerpt and slug for a related card', () => {
    expect(toRelatedCard(full)).toEqual({
      slug: 'a',
      title: 'Title',
      cardTitle: 'Title',
      excerpt: 'Excerpt',
      featuredImage: '/images/blog/a.svg',
    })
  })

  it('shows the card title on cards where the article has one; the page keeps the full title', () => {
    const long = { ...full, title: 'A Long Title That Takes Three Lines on a Card', cardTitle: 'Short Title' }
    expect(toBlogCard(long)).toMatchObject({ title: long.title, cardTitle: 'Short Title' })
    expect(toRelatedCard(long)).toMatchObject({ title: long.title, cardTitle: 'Short Title' })
    expect(toArticleView(long).title).toBe(long.title)
  })
})

describe('word count and read time', () => {
  it('counts words separated by any white space', () => {
    expect(countWords('')).toBe(0)
    expect(countWords('   \n ')).toBe(0)
    expect(countWords('one')).toBe(1)
    expect(countWords('  one two\tthree\nfour  ')).toBe(4)
    expect(countWords('## Heading\n\n- **bold** item')).toBe(5)
  })

  it('reads the minutes from "9 min read"', () => {
    expect(readTimeMinutes('9 min read')).toBe(9)
    expect(readTimeMinutes('12 min read')).toBe(12)
  })

  it('expects about 200 words a minute, at least one minute', () => {
    expect(expectedReadMinutes(0)).toBe(1)
    expect(expectedReadMinutes(1400)).toBe(7)
    expect(expectedReadMinutes(1299)).toBe(6)
    expect(expectedReadMinutes(1300)).toBe(7)
  })

  it('warns only when the stated read time is more than two minutes off', () => {
    expect(readTimeWarning('7 min read', 1400)).toBeNull()
    expect(readTimeWarning('9 min read', 1400)).toBeNull()
    expect(readTimeWarning('5 min read', 1400)).toBeNull()
    expect(readTimeWarning('10 min read', 1400)).toBe("says '10 min read' but 1400 words read in about 7 min")
    expect(readTimeWarning('4 min read', 1400)).toMatch(/about 7 min/)
  })
})
