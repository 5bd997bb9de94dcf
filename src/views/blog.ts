import type { BlogPost, BlogPostSummary } from '@/schemas/blogPost'
import {
  LONG_ARTICLE_MIN_WORDS,
  READ_TIME_TOLERANCE_MINUTES,
  RELATED_ARTICLES_MAX,
  WORDS_PER_MINUTE,
} from '@/config/constants'

type Dated = Pick<BlogPostSummary, 'publishDate' | 'id'>

/** What a card on the list needs, and nothing more (no body, no author, no tags). */
export type BlogCard = Pick<
  BlogPostSummary,
  'slug' | 'title' | 'excerpt' | 'category' | 'publishDate' | 'readTime' | 'featuredImage'
> & {
  /** The title the card shows in its two lines: the article's cardTitle, or its title when short. */
  cardTitle: string
}

type CardSource = Pick<BlogPostSummary, 'title' | 'cardTitle'>

/** What a related-article card needs: image, title, excerpt and the address. */
export type RelatedCard = Pick<BlogPostSummary, 'slug' | 'title' | 'excerpt' | 'featuredImage'> & {
  cardTitle: string
}

const cardTitleOf = ({ title, cardTitle }: CardSource) => cardTitle ?? title

export function toBlogCard(post: Omit<BlogCard, 'cardTitle'> & Pick<BlogPostSummary, 'cardTitle'>): BlogCard {
  const { slug, title, excerpt, category, publishDate, readTime, featuredImage } = post
  return {
    slug,
    title,
    cardTitle: cardTitleOf(post),
    excerpt,
    category,
    publishDate,
    readTime,
    featuredImage,
  }
}

/** What the article page shows of its own article: everything but the markdown and the word count. */
export type ArticleView = Omit<BlogPost, 'content' | 'wordCount'>

export function toArticleView({
  id,
  slug,
  title,
  subtitle,
  excerpt,
  author,
  publishDate,
  category,
  tags,
  featuredImage,
  readTime,
  html,
  contents,
  midCallAt,
}: BlogPost): ArticleView {
  return {
    id,
    slug,
    title,
    ...(subtitle === undefined ? {} : { subtitle }),
    excerpt,
    author,
    publishDate,
    category,
    tags,
    featuredImage,
    readTime,
    html,
    contents,
    midCallAt,
  }
}

/** An article over 1,000 words: it gets a table of contents and a call to book in its middle. */
export function isLongRead(wordCount: number): boolean {
  return wordCount > LONG_ARTICLE_MIN_WORDS
}

/** The article's HTML in the parts the mid-article call goes between (one part without the call). */
export function articleParts({ html, midCallAt }: Pick<BlogPost, 'html' | 'midCallAt'>): string[] {
  return midCallAt === null ? [html] : [html.slice(0, midCallAt), html.slice(midCallAt)]
}

export function toRelatedCard(
  post: Omit<RelatedCard, 'cardTitle'> & Pick<BlogPostSummary, 'cardTitle'>,
): RelatedCard {
  const { slug, title, excerpt, featuredImage } = post
  return { slug, title, cardTitle: cardTitleOf(post), excerpt, featuredImage }
}

/** Newest first; equal dates keep the higher id first. */
export function newestFirst<T extends Dated>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => b.publishDate.localeCompare(a.publishDate) || b.id - a.id)
}

/** Up to three other posts of the same category, newest first. */
export function relatedPosts<T extends Dated & Pick<BlogPostSummary, 'slug' | 'category'>>(
  posts: readonly T[],
  post: Pick<BlogPostSummary, 'slug' | 'category'>,
): T[] {
  return newestFirst(
    posts.filter((other) => other.category === post.category && other.slug !== post.slug),
  ).slice(0, RELATED_ARTICLES_MAX)
}

/**
 * The categories that have at least one post, each once: in the order `preferred` lists them
 * (data/categories.yaml), then any others in the order the posts first use them.
 */
export function distinctCategories(
  posts: readonly Pick<BlogPostSummary, 'category'>[],
  preferred: readonly string[] = [],
): string[] {
  const used = new Set(posts.map((post) => post.category))
  return [...new Set([...preferred.filter((category) => used.has(category)), ...used])]
}

/** The posts of one category, or all of them when `category` is null ("All Articles"). */
export function postsInCategory<T extends Pick<BlogPostSummary, 'category'>>(
  posts: readonly T[],
  category: string | null,
): T[] {
  return category === null ? [...posts] : posts.filter((post) => post.category === category)
}

export function readTimeMinutes(readTime: string): number {
  return Number.parseInt(readTime, 10)
}

export function expectedReadMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE))
}

/** A warning when the stated read time is more than two minutes off the word count, else null. */
export function readTimeWarning(readTime: string, wordCount: number): string | null {
  const stated = readTimeMinutes(readTime)
  const expected = expectedReadMinutes(wordCount)
  return Math.abs(stated - expected) > READ_TIME_TOLERANCE_MINUTES
    ? `says '${readTime}' but ${wordCount} words read in about ${expected} min`
    : null
}
