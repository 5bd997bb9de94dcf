import type { LegalDocument } from '@/content/legal'
import { STORAGE_KEYS } from '@/config/constants'
import { themeStorageKey } from '@/content/shell'
import type { Check } from '../dataSet'
import { reportAll, type DataProblem } from './problem'

const COOKIES = 'legal/cookie-policy.md'
const PRIVACY = 'legal/privacy-policy.md'
/** A level-3 heading that is a name in code, "### `cookieConsent`": a storage key the policy describes. */
const KEY_HEADING = /<h3[^>]*>\s*<code>([^<]+)<\/code>\s*<\/h3>/g

/**
 * The legal texts say what the code does: the privacy policy writes the notice under the contact
 * form (`formNotice`), and the cookie policy describes exactly the browser storage the code uses, a
 * "### `<key>`" section for each key and none for a key the site does not use.
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
  const cookies = legal.find((document) => document.slug === 'cookie-policy')
  if (!cookies) return problems
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
