/**
 * Where a lead came from: the page the form was sent from, and the visit's landing page, referring
 * site (its origin only) and campaign parameters (click ids only as present, never their values).
 * One rule for both ends: the browser reads a landing through it before keeping or sending it, and
 * the relay cleans what it receives with it, dropping (never refusing) whatever does not fit.
 */
import { LEAD_SOURCE_MAX } from '@/config/constants'

export const CAMPAIGN_PARAMETERS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const
export type CampaignParameter = (typeof CAMPAIGN_PARAMETERS)[number]

/** Ad platforms' click ids: a lead records that one was there, never its value (it names the click). */
export const CLICK_IDS = ['gclid', 'li_fat_id', 'fbclid'] as const
export type ClickId = (typeof CLICK_IDS)[number]

/** Where the visit came in. */
export type Landing = {
  /** The landing page's path, without its query. */
  landingPage?: string
  /** The referring site's origin (another site: links within this one are not a referrer). */
  referrer?: string
  clickIds?: ClickId[]
} & Partial<Record<CampaignParameter, string>>

export type LeadSource = Landing & {
  /** The path of the page the form was sent from. */
  page?: string
}

/** A path of this site: one slash, then the characters a URL path holds unescaped (and %-escapes). */
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~%/]*$/
/** http(s), a host name or address, an optional port: nothing after it. */
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/
/** Letters, digits, spaces and the punctuation campaign names use; no markup, quotes or controls. */
const CAMPAIGN_VALUE = /^[\p{L}\p{N} ._\-+~:/@,|()]+$/u

function fits(value: unknown, pattern: RegExp, max: number): string | undefined {
  return typeof value === 'string' && value.length <= max && pattern.test(value) ? value : undefined
}

/** What a URL parser takes for an origin and writes back unchanged (a port over 65535 is not one). */
function isOrigin(text: string): boolean {
  try {
    return new URL(text).origin === text
  } catch {
    return false
  }
}

export const sitePath = (value: unknown) => fits(value, SITE_PATH, LEAD_SOURCE_MAX.path)

/** Each valid field of `value`, anything else dropped; undefined if nothing is left. */
export function cleanLeadSource(value: unknown): LeadSource | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const raw = value as Record<string, unknown>
  const source: LeadSource = {}
  const page = sitePath(raw.page)
  if (page) source.page = page
  const landingPage = sitePath(raw.landingPage)
  if (landingPage) source.landingPage = landingPage
  const referrer = fits(raw.referrer, ORIGIN, LEAD_SOURCE_MAX.referrer)
  if (referrer && isOrigin(referrer)) source.referrer = referrer
  for (const parameter of CAMPAIGN_PARAMETERS) {
    const text = fits(raw[parameter], CAMPAIGN_VALUE, LEAD_SOURCE_MAX.campaignValue)
    if (text) source[parameter] = text
  }
  if (Array.isArray(raw.clickIds)) {
    const present = CLICK_IDS.filter((id) => (raw.clickIds as unknown[]).includes(id))
    if (present.length > 0) source.clickIds = present
  }
  return Object.keys(source).length > 0 ? source : undefined
}

/** The origin of a referrer address if it is another http(s) site, else undefined. */
function referrerOrigin(referrer: string, siteOrigin: string): string | undefined {
  try {
    const { origin, protocol } = new URL(referrer)
    return (protocol === 'https:' || protocol === 'http:') && origin !== siteOrigin ? origin : undefined
  } catch {
    return undefined
  }
}

/** The landing data of a page address and the referrer it was opened from, cleaned. */
export function landingOf(address: URL, referrer: string): Landing {
  const params = address.searchParams
  const clickIds = CLICK_IDS.filter((id) => (params.get(id) ?? '') !== '')
  const landing = cleanLeadSource({
    landingPage: address.pathname,
    referrer: referrerOrigin(referrer, address.origin),
    ...Object.fromEntries(CAMPAIGN_PARAMETERS.map((name) => [name, params.get(name) ?? undefined])),
    clickIds,
  })
  return landing ?? {}
}

/** Whether a page was opened from outside the site (another site, a typed address, a bookmark). */
export function isLanding(address: URL, referrer: string): boolean {
  try {
    return new URL(referrer).origin !== address.origin
  } catch {
    return true
  }
}
