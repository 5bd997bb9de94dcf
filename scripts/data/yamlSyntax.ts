import { Parser, type CST, type YAMLError } from 'yaml'

/** A YAML syntax error as build:data reports it: the line where the broken part starts, in words. */
export interface SyntaxProblem {
  line: number
  message: string
}

/** A token of the YAML's concrete syntax tree, with the map entry it is the key or value of. */
interface Found {
  token: CST.Token
  /** The entry whose key or value the token is, when it is one. */
  entry?: CST.CollectionItem
  /** The collection that holds that entry. */
  parent?: CST.Token
}

/** What a kind of error reads to build its message. */
interface Context {
  error: YAMLError
  /** The YAML text (a whole file, or a markdown file's front matter). */
  text: string
  tokens: readonly Found[]
  /** The file's line of an offset into the text. */
  lineAt: (offset: number) => number
}

/** One kind of syntax error: undefined when the error is not of this kind. */
type Kind = (context: Context) => SyntaxProblem | undefined

/** Every token of the tree, in document order, each with the map entry it belongs to. */
function tokensOf(text: string): Found[] {
  const found: Found[] = []
  const visit = (token: CST.Token | undefined, entry?: CST.CollectionItem, parent?: CST.Token) => {
    if (!token) return
    found.push({ token, entry, parent })
    if (token.type === 'document') visit(token.value)
    if ('items' in token) {
      for (const item of token.items) {
        visit(item.key ?? undefined, item, token)
        visit(item.value, item, token)
      }
    }
    if ('end' in token && Array.isArray(token.end)) for (const end of token.end) visit(end)
  }
  for (const token of new Parser().parse(text)) visit(token)
  return found
}

function offsetOf(token: CST.Token): number {
  return 'offset' in token ? token.offset : 0
}

function sourceOf(token: CST.Token): string {
  return 'source' in token && typeof token.source === 'string' ? token.source : ''
}

const isQuoted = (token: CST.Token) =>
  token.type === 'single-quoted-scalar' || token.type === 'double-quoted-scalar'

/** The name of the field a value belongs to, when it is a map entry's value with a plain key. */
function fieldName(entry: CST.CollectionItem | undefined): string | undefined {
  const key = entry?.key
  return key && key.type === 'scalar' ? key.source : undefined
}

/** The text of one line of the YAML, without its line break. */
function lineText(context: Context, offset: number): string {
  const start = context.text.lastIndexOf('\n', offset - 1) + 1
  const end = context.text.indexOf('\n', offset)
  return context.text.slice(start, end < 0 ? undefined : end)
}

