import type { BlogPostSummary } from '@/content/blogPost'
import { READ_TIME_TOLERANCE_MINUTES, RELATED_ARTICLES_MAX, WORDS_PER_MINUTE } from '@/config/constants'

type Dated = Pick<BlogPostSummary, 'publishDate' | 'id'>

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
