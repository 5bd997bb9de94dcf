import { z } from 'zod'
import type { ArticleOutline } from '@/lib/articleOutline'
import { calendarDate, seoFields } from './seoFields'

const text = z.string().trim().min(1, 'must not be empty')
/** A file under public/, by its address: the CMS edits it as an image it uploads there. */
const publicPath = z
  .string()
  .regex(/^\/[\w\-./]+$/, 'must be a path under public/, such as /images/blog/x.svg')
  .meta({ cmsWidget: 'image' })

/** The front matter of one file of data/blog/. */
export const blogFrontMatterSchema = z.strictObject({
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens'),
  title: text,
  ...seoFields,
  subtitle: text.optional(),
  excerpt: text,
  author: z.strictObject({ name: text, avatar: publicPath, url: z.url({ protocol: /^https?$/ }) }),
  publishDate: calendarDate,
  scheduled: z
    .boolean()
    .optional()
    .describe(
      'On (true) for an article written ahead of its publish date: it stays off the site (pages, lists, feed, sitemap) until that day. A publish date in the future without it is refused.',
    ),
  category: text,
  tags: z.array(text).min(1, 'must list at least one tag'),
  featuredImage: publicPath,
  readTime: z.string().regex(/^\d+ min read$/, "must read like '9 min read'"),
})

export type BlogFrontMatter = z.infer<typeof blogFrontMatterSchema>

/** An article as the build derives it; a long read also has its outline (contents, mid-article call). */
export interface BlogPost extends BlogFrontMatter, ArticleOutline {
  /** The markdown body, as written. */
  content: string
  /** The body as sanitised HTML. */
  html: string
  wordCount: number
}

/** What a card (list, related articles) needs. */
export type BlogPostSummary = Omit<BlogPost, 'content' | 'html' | keyof ArticleOutline>
