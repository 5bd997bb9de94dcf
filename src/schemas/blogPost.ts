import { z } from 'zod'
import type { ArticleOutline } from '@/lib/articleOutline'
import type { Author } from './authors'
import { calendarDate, seoFields } from './seoFields'

const text = z.string().trim().min(1, 'must not be empty')
/** A file under public/, by its address: the CMS edits it as an image it uploads there. */
const publicPath = z
  .string()
  .regex(/^\/[\w\-./]+$/, 'must be a path under public/, such as /images/blog/x.svg')
  .meta({ cmsWidget: 'image' })

/**
 * The longest title an article card holds in its two lines (the spec's rule) at every width: a
 * card of the list or of the related articles is 278px of text at its narrowest (a 360px phone),
 * where 18px bold takes about 23 characters a line in the widest of the fonts it may get.
 */
export const CARD_TITLE_MAX_CHARS = 46

const cardTitleRule = `at most ${CARD_TITLE_MAX_CHARS} characters, what an article card shows in its two lines at every width`

/** The front matter of one file of data/blog/. */
export const blogFrontMatterSchema = z
  .strictObject({
    id: z
      .number()
      .int()
      .positive()
      .describe(
        "The article's number, unique among the articles: the next free one, e.g. 11 after ten articles.",
      ),
    slug: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens')
      .describe(
        "The last part of the article's address, /blog/<slug>, made from the title (lowercase, words joined by hyphens); kept once published.",
      ),
    title: text.describe(
      'The headline, e.g. "Cold Email Deliverability in 2025: The Checklist That Keeps You Out of Spam".',
    ),
    cardTitle: text
      .max(CARD_TITLE_MAX_CHARS, `must be ${cardTitleRule}`)
      .optional()
      .describe(
        `A shorter title for the article's cards (the list, related articles), when the title is longer than ${CARD_TITLE_MAX_CHARS} characters; the article's page shows the full title.`,
      ),
    ...seoFields,
    subtitle: text
      .optional()
      .describe(
        'A line under the title that says what the reader gets, e.g. "Authentication, volume and content rules".',
      ),
    excerpt: text.describe(
      'Two or three sentences for the article cards and the feed: why this article is worth reading.',
    ),
    author: text.describe(
      'Who wrote it: an author of data/authors.yaml, by name. The author box under the article shows their photo and profile.',
    ),
    publishDate: calendarDate.describe('The day the article went live: its date on the cards and the page.'),
    scheduled: z
      .boolean()
      .optional()
      .describe(
        'On (true) for an article written ahead of its publish date: it stays off the site (pages, lists, feed, sitemap) until that day. A publish date in the future without it is refused.',
      ),
    category: text.describe('The topic the blog filters by.'),
    tags: z
      .array(text)
      .min(1, 'must list at least one tag')
      .describe('Topics shown under the article, one per item, e.g. "Cold Email", "DMARC".'),
    featuredImage: publicPath.describe(
      'The picture at the top of the article and on its cards, uploaded to /images/blog/.',
    ),
    readTime: z
      .string()
      .regex(/^\d+ min read$/, "must read like '9 min read'")
      .describe('How long it takes to read, written like "9 min read".'),
  })
  .superRefine((post, context) => {
    if (post.cardTitle === undefined && post.title.length > CARD_TITLE_MAX_CHARS)
      context.addIssue({
        code: 'custom',
        path: ['title'],
        message: `is ${post.title.length} characters long: add a cardTitle of ${cardTitleRule} (the page keeps this title)`,
      })
  })

export type BlogFrontMatter = z.infer<typeof blogFrontMatterSchema>

/** An article as the build derives it; a long read also has its outline (contents, mid-article call). */
export interface BlogPost extends Omit<BlogFrontMatter, 'author'>, ArticleOutline {
  /** Its author, as data/authors.yaml lists them. */
  author: Author
  /** The markdown body, as written. */
  content: string
  /** The body as sanitised HTML. */
  html: string
  wordCount: number
}

/** What a card (list, related articles) needs. */
export type BlogPostSummary = Omit<BlogPost, 'content' | 'html' | keyof ArticleOutline>
