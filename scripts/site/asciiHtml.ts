import { rewriteHtml } from './htmlFiles'

/** A script or style element: raw text, where character references are not decoded. */
const RAW_TEXT_ELEMENT = /(<(script|style)\b[^>]*>)([\s\S]*?)(<\/\2\s*>)/gi
const OUTSIDE_ASCII = /[^\x00-\x7f]/gu
const OUTSIDE_ASCII_CODE_UNIT = /[^\x00-\x7f]/g

const hex = (character: string) => character.codePointAt(0)!.toString(16)

/** In markup (text, attribute values, titles), as a character reference. */
const markupEscaped = (text: string) => text.replace(OUTSIDE_ASCII, (character) => `&#x${hex(character)};`)

/**
 * In a script (JavaScript or JSON), as \u escapes of its UTF-16 code units: valid in strings,
 * template literals, regular expressions and identifiers alike.
 */
const scriptEscaped = (code: string) =>
  code.replace(OUTSIDE_ASCII_CODE_UNIT, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`)

/** In a stylesheet, as a CSS escape (the space ends it and is not part of the value). */
const styleEscaped = (css: string) => css.replace(OUTSIDE_ASCII, (character) => `\\${hex(character)} `)

/**
 * The same page written in ASCII only: every other character as a reference or escape that the
 * browser reads back as that character. Blink decodes an all-ASCII document on a fast path; a
 * single character outside ASCII (the footer's copyright sign) sends the whole page down the slow
 * one, and one beyond Latin-1 (an award's star) also makes it a 16-bit string. The task that
 * commits a navigation decodes the bytes that have arrived, which on a fast connection is the
 * whole page.
 */
export function asciiHtml(html: string): string {
  let result = ''
  let at = 0
  for (const match of html.matchAll(RAW_TEXT_ELEMENT)) {
    const [whole, open, tag, content, close] = match as unknown as [string, string, string, string, string]
    const escape = tag.toLowerCase() === 'style' ? styleEscaped : scriptEscaped
    result += markupEscaped(html.slice(at, match.index)) + markupEscaped(open) + escape(content) + close
    at = match.index! + whole.length
  }
  return result + markupEscaped(html.slice(at))
}

/** Rewrites every built page in ASCII only (see asciiHtml); returns how many changed. */
export function asciiPages(clientDir: string): number {
  return rewriteHtml(clientDir, asciiHtml)
}
