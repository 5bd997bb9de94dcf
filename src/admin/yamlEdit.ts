import { isMap, isScalar, isSeq, parseDocument, Scalar, stringify, type Node, type Pair } from 'yaml'

/**
 * Writes an entry of the editor back into the YAML it was read from, changing only what changed.
 *
 * The `yaml` library's Document API keeps comments and styles, but it prints every node again: a
 * folded text is folded anew at its line width, `[1, 2]` becomes `[ 1, 2 ]`, a trailing comment
 * loses its spacing. So the original text is kept, and only the ranges of the nodes whose value
 * changed (located by the parsed document) are written again: a changed scalar in its own style
 * (its quotes; a folded paragraph keeps its untouched lines), a removed key or list item as its
 * lines, an added one as new lines at the file's indentation, after its neighbour. Key order,
 * comments (inside lists too), blank lines, quoting and wrapping of everything else stay byte for
 * byte. An empty value (missing, '', an empty list or group) removes its key: an optional field
 * left blank is left out of the file.
 */

/** Where data/ wraps its folded texts. */
const LINE_WIDTH = 100

type Value = unknown
type Plain = Record<string, unknown>

export interface EditOptions {
  /** The order of the top-level keys (the editor's fields): where a key the file lacks goes. */
  order?: readonly string[]
}

const isPlainObject = (value: Value): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A value the file leaves out: nothing, '', or a list or group with nothing in it. */
export function isEmptyValue(value: Value): boolean {
  if (value === undefined || value === null || value === '') return true
  if (Array.isArray(value)) return value.length === 0
  if (isPlainObject(value)) return Object.values(value).every(isEmptyValue)
  return false
}

/** Equal as the file holds them: empty keys do not count. */
export function deepEqual(a: Value, b: Value): boolean {
  if (a === b) return true
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((item, index) => deepEqual(item, b[index]))
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a).filter((key) => !isEmptyValue(a[key]))
    const otherKeys = Object.keys(b).filter((key) => !isEmptyValue(b[key]))
    return keys.length === otherKeys.length && keys.every((key) => deepEqual(a[key], b[key]))
  }
  return false
}

/** The value without its empty keys, at every depth: what the file will hold. */
export function withoutEmpty(value: Value): Value {
  if (Array.isArray(value)) return value.map(withoutEmpty)
  if (!isPlainObject(value)) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => !isEmptyValue(item))
      .map(([key, item]) => [key, withoutEmpty(item)]),
  )
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

/** A scalar on one line in `type`'s style where that holds the value; undefined for a text of lines. */
function inlineScalar(value: Value, type?: Scalar.Type | null, inFlow = false): string | undefined {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  const text = String(value)
  if (text.includes('\n')) return undefined
  const single = `'${text.replace(/'/g, "''")}'`
  if (type === Scalar.QUOTE_SINGLE) return single
  if (type === Scalar.QUOTE_DOUBLE) return JSON.stringify(text)
  // Unquoted, a date is a timestamp to YAML 1.1 readers: data/ quotes its dates.
  if (DATE.test(text)) return single
  const printed = stringify(text, { lineWidth: 0, singleQuote: true }).replace(/\n$/, '')
  if (inFlow && printed === text && /[,[\]{}]/.test(text)) return single
  return printed
}

/** A text a folded block holds as words: one line, single spaces, none at its ends. */
const foldable = (text: string) => text !== '' && !/\n|\t|\s\s|^\s|\s$/.test(text)

/** Greedy fold of `text` into lines of at most LINE_WIDTH columns at `indent`. */
function fold(text: string, indent: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ').filter(Boolean)) {
    if (line && indent + line.length + 1 + word.length > LINE_WIDTH) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines
}

/**
 * The lines of a changed folded text, one line for one line: each word the text kept stays on its
 * line, and the words that replace others go where those were (a run of replaced words spread over
 * the same lines, as many words to a line as before); words only added join the line before them.
 * So a word changed in a paragraph changes its own line, however wide the lines around it. A line
 * left without words goes, and a line that words were added to is folded again on its own once it
 * runs past LINE_WIDTH (or past its old width, if that was wider).
 */
