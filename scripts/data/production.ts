import { fieldPath } from './problems'

/**
 * The production check (`npm run build:data -- --production`): no address on a domain reserved for
 * examples (RFC 2606 / RFC 6761) and no example contact details may ship. Plain `build:data`
 * accepts them: the content uses them on purpose until the real addresses are known.
 */

const RESERVED_TOP_LEVEL = ['example', 'test', 'invalid', 'localhost']
const RESERVED_DOMAINS = ['example.com', 'example.net', 'example.org']

/** A host name reserved for examples and tests, e.g. bandera.example, example.com, localhost. */
export function isPlaceholderHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '')
  const topLevel = name.split('.').at(-1) ?? ''
  return (
    RESERVED_TOP_LEVEL.includes(topLevel) ||
    RESERVED_DOMAINS.some((domain) => name === domain || name.endsWith(`.${domain}`))
  )
}

/**
 * A fictional phone number: one written with a group of only zeros between the country code and
 * the last group ("+380 44 000 0123"; real exchanges do not start with 0), or in North America's
 * 555-0100 to 555-0199 range set aside for fiction.
 */
export function isExamplePhone(phone: string): boolean {
  const groups = phone
    .trim()
    .split(/[\s\-.()]+/)
    .filter(Boolean)
  if (groups.slice(1, -1).some((group) => /^0+$/.test(group))) return true
  const northAmerican = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')
  return /^\d{3}55501\d\d$/.test(northAmerican)
}

export interface Finding {
  field: string
  message: string
}

const URL_IN_TEXT = /\b(?:https?|ftp|wss?):\/\/[^\s<>"'`)\]]+/gi
const EMAIL_IN_TEXT = /\b(?:mailto:)?[\w.+-]+@([\w-]+(?:\.[\w-]+)+)/gi
const PHONE_FIELDS = new Set(['phone', 'telephone'])

function lineNote(text: string, index: number): string {
  if (!text.includes('\n')) return ''
  return ` (line ${text.slice(0, index).split('\n').length})`
}

function findingsInText(text: string, key: string): string[] {
  const found: string[] = []
  for (const match of text.matchAll(URL_IN_TEXT)) {
    let host: string
    try {
      host = new URL(match[0]).hostname
    } catch {
      continue
    }
    if (isPlaceholderHost(host)) {
      found.push(
        `${match[0]}${lineNote(text, match.index)} is on a domain reserved for examples (${host}): ` +
          'replace it before a production build',
      )
    }
  }
  for (const match of text.matchAll(EMAIL_IN_TEXT)) {
    const host = match[1]!
    // An address inside a URL (https://x.example/a@b) was reported with the URL.
    if (isPlaceholderHost(host) && text[match.index - 1] !== '/') {
      const address = match[0].replace(/^mailto:/i, '')
      found.push(
        `e-mail address ${address}${lineNote(text, match.index)} is on a domain reserved for examples ` +
          `(${host}): replace it before a production build`,
      )
    }
  }
  if (PHONE_FIELDS.has(key) && isExamplePhone(text)) {
    found.push(`${text} is an example phone number: replace it before a production build`)
  }
  return found
}

/** Every placeholder address, e-mail or phone number in a parsed data file, by field path. */
export function placeholderFindings(value: unknown, path: readonly PropertyKey[] = []): Finding[] {
  if (typeof value === 'string') {
    const key = String(path.at(-1) ?? '')
    return findingsInText(value, key).map((message) => ({ field: fieldPath(path), message }))
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => placeholderFindings(item, [...path, index]))
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => placeholderFindings(item, [...path, key]))
  }
  return []
}
