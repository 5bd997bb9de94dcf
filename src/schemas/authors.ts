import { z } from 'zod'

/** The folder under public/ the editor uploads authors' photos into. */
export const AUTHOR_PHOTOS_FOLDER = 'images/authors'

const text = z.string().trim().min(1, 'must not be empty')

/** One author of the blog: what the author box under each of their articles shows. */
export const authorSchema = z.strictObject({
  name: text.describe(
    'The author\'s name, as the author box shows it and as an article names its author, e.g. "Olena Kovalenko".',
  ),
  avatar: z
    .string()
    .regex(/^\/[\w\-./]+$/, 'must be a path under public/, such as /images/authors/olena-kovalenko.svg')
    .meta({ cmsWidget: 'image', cmsFolder: AUTHOR_PHOTOS_FOLDER })
    .describe("The author's photo, uploaded to /images/authors/."),
  url: z
    .url({ protocol: /^https?$/ })
    .describe("The author's profile, opened from the author box, e.g. https://www.linkedin.com/in/..."),
})

export type Author = z.infer<typeof authorSchema>

/** data/authors.yaml: the people who write the blog; an article names one of them. */
export const authorsSchema = z
  .array(authorSchema)
  .min(1, 'must list at least one author')
  .refine(
    (authors) => new Set(authors.map((author) => author.name)).size === authors.length,
    'must not list an author twice',
  )
  .describe('The people who write the blog: an article picks its author from this list.')