export function refold(originalLines: readonly string[], text: string, indent: number): string[] {
  const lineOf: number[] = []
  const before: string[] = []
  originalLines.forEach((line, index) => {
    for (const word of line.split(' ')) {
      before.push(word)
      lineOf.push(index)
    }
  })
  const after = text.split(' ')
  const placed: string[][] = originalLines.map(() => [])
  let oldAt = 0
  let newAt = 0
  for (const [oldMatch, newMatch] of [...commonWords(before, after), [before.length, after.length]]) {
    const replaced = lineOf.slice(oldAt, oldMatch)
    const words = after.slice(newAt, newMatch)
    if (replaced.length > 0) {
      // As many of the new words on each of the old words' lines as it had of them; the rest on the last.
      words.forEach((word, index) => placed[replaced[Math.min(index, replaced.length - 1)]!]!.push(word))
    } else if (words.length > 0) {
      placed[oldAt > 0 ? lineOf[oldAt - 1]! : 0]!.push(...words)
    }
    if (oldMatch! < before.length) placed[lineOf[oldMatch!]!]!.push(after[newMatch!]!)
    oldAt = oldMatch! + 1
    newAt = newMatch! + 1
  }
  return placed.flatMap((words, index) => {
    const line = words.join(' ')
    const old = originalLines[index]!
    if (line === old) return [old]
    if (words.length === 0) return []
    const grew = words.length > old.split(' ').length
    return grew && indent + line.length > Math.max(LINE_WIDTH, indent + old.length)
      ? fold(line, indent)
      : [line]
  })
}

/** Index pairs of a longest common subsequence of two lists of words, their common ends first. */
function commonWords(before: readonly string[], after: readonly string[]): [number, number][] {
  let head = 0
  while (head < before.length && head < after.length && before[head] === after[head]) head++
  let tail = 0
  while (
    tail < before.length - head &&
    tail < after.length - head &&
    before[before.length - 1 - tail] === after[after.length - 1 - tail]
  )
    tail++
  const middle = commonItems(before.slice(head, before.length - tail), after.slice(head, after.length - tail))
  return [
    ...Array.from({ length: head }, (_, index): [number, number] => [index, index]),
    ...middle.map(([i, j]): [number, number] => [head + i, head + j]),
    ...Array.from({ length: tail }, (_, index): [number, number] => [
      before.length - tail + index,
      after.length - tail + index,
    ]),
  ]
}

const pad = (indent: number) => ' '.repeat(indent)

/** A text of several lines as a literal block: its header, and its lines at `indent`. */
function literalBlock(text: string, indent: number): { header: string; lines: string[] } {
  const printed = stringify(text, { blockQuote: 'literal', lineWidth: 0 }).replace(/\n$/, '')
  const [header, ...lines] = printed.split('\n')
  return { header: header!, lines: lines.map((line) => (line ? pad(indent) + line : line)) }
}

/** How a value is to look where it is written again: a scalar's quotes, a list kept in `[..]`. */
interface Style {
  type?: Scalar.Type | null
  flow?: boolean
}

/** A list or group of scalars on one line, `[a, b]` as data/ writes them; undefined if it cannot be. */
function flowText(value: Value): string | undefined {
  if (Array.isArray(value)) {
    const items = value.map((item) =>
      isPlainObject(item) || Array.isArray(item) ? undefined : inlineScalar(item, null, true),
    )
    return items.every((item) => item !== undefined) ? `[${items.join(', ')}]` : undefined
  }
  if (isPlainObject(value)) {
    const entries = Object.entries(value).map(([key, item]) => {
      const text = isPlainObject(item) || Array.isArray(item) ? undefined : inlineScalar(item, null, true)
      return text === undefined ? undefined : `${inlineScalar(key, null, true)}: ${text}`
    })
    return entries.every((entry) => entry !== undefined) ? `{ ${entries.join(', ')} }` : undefined
  }
  return undefined
}

/** What is written on one line after `key: ` or `- `, if the value goes there. */
function inlineValue(value: Value, style: Style = {}): string | undefined {
  if (Array.isArray(value) || isPlainObject(value)) {
    if (isEmptyValue(value)) return Array.isArray(value) ? '[]' : '{}'
    if (style.flow || (Array.isArray(value) && value.every((item) => typeof item === 'number')))
      return flowText(value)
    return undefined
  }
  return inlineScalar(value, style.type)
}

