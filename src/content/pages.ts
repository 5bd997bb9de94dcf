import { z } from 'zod'

const text = z.string().trim().min(1, 'must not be empty')

const pageCopySchema = z.strictObject({
  title: text,
  description: text,
  keywords: z.array(text).default([]),
})

/** data/pages.yaml: search metadata of the pages without a content file of their own. */
export const pagesSchema = z.strictObject({
  home: pageCopySchema,
  blog: pageCopySchema,
  caseStudies: pageCopySchema,
  contact: pageCopySchema,
  notFound: pageCopySchema,
})

export type Pages = z.infer<typeof pagesSchema>
