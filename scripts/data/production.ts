import { fieldPath } from './problems'
import { writtenScalars, type SourceFile } from './source'

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
  /** The file's line the address is written on. */
  line: number
}

const URL_IN_TEXT = /\b(?:https?|ftp|wss?):\/\/[^\s<>"'`)\]]+/gi
const EMAIL_IN_TEXT = /\b(?:mailto:)?[\w.+-]+@([\w-]+(?:\.[\w-]+)+)/gi
const PHONE_FIELDS = new Set(['phone', 'telephone'])

/** Each placeholder address and e-mail in a text, with where in the text it is written. */
export function findingsInText(text: string): { message: string; index: number }[] {
  const found: { message: string; index: number }[] = []
  for (const match of text.matchAll(URL_IN_TEXT)) {
    // A sentence may end right after an address: "see https://x.example."
    const address = match[0].replace(/[.,;:!?]+$/, '')
    let host: string
    try {
      host = new URL(address).hostname
    } catch {
      continue
    }
    if (isPlaceholderHost(host)) {
      found.push({
        index: match.index,
        message: `${address} is on a domain reserved for examples (${host}): replace it before a production build`,
      })
    }
  }
  for (const match of text.matchAll(EMAIL_IN_TEXT)) {
    const host = match[1]!
    // An address inside a URL (https://x.example/a@b) was reported with the URL.
    if (isPlaceholderHost(host) && text[match.index - 1] !== '/') {
      const address = match[0].replace(/^mailto:/i, '')
      found.push({
        index: match.index,
        message: `e-mail address ${address} is on a domain reserved for examples (${host}): replace it before a production build`,
      })
    }
  }
  return found
}

/**
 * Every placeholder address, e-mail and example phone number in a data file as its editor wrote it,
 * at its field and on its line. The text is read before {{placeholders}} are filled: the site's
 * e-mail that a legal text cites as {{email}} is reported once, in site.yaml where it is written.
 */
export function productionFindings(source: SourceFile): Finding[] {
  const findings: Finding[] = []
  for (const { path, value, written, offset } of writtenScalars(source)) {
    const field = fieldPath(path)
    for (const { message, index } of findingsInText(written)) {
      findings.push({ field, message, line: source.lineAt(offset + index) })
    }
    if (PHONE_FIELDS.has(String(path.at(-1))) && isExamplePhone(value)) {
      findings.push({
        field,
        message: `${value} is an example phone number: replace it before a production build`,
        line: source.lineAt(offset),
      })
    }
  }
  if (source.body) {
    const { text, start } = source.body
    for (const { message, index } of findingsInText(text)) {
      findings.push({ field: 'content', message, line: start + text.slice(0, index).split('\n').length - 1 })
    }
  }
  return findings
}