/** `key: value` at `indent`; a long text is folded (`>-`) like the texts of data/. */
function mapEntry(key: string, value: Value, indent: number, style: Style = {}): string[] {
  const head = `${pad(indent)}${inlineScalar(key)}:`
  const inline = inlineValue(value, style)
  if (typeof value === 'string') {
    if (inline !== undefined && (style.type || `${head} ${inline}`.length <= LINE_WIDTH || !foldable(value)))
      return [`${head} ${inline}`]
    if (inline !== undefined)
      return [`${head} >-`, ...fold(value, indent + 2).map((line) => pad(indent + 2) + line)]
    const { header, lines } = literalBlock(value, indent + 2)
    return [`${head} ${header}`, ...lines]
  }
  if (inline !== undefined) return [`${head} ${inline}`]
  return [head, ...block(value, indent + 2)]
}

/** `- value` at `indent`; a group starts on the dash's line, like data/ writes them. */
function seqItem(value: Value, indent: number, style: Style = {}): string[] {
  const inline = inlineValue(value, style)
  if (inline !== undefined) return [`${pad(indent)}- ${inline}`]
  if (typeof value === 'string') {
    const { header, lines } = literalBlock(value, indent + 2)
    return [`${pad(indent)}- ${header}`, ...lines]
  }
  const [first, ...rest] = block(value, indent + 2)
  return [`${pad(indent)}- ${first!.slice(indent + 2)}`, ...rest]
}

/** A group or a list as lines at `indent`: its keys, or its items. */
function block(value: Value, indent: number): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => seqItem(item, indent))
  if (isPlainObject(value)) {
    return Object.entries(value)
      .filter(([, item]) => !isEmptyValue(item))
      .flatMap(([key, item]) => mapEntry(key, item, indent))
  }
  throw new Error('a scalar is not a block')
}

function orderKeys(value: Plain, order: readonly string[] = []): Plain {
  const keys = [
    ...order.filter((key) => key in value),
    ...Object.keys(value).filter((key) => !order.includes(key)),
  ]
  return Object.fromEntries(keys.map((key) => [key, value[key]]))
}

/** A new file: the value in data/'s style, its top-level keys in `order`. */
export function freshYaml(value: Value, options: EditOptions = {}): string {
  const ordered = withoutEmpty(isPlainObject(value) ? orderKeys(value, options.order) : value)
  if (!Array.isArray(ordered) && !isPlainObject(ordered)) return `${inlineScalar(ordered) ?? ''}\n`
  return `${block(ordered, 0).join('\n')}\n`
}

/** Offset of the start of the line `offset` is on. */
const lineStart = (text: string, offset: number) => text.lastIndexOf('\n', offset - 1) + 1

/** Offset just after the line `offset` is on, its line break included. */
function lineEnd(text: string, offset: number): number {
  const newline = text.indexOf('\n', offset)
  return newline === -1 ? text.length : newline + 1
}

/** The dash of the list item whose node starts at `offset`. */
function dashOf(text: string, offset: number): number {
  let at = offset - 1
  while (at >= 0 && text[at] !== '-') at--
  return at
}

/** True when only spaces stand between the start of the line and `offset`. */
const startsLine = (text: string, offset: number) => text.slice(lineStart(text, offset), offset).trim() === ''

/** An edit the node's own range cannot take: the nearest enclosing node is written again. */
class NeedsRewrite extends Error {}

/** How a node stands in its parent: the value of a key, an item of a list, or the document. */
type Site =
  | { kind: 'root' }
  | { kind: 'mapValue'; pair: Pair<Scalar, Node | null>; indent: number }
  | { kind: 'seqItem'; indent: number; quotedList?: boolean }

type BlockMap = Node & { items: Pair<Scalar, Node | null>[]; flow?: boolean }
type BlockSeq = Node & { items: Node[]; flow?: boolean }

class Editor {
  private readonly splices: { start: number; end: number; text: string }[] = []

  constructor(private readonly text: string) {}

  result(): string {
    let out = this.text
    const ordered = [...this.splices].sort((a, b) => b.start - a.start || b.end - a.end)
    for (const { start, end, text } of ordered) out = out.slice(0, start) + text + out.slice(end)
    return out
  }

  private splice(start: number, end: number, text: string): void {
    this.splices.push({ start, end, text })
  }

