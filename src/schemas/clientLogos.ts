import { z } from 'zod'
import { clientSvg } from './clientImages'
import { sampleFlag } from './sample'

const text = z.string().trim().min(1, 'must not be empty')

/**
 * One client's logo for the strip under the home page's hero, shown only with the client's
 * permission. A client with a published case study carries its logo there (`clientLogo`); this
 * list holds the others.
 */
export const clientLogoSchema = z.strictObject({
  name: text.describe('The client’s name: the logo’s text alternative.'),
  logo: clientSvg.describe(
    'The logo as an SVG with a viewBox under public/, such as /images/clients/acme.svg; the strip shows it in grey, in both themes.',
  ),
  sample: sampleFlag,
})

export const clientLogosSchema = z
  .array(clientLogoSchema)
  .refine(
    (logos) => new Set(logos.map((logo) => logo.name)).size === logos.length,
    'must not list a client twice',
  )
  .describe('The clients whose logos the home page shows, only with each client’s permission.')

export type ClientLogo = z.infer<typeof clientLogoSchema>
