/**
 * The analytics providers of data/site.yaml (`analytics`, none by default): each loads only after the
 * visitor's Accept All, gets exactly its own hosts in the CSP, fires one conversion per lead, and must
 * be described by the cookie and privacy policies (scripts/data/checks/legalTexts.ts).
 */
import { z } from 'zod'

/** A host name of letters, digits, dots and hyphens: what a CSP source can name as it is. */
const PLAIN_HOST = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/

/**
 * An https address the site's CSP can name: none of ";" (it would end the directive and start
 * another), "," (another policy), "*" (a wildcard), white space or quotes (they separate or quote
 * sources), and a plain host.
 */
const https = z
  .url({ protocol: /^https$/, message: 'must be an https:// address' })
  .refine(
    (value) => !/[\s"'<>;,*]/.test(value) && PLAIN_HOST.test(new URL(value).hostname),
    'must be a plain https:// address: its host letters, digits, dots and hyphens, and no ; , * space or quote anywhere (a Content-Security-Policy cannot hold them)',
  )

export const analyticsSchema = z
  .strictObject({
    /** Plausible, at plausible.io or self-hosted: the script's address and the site's domain there. */
    plausible: z
      .strictObject({
        script: https.describe(
          'The address of Plausible’s script, https only: https://plausible.io/js/script.js, or your own server’s.',
        ),
        domain: z
          .string()
          .regex(
            /^[a-z0-9.-]+\.[a-z]{2,}$/,
            "must be the site's domain as Plausible knows it, e.g. bandera.example",
          )
          .describe('The site’s domain as Plausible knows it, e.g. bandera.example.'),
      })
      .optional()
      .describe('Plausible Analytics: no cookies; loaded only after Accept All, like every provider.'),
    /** Google Analytics 4, with Consent Mode v2 (denied by default, granted on Accept All). */
    googleAnalytics: z
      .strictObject({
        measurementId: z
          .string()
          .regex(/^G-[A-Z0-9]{6,12}$/, 'must be a GA4 measurement id such as G-ABC123XYZ9')
          .describe('The GA4 measurement id, e.g. G-ABC123XYZ9.'),
      })
      .optional()
      .describe('Google Analytics 4, with Consent Mode v2: denied until Accept All.'),
    /** The LinkedIn Insight Tag, and the conversion a lead counts as in Campaign Manager. */
    linkedinInsight: z
      .strictObject({
        partnerId: z
          .string()
          .regex(/^\d{4,10}$/, 'must be a LinkedIn partner id: 4 to 10 digits')
          .describe('The Insight Tag’s partner id, from Campaign Manager.'),
        conversionId: z
          .string()
          .regex(/^\d{4,12}$/, 'must be a LinkedIn conversion id: 4 to 12 digits')
          .describe('The id of the conversion a lead counts as, from Campaign Manager.'),
      })
      .optional()
      .describe('The LinkedIn Insight Tag, and the conversion a sent lead counts as.'),
    /** The Meta (Facebook) pixel. */
    metaPixel: z
      .strictObject({
        pixelId: z
          .string()
          .regex(/^\d{10,20}$/, 'must be a Meta pixel id: 10 to 20 digits')
          .describe('The Meta pixel’s id, from Events Manager.'),
      })
      .optional()
      .describe('The Meta (Facebook) pixel; a sent lead counts as a Lead event.'),
  })
  .default({})
  .describe(
    'The analytics providers in use, none by default; each loads only after Accept All, and the cookie and privacy policies must describe it.',
  )

export type Analytics = z.infer<typeof analyticsSchema>
export type AnalyticsProvider = keyof Analytics

/** The providers' names as the legal texts write them (a "### <name>" section each in the cookie policy). */
export const PROVIDER_NAMES: Record<AnalyticsProvider, string> = {
  plausible: 'Plausible Analytics',
  googleAnalytics: 'Google Analytics 4',
  linkedinInsight: 'LinkedIn Insight Tag',
  metaPixel: 'Meta Pixel',
}

export const PROVIDERS = Object.keys(PROVIDER_NAMES) as AnalyticsProvider[]

/** The configured providers, in a fixed order. */
export function configuredProviders(analytics: Analytics): AnalyticsProvider[] {
  return PROVIDERS.filter((provider) => analytics[provider] !== undefined)
}

/**
 * The cookies each provider's own script sets on the site's domain, which a later Decline deletes.
 * (Plausible sets none; LinkedIn's and Meta's other cookies live on their own domains, beyond the
 * site's reach.)
 */
export function providerCookies(provider: AnalyticsProvider, analytics: Analytics): string[] {
  switch (provider) {
    case 'plausible':
      return []
    case 'googleAnalytics':
      // _ga_<id> is named after the measurement id without its "G-".
      return ['_ga', `_ga_${analytics.googleAnalytics!.measurementId.slice(2)}`, '_gid', '_gcl_au']
    case 'linkedinInsight':
      return ['li_fat_id', 'li_giant', 'oribili_user_guid']
    case 'metaPixel':
      return ['_fbp', '_fbc']
  }
}

/** What the CSP must allow for one provider: its script, its beacons (fetch/XHR) and its pixels. */
export interface ProviderHosts {
  script: string[]
  connect: string[]
  img: string[]
}

/** The fixed addresses the providers' own code loads from and reports to. */
const FIXED_HOSTS: Record<Exclude<AnalyticsProvider, 'plausible'>, ProviderHosts> = {
  googleAnalytics: {
    script: ['https://www.googletagmanager.com'],
    connect: [
      'https://www.google-analytics.com',
      'https://region1.google-analytics.com',
      'https://www.googletagmanager.com',
    ],
    img: ['https://www.google-analytics.com', 'https://www.googletagmanager.com'],
  },
  linkedinInsight: {
    script: ['https://snap.licdn.com'],
    connect: ['https://px.ads.linkedin.com'],
    img: ['https://px.ads.linkedin.com'],
  },
  metaPixel: {
    script: ['https://connect.facebook.net'],
    connect: ['https://www.facebook.com'],
    img: ['https://www.facebook.com'],
  },
}

/** The script address each provider's code is loaded from. */
export function providerScript(provider: AnalyticsProvider, analytics: Analytics): string {
  switch (provider) {
    case 'plausible':
      return analytics.plausible!.script
    case 'googleAnalytics':
      return `https://www.googletagmanager.com/gtag/js?id=${analytics.googleAnalytics!.measurementId}`
    case 'linkedinInsight':
      return 'https://snap.licdn.com/li.lms-analytics/insight.min.js'
    case 'metaPixel':
      return 'https://connect.facebook.net/en_US/fbevents.js'
  }
}

/** Exactly the configured providers' hosts, for the CSP (nothing when none is configured). */
export function analyticsHosts(analytics: Analytics): ProviderHosts {
  const hosts: ProviderHosts = { script: [], connect: [], img: [] }
  for (const provider of configuredProviders(analytics)) {
    const own =
      provider === 'plausible'
        ? (() => {
            const origin = new URL(analytics.plausible!.script).origin
            return { script: [origin], connect: [origin], img: [] }
          })()
        : FIXED_HOSTS[provider]
    hosts.script.push(...own.script)
    hosts.connect.push(...own.connect)
    hosts.img.push(...own.img)
  }
  const unique = (list: string[]) => [...new Set(list)]
  return { script: unique(hosts.script), connect: unique(hosts.connect), img: unique(hosts.img) }
}
