import { isMap, isScalar, isSeq, LineCounter, type Document, type Node } from 'yaml'

/**
 * A data file as its editor wrote it: the YAML (a whole file, or a markdown file's front matter) with
 * the positions of its fields, and a markdown file's body. Problems get their lines from here, and
 * the production check reads the text as written (before {{placeholders}} are filled).
 */
export interface SourceFile {
  /** Relative to data/. */
  file: string
  /** The YAML text. */
  text: string
  /** The YAML text, parsed with positions. */
  document: Document
  /** The file's line of a field (or of its nearest existing parent); undefined for the whole file. */
  lineOf(field: string): number | undefined
  /** The file's line of an offset into the YAML text. */
  lineAt(offset: number): number
  /** A markdown file's body as written, and the file's line it starts on. */
  body?: { text: string; start: number }
}

/** A scalar of a YAML document with its field path and the text it was written as. */
export interface WrittenScalar {
  path: (string | number)[]
  /** Its value. */
  value: string
  /** The scalar exactly as the file spells it (quotes, folding and all). */
  written: string
  /** Offset of `written` in the YAML text. */
  offset: number
}

/** `lineOffset`: the lines of the file before the YAML text (1 for front matter after its `---`). */
export function yamlSource(file: string, text: string, document: Document, lineOffset = 0): SourceFile {
  const counter = new LineCounter()
  counter.addNewLine(0)
  for (let index = text.indexOf('\n'); index >= 0; index = text.indexOf('\n', index + 1)) {
    counter.addNewLine(index + 1)
  }
  const lineAt = (offset: number) => counter.linePos(offset).line + lineOffset
  return {
    file,
    text,
    document,
    lineAt,
    lineOf(field) {
      if (field === '(file)') return undefined
      const offset = fieldOffset(document.contents, field.split('.'))
      return offset === undefined ? undefined : lineAt(offset)
    },
  }
}

/** Where the deepest existing part of a field path starts: the key of a map entry, or a list item. */
function fieldOffset(root: unknown, segments: readonly string[]): number | undefined {
  let node: unknown = root
  let offset: number | undefined
  for (const segment of segments) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === segment)
      if (!pair) break
      offset = (pair.key as Node).range?.[0] ?? offset
      node = pair.value
    } else if (isSeq(node) && /^\d+$/.test(segment)) {
      const item = node.items[Number(segment)] as Node | undefined
      if (!item) break
      offset = item.range?.[0] ?? offset
      node = item
    } else {
      break
    }
  }
  return offset
}

/** Every string scalar of a document, with its path and its text as written. */
export function writtenScalars(source: SourceFile): WrittenScalar[] {
  const found: WrittenScalar[] = []
  const walk = (node: unknown, path: (string | number)[]) => {
    if (isMap(node)) {
      for (const pair of node.items) {
        if (isScalar(pair.key)) walk(pair.value, [...path, String(pair.key.value)])
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => walk(item, [...path, index]))
    } else if (isScalar(node) && typeof node.value === 'string' && node.range) {
      found.push({
        path,
        value: node.value,
        written: source.text.slice(node.range[0], node.range[1]),
        offset: node.range[0],
      })
    }
  }
  walk(source.document.contents, [])
  return found
}
