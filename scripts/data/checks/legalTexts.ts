import { configuredProviders, PROVIDER_NAMES, PROVIDERS, type AnalyticsProvider } from '@/schemas/analytics'
import type { LegalDocument } from '@/schemas/legal'
import { COOKIE_BANNER_TEXT_MAX_CHARS, STORAGE_KEYS } from '@/config/constants'
import { themeStorageKey } from '@/schemas/shell'
import type { Check } from '../dataSet'
import { reportAll, type DataProblem } from './problem'

const COOKIES = 'legal/cookie-policy.md'
const PRIVACY = 'legal/privacy-policy.md'
/** A level-3 heading that is a name in code, "### `cookieConsent`": a storage key the policy describes. */
const KEY_HEADING = /<h3[^>]*>\s*<code>([^<]+)<\/code>\s*<\/h3>/g

/**
 * The legal texts say what the code does: the privacy policy writes the notice under the contact
 * form (`formNotice`), the cookie policy the cookie banner's short sentence (`banner`) and exactly
 * the browser storage the code uses, a "### `<key>`" section for each key and none for a key the
 * site does not use.
 */
export function legalTextProblems(
  legal: readonly LegalDocument[],
  storageKeys: readonly string[],
  providers: readonly AnalyticsProvider[] = [],
): DataProblem[] {
  const problems: DataProblem[] = []
  const privacy = legal.find((document) => document.slug === 'privacy-policy')
  if (privacy && privacy.formNotice === undefined)
    problems.push({
      file: PRIVACY,
      field: 'formNotice',
      message: 'the contact form shows this text; write it',
    })
  for (const document of legal.filter((candidate) => candidate.banner !== undefined)) {
    if (document.slug !== 'cookie-policy')
      problems.push({
        file: `legal/${document.slug}.md`,
        field: 'banner',
        message: 'only the cookie policy has a banner sentence; remove it here',
      })
  }
  const cookies = legal.find((document) => document.slug === 'cookie-policy')
  if (!cookies) return problems
  if (cookies.summary === undefined)
    problems.push({
      file: COOKIES,
      field: 'summary',
      message: 'the policy opens with this summary, where the cookie banner leads for the rest; write it',
    })
  if (cookies.banner === undefined)
    problems.push({
      file: COOKIES,
      field: 'banner',
      message: 'the cookie banner shows this sentence, with a link to this policy; write it',
    })
  else if (cookies.banner.length > COOKIE_BANNER_TEXT_MAX_CHARS)
    problems.push({
      file: COOKIES,
      field: 'banner',
      message: `is ${cookies.banner.length} characters long; at most ${COOKIE_BANNER_TEXT_MAX_CHARS} keep the banner within a quarter of a phone's screen (the summary and the policy say the rest)`,
    })
  const described = [...cookies.html.matchAll(KEY_HEADING)].map((match) => match[1]!)
  for (const key of storageKeys.filter((candidate) => !described.includes(candidate)))
    problems.push({
      file: COOKIES,
      field: 'content',
      message: `does not describe the browser storage key '${key}' the site uses: add a section headed ### \`${key}\` saying what it stores, why and for how long`,
    })
  for (const key of described.filter((candidate) => !storageKeys.includes(candidate)))
    problems.push({
      file: COOKIES,
      field: 'content',
      message: `describes a storage key '${key}' the site does not use; the site's keys are: ${storageKeys.join(', ')}`,
    })
  problems.push(...analyticsProblems(cookies, privacy, providers))
  return problems
}

/** Words that promise no analytics: true only while no provider is configured. */
const NO_ANALYTICS = /\bno analytics\b/i
/** A level-3 heading in words, "### Google Analytics 4": a provider the cookie policy describes. */
const NAME_HEADING = /<h3[^>]*>([^<]+)<\/h3>/g
const plain = (html: string) => html.replace(/<[^>]+>/g, ' ')

/**
 * The analytics providers of data/site.yaml, as the texts state them: the cookie policy has a "###
 * <provider>" section for each one configured (what it sets and why) and none for another; the
 * privacy policy and the cookie policy's summary name each; the banner, the summary and the cookie
 * policy say "no analytics" exactly while none is configured.
 */
function analyticsProblems(
  cookies: LegalDocument,
  privacy: LegalDocument | undefined,
  providers: readonly AnalyticsProvider[],
): DataProblem[] {
  const problems: DataProblem[] = []
  const names = providers.map((provider) => PROVIDER_NAMES[provider])
  const configured = names.length > 0 ? names.join(', ') : 'none'
  const headings = [...cookies.html.matchAll(NAME_HEADING)].map((match) => match[1]!.trim())
  for (const provider of PROVIDERS) {
    const name = PROVIDER_NAMES[provider]
    const described = headings.includes(name)
    if (providers.includes(provider) && !described)
      problems.push({
        file: COOKIES,
        field: 'content',
        message: `does not describe ${name}, which data/site.yaml's analytics configures: add a section headed ### ${name} saying what it sets, why and for how long`,
      })
    if (!providers.includes(provider) && described)
      problems.push({
        file: COOKIES,
        field: 'content',
        message: `describes ${name}, which data/site.yaml's analytics does not configure (configured: ${configured}); remove its section`,
      })
  }
  for (const name of names) {
    if (privacy && !plain(privacy.html).includes(name))
      problems.push({
        file: PRIVACY,
        field: 'content',
        message: `does not name ${name}, which data/site.yaml's analytics configures: say what it collects and why`,
      })
    if (cookies.summary !== undefined && !cookies.summary.includes(name))
      problems.push({
        file: COOKIES,
        field: 'summary',
        message: `does not name ${name}, which data/site.yaml's analytics configures`,
      })
  }
  const promises = [
    { field: 'banner', text: cookies.banner },
    { field: 'summary', text: cookies.summary },
    { field: 'content', text: plain(cookies.html) },
    ...(privacy ? [{ field: 'content', text: plain(privacy.html), file: PRIVACY }] : []),
  ]
  for (const { field, text, file = COOKIES } of promises) {
    if (text === undefined) continue
    if (names.length > 0 && NO_ANALYTICS.test(text))
      problems.push({
        file,
        field,
        message: `says "no analytics", but data/site.yaml's analytics configures ${configured}`,
      })
    if (names.length === 0 && file === COOKIES && !NO_ANALYTICS.test(text))
      problems.push({
        file,
        field,
        message: `must say "no analytics" while data/site.yaml's analytics configures none`,
      })
  }
  return problems
}

export const checkLegalTexts: Check = (data, problems) => {
  const { site } = data.yaml
  if (!site) return
  const keys = [...Object.values(STORAGE_KEYS), themeStorageKey(site.aiProduct.name)]
  reportAll(legalTextProblems(data.legal, keys, configuredProviders(site.analytics ?? {})), problems)
}