  /** End of a node through its line break (a block node ends there; the file's last line may not). */
  private nodeEnd(node: Node): number {
    const end = node.range![2]
    return end > 0 && this.text[end - 1] === '\n' ? end : lineEnd(this.text, end)
  }

  edit(
    node: Node | null,
    before: Value,
    after: Value,
    site: Site,
    inFlow = false,
    order?: readonly string[],
  ) {
    if (deepEqual(before, after)) return
    const mark = this.splices.length
    try {
      if (!node) throw new NeedsRewrite()
      if (isScalar(node) && !Array.isArray(after) && !isPlainObject(after))
        this.scalar(node, after, site, inFlow)
      else if (isMap(node) && isPlainObject(before) && isPlainObject(after)) {
        if (node.flow) this.flowMap(node as BlockMap, before, after)
        else this.map(node as BlockMap, before, after, order)
      } else if (isSeq(node) && Array.isArray(before) && Array.isArray(after)) {
        if (node.flow) this.flowSeq(node as BlockSeq, before, after)
        else this.seq(node as BlockSeq, before, after)
      } else throw new NeedsRewrite()
    } catch (error) {
      if (!(error instanceof NeedsRewrite) || inFlow) throw error
      this.splices.length = mark
      this.replace(node, after, site)
    }
  }

  /** A changed scalar in its own style: its quotes kept, a folded paragraph's untouched lines kept. */
  private scalar(node: Scalar, value: Value, site: Site, inFlow: boolean) {
    const [start, valueEnd] = node.range!
    if (start === valueEnd) throw new NeedsRewrite()
    if (node.type === Scalar.BLOCK_FOLDED && typeof value === 'string' && !inFlow) {
      this.foldedScalar(node, value)
      return
    }
    if (node.type === Scalar.BLOCK_FOLDED || node.type === Scalar.BLOCK_LITERAL) throw new NeedsRewrite()
    const inline = inlineScalar(value, quotesKept(node, value, site), inFlow)
    if (inline === undefined) throw new NeedsRewrite()
    this.splice(start, valueEnd, inline)
  }

