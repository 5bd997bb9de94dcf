import { z } from 'zod'

const categoryList = z
  .array(z.string().trim().min(1, 'must not be empty'))
  .min(1)
  .refine((list) => new Set(list).size === list.length, 'must not repeat a category')

/** The categories content may use; anything else fails the build. */
export const categoriesSchema = z.strictObject({
  caseStudies: categoryList.describe(
    'The case-study categories, in the order of the filter buttons; a study picks one.',
  ),
  blog: categoryList.describe(
    'The article categories, in the order of the filter buttons; an article picks one.',
  ),
})
