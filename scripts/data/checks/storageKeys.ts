import type { DataProblem } from './problem'

const FILE = 'legal/cookie-policy.md'
/** A level-3 heading that is a name in code: "### `cookieConsent`", a storage key. */
const KEY_HEADING = /^###\s+`([^`]+)`\s*$/gm

/**
 * The cookie policy describes exactly the browser storage the code uses: a "### `<key>`" section for
 * each key (STORAGE_KEYS and the theme key), and none for a key the site does not use.
 */
export function storageKeyProblems(cookiePolicy: string, keys: readonly string[]): DataProblem[] {
  const described = [...cookiePolicy.matchAll(KEY_HEADING)].map((match) => match[1]!)
  return [
    ...keys
      .filter((key) => !described.includes(key))
      .map((key) => ({
        file: FILE,
        field: 'content',
        message: `does not describe the browser storage key '${key}' the site uses: add a section headed ### \`${key}\` saying what it stores, why and for how long`,
      })),
    ...described
      .filter((key) => !keys.includes(key))
      .map((key) => ({
        file: FILE,
        field: 'content',
        message: `describes a storage key '${key}' the site does not use; the site's keys are: ${keys.join(', ')}`,
      })),
  ]
}
