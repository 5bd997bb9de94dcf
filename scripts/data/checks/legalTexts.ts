import type { LegalDocument } from '@/content/legal'
import { COOKIE_BANNER_TEXT_MAX_CHARS, STORAGE_KEYS } from '@/config/constants'
import { themeStorageKey } from '@/content/shell'
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
  return problems
}

export const checkLegalTexts: Check = (data, problems) => {
  const { site } = data.yaml
  if (!site) return
  const keys = [...Object.values(STORAGE_KEYS), themeStorageKey(site.aiProduct.name)]
  reportAll(legalTextProblems(data.legal, keys), problems)
}