/** The line's text from an offset on, without a trailing comment. */
function restOfLine(context: Context, offset: number): string {
  const end = context.text.indexOf('\n', offset)
  return context.text
    .slice(offset, end < 0 ? undefined : end)
    .replace(/\s+#.*$/, '')
    .trimEnd()
}

/** A text as a single-quoted YAML value: an apostrophe inside is written twice. */
function singleQuoted(value: string): string {
  return `'${value.replace(/'/g, "''")}'`
}

/** The text quoted so YAML reads it as one value: in double quotes when it holds apostrophes. */
function quoted(value: string): string {
  return value.includes("'") && !value.includes('"') ? `"${value}"` : singleQuoted(value)
}

function spaces(count: number): string {
  return count === 0 ? 'no space' : `${count} space${count === 1 ? '' : 's'}`
}

/**
 * `title: {{figure:x}} more`: YAML reads a value that starts with { as a group of fields. Checked
 * first, whatever the parser made of the rest of the line.
 */
const placeholderValue: Kind = (context) => {
  const { error, text } = context
  const lineStart = text.lastIndexOf('\n', error.pos[0] - 1) + 1
  const start = /^(\s*(?:-\s+)?(?:[\w-]+:\s+)?)\{\{/.exec(lineText(context, error.pos[0]))
  if (!start) return undefined
  const value = restOfLine(context, lineStart + start[1]!.length)
  return {
    line: context.lineAt(error.pos[0]),
    message: `a value that starts with {{ reads to YAML as a group of fields: put the whole value in quotes: ${quoted(value)}`,
  }
}

/** `title: 'Growth in numbers` with no closing quote: YAML reads on to the end of the file. */
const unclosedQuote: Kind = ({ error, tokens, lineAt }) => {
  if (error.code !== 'MISSING_CHAR' || !/closing .?quote/.test(error.message)) return undefined
  const quote = tokens.filter(({ token }) => isQuoted(token) && offsetOf(token) <= error.pos[0]).at(-1)?.token
  if (!quote) return undefined
  const mark = sourceOf(quote)[0]!
  const line = lineAt(offsetOf(quote))
  return {
    line,
    message: `the quote opened on line ${line} is never closed: close it with ${mark} at the end of the value`,
  }
}

/**
 * `title: 'It's here'`: the value ends at the second quote and text follows it (an apostrophe in
 * single quotes, a quotation mark in double quotes).
 */
const textAfterQuote: Kind = (context) => {
  const { error, tokens, lineAt } = context
  if (error.code !== 'UNEXPECTED_TOKEN') return undefined
  const value = tokens.find(
    ({ token }) =>
      isQuoted(token) && 'end' in token && (token.end ?? []).some((end) => offsetOf(end) === error.pos[0]),
  )?.token
  if (!value) return undefined
  const line = lineAt(offsetOf(value))
  const mark = sourceOf(value)[0]!
  const written = restOfLine(context, offsetOf(value))
  const inner = written.slice(1, written.endsWith(mark) ? -1 : undefined)
  const inside = mark === "'" ? 'an apostrophe' : 'a quotation mark'
  return {
    line,
    message:
      `the value in quotes on line ${line} ends at the ${mark} after '${sourceOf(value).slice(1, -1)}', but more text follows it: ` +
      `to write ${inside} inside a value, put the value in ${mark === "'" ? 'double' : 'single'} quotes: ${mark === "'" ? `"${inner}"` : singleQuoted(inner)}`,
  }
}

/** `tags: [a, b` with no closing bracket. */
const unclosedBracket: Kind = ({ error, tokens, lineAt }) => {
  if (!/end with an? [\]}]|Expected flow (sequence|map) end/.test(error.message)) return undefined
  const open = tokens
    .filter(
      ({ token }) =>
        token.type === 'flow-collection' &&
        offsetOf(token) <= error.pos[0] &&
        !token.end.some((end) => end.type === 'flow-seq-end' || end.type === 'flow-map-end'),
    )
    .at(-1)?.token
  if (!open || open.type !== 'flow-collection') return undefined
  const line = lineAt(offsetOf(open))
  const list = open.start.source === '['
  return {
    line,
    message: list
      ? `the list opened with [ on line ${line} is never closed: end it with ] on the same line (or write one item a line, each after '- ')`
      : `the group opened with { on line ${line} is never closed: end it with } (or, if the value is a text, put it in quotes)`,
  }
}

/**
 * A plain key YAML found where the error points: `title: Growth: a story` (a colon and a space in a
 * value on one line), or a value that runs on to a deeper-indented line holding a colon.
 */
function keyAt(context: Context): Found | undefined {
  return context.tokens.find(
    ({ token, entry }) =>
      entry?.key === token && token.type === 'scalar' && offsetOf(token) === context.error.pos[0],
  )
}

/** `title: Growth: a story`: a colon and a space inside a value make YAML read a field there. */
const valueWithColon: Kind = (context) => {
  const { error, lineAt } = context
  if (error.code !== 'BLOCK_AS_IMPLICIT_KEY') return undefined
  const key = keyAt(context)
  if (!key || sourceOf(key.token).includes('\n')) return undefined
  const offset = offsetOf(key.token)
  const line = lineAt(offset)
  const value = restOfLine(context, offset)
  const owner = /^\s*(?:-\s+)?([\w-]+):\s/.exec(lineText(context, offset))?.[1]
  return {
    line,
    message: `the value ${owner ? `of ${owner} ` : ''}on line ${line} holds ': ' (a colon and a space), which YAML reads as the start of a field: put the whole value in quotes: ${quoted(value)}`,
  }
}

/**
 * A value that runs on to a line indented deeper than its field, where a colon makes YAML read a
 * field name: `  b: 1` then `   c: 2`.
 */
const textRunsOn: Kind = (context) => {
  const { error, lineAt } = context
  if (error.code !== 'BLOCK_AS_IMPLICIT_KEY' && error.code !== 'MULTILINE_IMPLICIT_KEY') return undefined
  const key = keyAt(context)
  const source = key && sourceOf(key.token)
  if (!key || !source?.includes('\n')) return undefined
  const start = offsetOf(key.token)
  const line = lineAt(start)
  const last = lineAt(start + source.lastIndexOf('\n') + 1)
  const field = source.slice(source.lastIndexOf('\n') + 1).trim()
  const owner = context.tokens.find(
    ({ token, entry }) =>
      entry?.value === token && token.type === 'block-map' && token.items[0]?.key === key.token,
  )?.entry
  const name = fieldName(owner)
  const ownerText = name ? `the value of ${name} on line ${line}` : `the text on line ${line}`
  return {
    line,
    message:
      `${ownerText} runs on to line ${last}, which is indented further${name ? ` than ${name}` : ''}, so YAML reads '${field}:' there as part of it: ` +
      `if ${field} is a field of its own, start it in the same column as ${name ?? 'the fields around it'}; if line ${last} continues the text, put the whole text in quotes`,
  }
}

/** A field or list item that starts in a column its group does not use. */
const misalignedLine: Kind = ({ error, text, lineAt }) => {
  const misaligned =
    (error.code === 'BAD_INDENT' && /same column/.test(error.message)) ||
    (error.code === 'BLOCK_AS_IMPLICIT_KEY' && /block sequence/.test(error.message))
  if (!misaligned) return undefined
  const offset = error.pos[0]
  const start = text.lastIndexOf('\n', offset - 1) + 1
  const indent = /^ */.exec(text.slice(start))![0].length
  const line = lineAt(offset)
  return {
    line,
    message: `line ${line} is indented by ${spaces(indent)}, which lines up with no group above it: the fields of one group start in the same column, and so do the '- ' of one list's items; indent it like the line it belongs with`,
  }
}

/**
 * A line that is neither `name: value` nor the continuation of a text: YAML reports it where it
 * finds no colon after it, or reads it with the next line as one long field name.
 */
const missingColon: Kind = (context) => {
  const { error, text, lineAt } = context
  const noValue = error.code === 'MISSING_CHAR' && /need to be followed by map values/.test(error.message)
  const key = keyAt(context)
  const startsLine =
    key !== undefined &&
    /^\s*(?:-\s+)?$/.test(text.slice(text.lastIndexOf('\n', error.pos[0] - 1) + 1, error.pos[0])) &&
    sourceOf(key.token).includes('\n')
  if (!noValue && !startsLine) return undefined
  const line = lineAt(error.pos[0])
  return {
    line,
    message: `line ${line} ('${lineText(context, error.pos[0]).trim()}') is not a field: write a field as name: value, with a colon and a space after the name; if the line continues the text above it, indent it further than that text's field`,
  }
}

/** A tab in the indentation: YAML says so itself, or, in a block of text, trips over it. */
const tabIndent: Kind = (context) => {
  const { error, lineAt } = context
  if (error.code !== 'TAB_AS_INDENT' && !/^ *\t/.test(lineText(context, error.pos[0]))) return undefined
  const line = lineAt(error.pos[0])
  return {
    line,
    message: `line ${line} is indented with a tab: YAML indents with spaces only; replace the tab with spaces`,
  }
}

/** The same field twice in one group. */
const duplicateField: Kind = ({ error, tokens, lineAt }) => {
  if (error.code !== 'DUPLICATE_KEY') return undefined
  const line = lineAt(error.pos[0])
  const key = tokens.find(({ token, entry }) => entry?.key === token && offsetOf(token) === error.pos[0])
  const siblings = key?.parent && 'items' in key.parent ? key.parent.items : []
  const first = siblings.find((item) => item.key && sourceOf(item.key) === sourceOf(key!.token))?.key
  if (!key || !first || first === key.token) {
    return {
      line,
      message: `line ${line} repeats a field of its group: a group holds each field once; keep one`,
    }
  }
  return {
    line,
    message: `the field ${sourceOf(key.token)} is written twice in one group, on lines ${lineAt(offsetOf(first))} and ${line}: keep one`,
  }
}

/** A value that starts with a character YAML keeps for itself: @, `, %, ... */
const reservedStart: Kind = (context) => {
  const { error, lineAt } = context
  if (error.code !== 'BAD_SCALAR_START') return undefined
  const line = lineAt(error.pos[0])
  const value = restOfLine(context, error.pos[0])
  return {
    line,
    message: `the value on line ${line} starts with ${value[0]}, which YAML does not allow at the start of a value: put the whole value in quotes: ${quoted(value)}`,
  }
}

/** `value#note`: a # starts a comment only after a space. */
const commentWithoutSpace: Kind = ({ error, lineAt }) => {
  if (error.code !== 'MISSING_CHAR' || !/Comments must be separated/.test(error.message)) return undefined
  const line = lineAt(error.pos[0])
  return {
    line,
    message: `on line ${line} a # follows the value without a space: put a space before # to start a comment, or put the whole value in quotes to keep the #`,
  }
}

/** `"C:\q"`: a backslash in double quotes starts an escape. */
const badEscape: Kind = ({ error, lineAt }) => {
  if (error.code !== 'BAD_DQ_ESCAPE') return undefined
  const line = lineAt(error.pos[0])
  return {
    line,
    message: `the value in double quotes on line ${line} holds a backslash YAML cannot read: write \\\\ for a backslash, or put the value in single quotes`,
  }
}

/** A second `---`: a data file holds one document. */
const secondDocument: Kind = ({ error, lineAt }) => {
  if (error.code !== 'MULTIPLE_DOCS') return undefined
  const line = lineAt(error.pos[0])
  return {
    line,
    message: `line ${line} starts a second document (---): a data file holds one; remove the line`,
  }
}

/**
 * `- *87* demos booked`, `industry: *Fintech*`: a value that starts with * (or &) reads to YAML as a
 * reference to another value, not as markdown's emphasis, which these fields do not have.
 */
const referenceStart: Kind = (context) => {
  const { error, lineAt } = context
  const start = /^(\s*(?:-\s+)?(?:[\w-]+:\s+)?)[*&]/.exec(lineText(context, error.pos[0]))
  if (!start) return undefined
  const lineStart = context.text.lastIndexOf('\n', error.pos[0] - 1) + 1
  const value = restOfLine(context, lineStart + start[1]!.length)
  const line = lineAt(error.pos[0])
  return {
    line,
    message: `the value on line ${line} starts with ${value[0]}, which YAML reads as a reference to another value (these fields have no *emphasis*): write it without the ${value[0]}, or put the whole value in quotes: ${quoted(value)}`,
  }
}

/**
 * `-Set up the domains`: a list item needs a space after its dash; without one YAML reads a text
 * where a list goes, or an item out of line. The line may be the one the error names or the one
 * before it.
 */
const dashWithoutSpace: Kind = (context) => {
  const { error, text, lineAt } = context
  const start = text.lastIndexOf('\n', error.pos[0] - 1) + 1
  const previous = start > 0 ? text.lastIndexOf('\n', start - 2) + 1 : -1
  const offset = [start, previous].find(
    (candidate) => candidate >= 0 && /^ *-[^\s\d-]/.test(lineText(context, candidate)),
  )
  if (offset === undefined) return undefined
  const written = lineText(context, offset)
  const line = lineAt(offset)
  const item = written.trimStart().slice(1)
  return {
    line,
    message: `line ${line} starts with '-' and no space after it: a list item is '- ' and its text, '- ${item.slice(0, 40)}${item.length > 40 ? '…' : ''}'`,
  }
}

/** Anything else: the parser's own words, with the line and what to try. */
const otherError: Kind = ({ error, lineAt }) => {
  const line = lineAt(error.pos[0])
  return {
    line,
    message: `line ${line} cannot be read as YAML (${error.message.split('\n')[0]}): compare it with the lines around it (indentation, colons, quotes)`,
  }
}

/** In order: the first kind that recognises the error speaks. */
const KINDS: readonly Kind[] = [
  placeholderValue,
  referenceStart,
  dashWithoutSpace,
  unclosedQuote,
  textAfterQuote,
  unclosedBracket,
  valueWithColon,
  missingColon,
  textRunsOn,
  misalignedLine,
  tabIndent,
  duplicateField,
  reservedStart,
  commentWithoutSpace,
  badEscape,
  secondDocument,
  otherError,
]

/**
 * A syntax error of the `yaml` library in the words of someone editing a data file: at the line
 * where the broken part starts (an unclosed quote at its opening quote, not at the end of the file
 * where the parser gave up), with what to do.
 */
export function describeSyntaxError(
  text: string,
  error: YAMLError,
  lineAt: (offset: number) => number,
): SyntaxProblem {
  const context: Context = { error, text, tokens: tokensOf(text), lineAt }
  for (const kind of KINDS) {
    const problem = kind(context)
    if (problem) return problem
  }
  return otherError(context)!
}
