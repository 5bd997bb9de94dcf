import { z } from 'zod'

const path = z
  .string()
  .regex(/^\/[^\s?#]*$/, 'must be a path on this site, such as /case-studies/my-study (no query or #anchor)')

/** An address of a case study or an article: the addresses that must stay reachable once public. */
const contentAddress = z
  .string()
  .regex(
    /^\/(?:case-studies|blog)\/[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'must be a case study or article address, such as /case-studies/<slug> or /blog/<slug>',
  )

/** data/published-addresses.yaml: every case study and article address that has been public. */
export const publishedAddressesSchema = z
  .array(contentAddress)
  .refine((list) => new Set(list).size === list.length, 'must not list an address twice')

/** data/redirects.yaml: addresses that moved, each to the page that replaces it. */
export const redirectsSchema = z.array(z.strictObject({ from: path, to: path }))
