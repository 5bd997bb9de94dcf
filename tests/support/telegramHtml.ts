/**
 * What Telegram does with sendMessage's text, for the Telegram stand-in: HTML parse mode as the Bot
 * API documents it (https://core.telegram.org/bots/api#html-style) and as its server answers, or
 * plain text without a parse mode, then the limits every message meets.
 *
 * HTML: only the documented tags (b, strong, i, em, u, ins, s, strike, del, span class="tg-spoiler",
 * tg-spoiler, a href, tg-emoji emoji-id, tg-time, code, pre, blockquote [expandable]); only the named
 * entities &lt; &gt; &amp; &quot; and numeric ones. As Telegram's parser does, an `&` that starts no
 * entity it knows is kept as it is, a name is compared in lower case, an end tag may be left
 * unnamed (`</>`), and a refusal names the byte offset where the tag starts. Its descriptions are
 * Telegram's own, prefixed as the Bot API prefixes them ("Bad Request: can't parse entities: ...").
 *
 * Length: at most 4096 characters once parsed, counted in UTF-16 code units, as Telegram counts
 * entity offsets (an emoji outside the Basic Multilingual Plane counts twice): the stricter of the
 * two counts reported for the Bot API, so a message this accepts Telegram accepts.
 */
import { TELEGRAM_MESSAGE_MAX_CHARS } from '@/config/constants'

export interface MessageEntity {
  type: string
  /** In UTF-16 code units, as the Bot API gives them. */
  offset: number
  length: number
  url?: string
}

export type Parsed =
  | { ok: true; text: string; entities: MessageEntity[] }
  /** What Telegram answers, with 400. */
  | { ok: false; description: string }

const BAD_REQUEST = 'Bad Request: '
const CANT_PARSE = `${BAD_REQUEST}can't parse entities: `

const ENTITY_OF_TAG: Record<string, string> = {
  b: 'bold',
  strong: 'bold',
  i: 'italic',
  em: 'italic',
  u: 'underline',
  ins: 'underline',
  s: 'strikethrough',
  strike: 'strikethrough',
  del: 'strikethrough',
  'tg-spoiler': 'spoiler',
  span: 'spoiler',
  a: 'text_link',
  'tg-emoji': 'custom_emoji',
  'tg-time': 'date_time',
  code: 'code',
  pre: 'pre',
  blockquote: 'blockquote',
}

const NAMED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"' }

/** Telegram's white space in markup; the end of the text counts as one. */
const isSpace = (char: string) => char === '' || /^[ \t\r\n\v\0]$/.test(char)

/** A lone half of a surrogate pair: a string that has no UTF-8 form. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

function byteOffset(text: string, index: number): number {
  return Buffer.byteLength(text.slice(0, index), 'utf8')
}

/** An entity at text[at] ('&'): the character and where the text goes on, or undefined. */
function decodeEntity(text: string, at: number): { char: string; next: number } | undefined {
  let end = at + 1
  let code: number
  if (text[end] === '#') {
    end++
    const hex = text[end] === 'x'
    if (hex) end++
    const digits = hex ? /^[0-9a-fA-F]*/ : /^[0-9]*/
    const run = digits.exec(text.slice(end))![0]
    end += run.length
    code = run === '' ? 0 : parseInt(run, hex ? 16 : 10)
    if (code === 0 || code >= 0x10ffff || end - at >= 10) return undefined
  } else {
    const name = /^[A-Za-z]*/.exec(text.slice(end))![0]
    end += name.length
    const char = NAMED_ENTITIES[name]
    if (char === undefined) return undefined
    code = char.codePointAt(0)!
  }
  if (text[end] === ';') end++
  // A surrogate half stays itself here, and the text is refused once parsed.
  return {
    char: code >= 0xd800 && code <= 0xdfff ? String.fromCharCode(code) : String.fromCodePoint(code),
    next: end,
  }
}

interface OpenTag {
  name: string
  argument: string
  /** Where its text starts in the parsed text (UTF-16). */
  offset: number
  /** The tag's own byte offset, for the refusals. */
  at: number
}