  private foldedScalar(node: Scalar, value: string) {
    const [start, valueEnd] = node.range!
    const header = this.text.slice(start, lineEnd(this.text, start))
    const body = /^>-\s*(#.*)?\n$/.test(header)
      ? value
      : /^>\s*(#.*)?\n$/.test(header) && /[^\n]\n$/.test(value)
        ? value.slice(0, -1)
        : undefined
    const contentStart = start + header.length
    const lines = this.text.slice(contentStart, valueEnd).replace(/\n$/, '').split('\n')
    const indent = lines[0]!.length - lines[0]!.trimStart().length
    const plainLines = lines.every(
      (line) => line.length > indent && line.startsWith(pad(indent)) && line[indent] !== ' ',
    )
    if (body === undefined || !foldable(body) || indent === 0 || !plainLines) throw new NeedsRewrite()
    const kept = refold(
      lines.map((line) => line.slice(indent)),
      body,
      indent,
    )
    this.splice(contentStart, valueEnd, `${kept.map((line) => pad(indent) + line).join('\n')}\n`)
  }

  /** `[..]` with as many items: each edited in place; otherwise it is written again. */
  private flowSeq(node: BlockSeq, before: Value[], after: Value[]) {
    if (before.length !== after.length) throw new NeedsRewrite()
    node.items.forEach((item, index) => this.edit(item, before[index], after[index], { kind: 'root' }, true))
  }

  /** `{..}` with the same keys: each value edited in place; otherwise it is written again. */
  private flowMap(node: BlockMap, before: Plain, after: Plain) {
    const keys = node.items.map((pair) => String(pair.key.value))
    const wanted = Object.keys(after).filter((key) => !isEmptyValue(after[key]))
    if (keys.length !== wanted.length || !wanted.every((key) => keys.includes(key))) throw new NeedsRewrite()
    for (const pair of node.items) {
      const key = String(pair.key.value)
      this.edit(pair.value, before[key], after[key], { kind: 'root' }, true)
    }
  }

  /** A block map: changed values edited, emptied keys removed, new keys added after their neighbour. */
  private map(node: BlockMap, before: Plain, after: Plain, order?: readonly string[]) {
    const pairs = node.items
    const firstKey = pairs[0]!.key.range![0]
    const indent = firstKey - lineStart(this.text, firstKey)
    const kept = new Set<string>()
    for (const pair of pairs) {
      const key = String(pair.key.value)
      if (!isEmptyValue(after[key])) {
        kept.add(key)
        this.edit(pair.value, before[key], after[key], { kind: 'mapValue', pair, indent })
        continue
      }
      if (isEmptyValue(before[key])) continue
      const keyStart = pair.key.range![0]
      // The first key of a list item shares the dash's line: the item is written again instead.
      if (!startsLine(this.text, keyStart)) throw new NeedsRewrite()
      this.splice(lineStart(this.text, keyStart), this.pairEnd(pair), '')
    }
    const wanted = Object.keys(orderKeys(after, order)).filter((key) => !isEmptyValue(after[key]))
    const byKey = new Map(pairs.map((pair) => [String(pair.key.value), pair]))
    const added = new Map<number, string[]>()
    wanted.forEach((key, index) => {
      if (byKey.has(key)) return
      const previous = wanted
        .slice(0, index)
        .reverse()
        .find((candidate) => kept.has(candidate))
      if (!previous && !startsLine(this.text, firstKey)) throw new NeedsRewrite()
      const at = previous ? this.pairEnd(byKey.get(previous)!) : lineStart(this.text, firstKey)
      added.set(at, [...(added.get(at) ?? []), ...mapEntry(key, after[key], indent)])
    })
    for (const [at, lines] of added) this.splice(at, at, `${lines.join('\n')}\n`)
  }

  private pairEnd(pair: Pair<Scalar, Node | null>): number {
    return pair.value && pair.value.range![1] > pair.value.range![0]
      ? this.nodeEnd(pair.value)
      : lineEnd(this.text, pair.key.range![0])
  }

  /**
   * A block list: the items of before and after matched (a longest common subsequence of equal
   * items); unmatched items between two matches are edited pairwise, the rest removed or added. An
   * item moved elsewhere keeps its text.
   */
  private seq(node: BlockSeq, before: Value[], after: Value[]) {
    const items = node.items
    const firstDash = dashOf(this.text, items[0]!.range![0])
    const indent = firstDash - lineStart(this.text, firstDash)
    const itemStart = (item: Node) => lineStart(this.text, dashOf(this.text, item.range![0]))
    // A list whose plain-safe items are quoted anyway quotes its items by style.
    const quotedList = items.some(
      (item) => isScalar(item) && item.type === Scalar.QUOTE_SINGLE && plainSafe(String(item.value)),
    )
    const removed: { index: number; text: string }[] = []
    const inserts: { at: number; index: number }[] = []
    let oldAt = 0
    let newAt = 0
    for (const [oldMatch, newMatch] of [...commonItems(before, after), [before.length, after.length]]) {
      const paired = Math.min(oldMatch! - oldAt, newMatch! - newAt)
      for (let offset = 0; offset < paired; offset++) {
        const index = oldAt + offset
        this.edit(items[index]!, before[index], after[newAt + offset], {
          kind: 'seqItem',
          indent,
          quotedList,
        })
      }
      for (let index = oldAt + paired; index < oldMatch!; index++) {
        const from = itemStart(items[index]!)
        const to = this.nodeEnd(items[index]!)
        removed.push({ index, text: this.text.slice(from, to) })
        this.splice(from, to, '')
      }
      const previous = oldAt + paired - 1
      const at = previous >= 0 ? this.nodeEnd(items[previous]!) : itemStart(items[0]!)
      for (let index = newAt + paired; index < newMatch!; index++) inserts.push({ at, index })
      oldAt = oldMatch! + 1
      newAt = newMatch! + 1
    }
    const sibling = items.find((item) => isScalar(item)) as Scalar | undefined
    const style: Style = { type: sibling && keptQuotes(sibling) }
    const texts = new Map<number, string>()
    for (const { at, index } of inserts) {
      const moved = removed.findIndex((item) => deepEqual(before[item.index], after[index]))
      const text =
        moved >= 0
          ? removed.splice(moved, 1)[0]!.text
          : `${seqItem(after[index], indent, style).join('\n')}\n`
      texts.set(at, (texts.get(at) ?? '') + text)
    }
    for (const [at, text] of texts) this.splice(at, at, text)
  }

  /** The node written again where it stands, in its quotes or `[..]` where it had them. */
  replace(node: Node | null, value: Value, site: Site) {
    const style: Style = {
      type: node && isScalar(node) ? keptQuotes(node) : undefined,
      flow: node ? (node as BlockSeq).flow === true : false,
    }
    if (site.kind === 'mapValue') {
      const keyStart = site.pair.key.range![0]
      if (!startsLine(this.text, keyStart)) throw new NeedsRewrite()
      const lines = mapEntry(String(site.pair.key.value), value, site.indent, style)
      this.splice(lineStart(this.text, keyStart), this.pairEnd(site.pair), `${lines.join('\n')}\n`)
      return
    }
    if (site.kind === 'seqItem' && node) {
      const dash = dashOf(this.text, node.range![0])
      if (!startsLine(this.text, dash)) throw new NeedsRewrite()
      const lines = seqItem(value, site.indent, style)
      this.splice(lineStart(this.text, dash), this.nodeEnd(node), `${lines.join('\n')}\n`)
      return
    }
    throw new NeedsRewrite()
  }
}

/** A text written with no quotes reads back as itself (not a number, a date, a key ...). */
const plainSafe = (text: string) => !DATE.test(text) && inlineScalar(text) === text

/**
 * The style of a changed scalar: its own, but quotes the old value needed and the new one does not
 * go (a value changed and changed back is written as it was), unless its list quotes its items
 * anyway (data/ quotes every result line).
 */
function quotesKept(node: Scalar, value: Value, site: Site): Scalar.Type | null | undefined {
  const quoted = node.type === Scalar.QUOTE_SINGLE || node.type === Scalar.QUOTE_DOUBLE
  if (!quoted || typeof value !== 'string' || !plainSafe(value) || plainSafe(String(node.value)))
    return node.type
  if (site.kind === 'seqItem' && site.quotedList) return node.type
  return Scalar.PLAIN
}

/** The quotes a rewritten scalar keeps; a plain or block one gets the style its new value needs. */
function keptQuotes(node: Scalar): Scalar.Type | undefined {
  return node.type === Scalar.QUOTE_SINGLE || node.type === Scalar.QUOTE_DOUBLE ? node.type : undefined
}

/** Index pairs of a longest common subsequence of equal items. */
function commonItems(before: readonly Value[], after: readonly Value[]): [number, number][] {
  const lengths = Array.from({ length: before.length + 1 }, () => new Array<number>(after.length + 1).fill(0))
  for (let i = before.length - 1; i >= 0; i--) {
    for (let j = after.length - 1; j >= 0; j--) {
      lengths[i]![j] = deepEqual(before[i], after[j])
        ? lengths[i + 1]![j + 1]! + 1
        : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!)
    }
  }
  const pairs: [number, number][] = []
  let i = 0
  let j = 0
  while (i < before.length && j < after.length) {
    if (deepEqual(before[i], after[j])) pairs.push([i++, j++])
    else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i++
    else j++
  }
  return pairs
}

/**
 * `original` with `next` written into it: only the lines of the values that changed differ. A text
 * with no YAML in it yet (a new file) is written whole.
 */
export function editYaml(original: string, next: Value, options: EditOptions = {}): string {
  const { document, before } = parsed(original)
  const contents = document.contents as Node | null
  if (!contents || (isScalar(contents) && contents.value === null)) {
    return isEmptyValue(next) ? original : original + freshYaml(next, options)
  }
  const editor = new Editor(original)
  try {
    editor.edit(contents, before, withoutEmpty(next), { kind: 'root' }, false, options.order)
  } catch (error) {
    if (!(error instanceof NeedsRewrite)) throw error
    return freshYaml(next, options)
  }
  return editor.result()
}

/** The last text parsed: an entry saved again is not parsed again (the document is only read). */
let last: { text: string; document: ReturnType<typeof parseDocument>; before: Value } | undefined

function parsed(text: string) {
  if (last?.text === text) return last
  const document = parseDocument(text)
  if (document.errors.length > 0) throw new Error(document.errors[0]!.message)
  last = { text, document, before: document.toJS() as Value }
  return last
}