/** HTML parse mode: the text as the chat shows it and its entities, or Telegram's refusal. */
export function parseTelegramHtml(html: string): Parsed {
  const refuse = (reason: string): Parsed => ({ ok: false, description: CANT_PARSE + reason })
  const char = (index: number) => html[index] ?? ''
  let shown = ''
  const open: OpenTag[] = []
  const entities: MessageEntity[] = []
  let i = 0
  while (i < html.length) {
    const c = html[i]!
    if (c === '&') {
      const entity = decodeEntity(html, i)
      if (entity) {
        shown += entity.char
        i = entity.next
        continue
      }
    }
    if (c !== '<') {
      shown += c
      i++
      continue
    }
    const start = i++
    const at = () => byteOffset(html, start)
    if (char(i) !== '/') {
      while (!isSpace(char(i)) && char(i) !== '>') i++
      if (char(i) === '' || char(i) === '\0') return refuse(`Unclosed start tag at byte offset ${at()}`)
      const name = html.slice(start + 1, i).toLowerCase()
      if (!(name in ENTITY_OF_TAG)) return refuse(`Unsupported start tag "${name}" at byte offset ${at()}`)
      let argument = ''
      while (char(i) !== '>') {
        while (char(i) !== '' && isSpace(char(i))) i++
        if (char(i) === '>') break
        if (char(i) === '') return refuse(`Unclosed start tag at byte offset ${at()}`)
        const nameStart = i
        while (!isSpace(char(i)) && char(i) !== '=' && char(i) !== '>') i++
        const attribute = html.slice(nameStart, i)
        if (attribute === '')
          return refuse(`Empty attribute name in the tag "${name}" at byte offset ${at()}`)
        while (char(i) !== '' && isSpace(char(i))) i++
        // The one attribute the documentation gives without a value.
        if (name === 'blockquote' && attribute === 'expandable' && char(i) !== '=') {
          argument = 'expandable'
          continue
        }
        if (char(i) !== '=')
          return refuse(
            `Expected equal sign in declaration of an attribute of the tag "${name}" at byte offset ${at()}`,
          )
        i++
        while (char(i) !== '' && isSpace(char(i))) i++
        if (char(i) === '') return refuse(`Unclosed start tag "${name}" at byte offset ${at()}`)
        let value = ''
        if (char(i) !== '"' && char(i) !== "'") {
          const tokenStart = i
          while (/^[A-Za-z0-9.-]$/.test(char(i))) i++
          value = html.slice(tokenStart, i).toLowerCase()
          if (!isSpace(char(i)) && char(i) !== '>')
            return refuse(`Unexpected end of name token at byte offset ${byteOffset(html, tokenStart)}`)
        } else {
          const quote = char(i++)
          while (char(i) !== quote && char(i) !== '') {
            const entity = char(i) === '&' ? decodeEntity(html, i) : undefined
            if (entity) {
              value += entity.char
              i = entity.next
            } else value += char(i++)
          }
          if (char(i) === quote) i++
        }
        if (char(i) === '') return refuse(`Unclosed start tag at byte offset ${at()}`)
        if (
          (name === 'a' && attribute === 'href') ||
          (name === 'tg-emoji' && attribute === 'emoji-id') ||
          (name === 'tg-time' && attribute === 'unix')
        )
          argument = value
        else if (name === 'code' && attribute === 'class' && value.startsWith('language-'))
          argument = value.slice('language-'.length)
        else if (name === 'span' && attribute === 'class' && value.startsWith('tg-'))
          argument = value.slice(3)
      }
      if (name === 'span' && argument !== 'spoiler')
        return refuse(`Tag "span" must have class "tg-spoiler" at byte offset ${at()}`)
      open.push({ name, argument, offset: shown.length, at: start })
      i++
      continue
    }
    // An end tag.
    if (open.length === 0) return refuse(`Unexpected end tag at byte offset ${at()}`)
    while (!isSpace(char(i)) && char(i) !== '>') i++
    const name = html.slice(start + 2, i).toLowerCase()
    while (char(i) !== '' && isSpace(char(i))) i++
    if (char(i) !== '>') return refuse(`Unclosed end tag at byte offset ${at()}`)
    i++
    const tag = open.pop()!
    if (name !== '' && name !== tag.name)
      return refuse(`Unmatched end tag at byte offset ${at()}, expected "</${tag.name}>", found "</${name}>"`)
    if (shown.length === tag.offset) continue
    if (tag.name === 'tg-emoji' && !/^[1-9]\d*$/.test(tag.argument))
      return { ok: false, description: `${BAD_REQUEST}Invalid custom emoji identifier specified` }
    entities.push({
      type:
        tag.name === 'blockquote' && tag.argument === 'expandable'
          ? 'expandable_blockquote'
          : ENTITY_OF_TAG[tag.name]!,
      offset: tag.offset,
      length: shown.length - tag.offset,
      ...(tag.name === 'a' ? { url: tag.argument || shown.slice(tag.offset) } : {}),
    })
  }
  if (open.length > 0) return refuse(`Can't find end tag corresponding to start tag "${open.at(-1)!.name}"`)
  if (LONE_SURROGATE.test(shown))
    return refuse(
      'Text contains invalid Unicode characters after decoding HTML entities, check for unmatched surrogate code units',
    )
  entities.sort((a, b) => a.offset - b.offset || b.length - a.length)
  return { ok: true, text: shown, entities }
}

/**
 * sendMessage's text as Telegram takes it: parsed in HTML parse mode, or as it is without a parse
 * mode; refused when it has no UTF-8 form, is empty once parsed, or is over the limit.
 */
export function telegramText(text: unknown, parseMode: unknown): Parsed {
  if (typeof text !== 'string' || text.trim() === '')
    return { ok: false, description: `${BAD_REQUEST}message text is empty` }
  if (LONE_SURROGATE.test(text))
    return { ok: false, description: `${BAD_REQUEST}strings must be encoded in UTF-8` }
  let parsed: Parsed
  if (parseMode === undefined || parseMode === '') parsed = { ok: true, text, entities: [] }
  else if (typeof parseMode === 'string' && parseMode.toLowerCase() === 'html')
    parsed = parseTelegramHtml(text)
  else return { ok: false, description: `${BAD_REQUEST}unsupported parse_mode` }
  if (!parsed.ok) return parsed
  if (parsed.text.trim() === '') return { ok: false, description: `${BAD_REQUEST}message text is empty` }
  if (parsed.text.length > TELEGRAM_MESSAGE_MAX_CHARS)
    return { ok: false, description: `${BAD_REQUEST}message is too long` }
  return parsed
}
