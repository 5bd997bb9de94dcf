import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { isMap, isScalar, isSeq, parse, parseDocument, Scalar, type Node } from 'yaml'
import { describe, expect, it } from 'vitest'
import { holdsList } from '@/admin/entrySchemas'
import {
  BODY_FIELD,
  DATA_FORMATS,
  fromFile,
  LIST_FIELD,
  SOURCE_KEY,
  toFile,
  type DataFormat,
} from '@/admin/formats'
import { editYaml, freshYaml, refold } from '@/admin/yamlEdit'
import { yamlCollections } from '@/schemas/collections'

const root = path.resolve(import.meta.dirname, '../..')
const dataDir = path.join(root, 'data')

/** Every file of data/ with the format the editor reads it in. */
const files = (readdirSync(dataDir, { recursive: true }) as string[])
  .filter((file) => /\.(yaml|md)$/.test(file))
  .sort()
  .map((file) => {
    const listFile = Object.values(yamlCollections).find((collection) => collection.file === file)
    const format: DataFormat = file.endsWith('.md')
      ? DATA_FORMATS.markdown
      : listFile && holdsList(listFile.schema)
        ? DATA_FORMATS.list
        : DATA_FORMATS.yaml
    return { file, format, text: readFileSync(path.join(dataDir, file), 'utf8') }
  })

/** A save in the editor: the entry's fields, with the file's text as the preSave hook hands it on. */
const save = (format: DataFormat, text: string, fields: Record<string, unknown>) =>
  toFile(format, { ...fields, [SOURCE_KEY]: text })

/** The lines a change touched: what is left between the unchanged first and last lines. */
function changedLines(before: string, after: string) {
  const a = before.split('\n')
  const b = after.split('\n')
  let start = 0
  while (start < a.length && a[start] === b[start]) start++
  let end = 0
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end])
    end++
  return { removed: a.slice(start, a.length - end), added: b.slice(start, b.length - end) }
}

type Path = (string | number)[]

function leaves(value: unknown, at: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...at, index]))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...at, key]))
  return [at]
}

function changedAt<T>(value: T, at: Path, change: (old: unknown) => unknown): T {
  const copy = structuredClone(value) as Record<string | number, unknown>
  let node = copy
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>
  node[at.at(-1)!] = change(node[at.at(-1)!])
  return copy as T
}

const change = (value: unknown) =>
  typeof value === 'number' ? value + 1 : typeof value === 'boolean' ? !value : `${String(value)} (edited)`

describe('a save of the editor (src/admin/yamlEdit.ts, src/admin/formats.ts)', () => {
  it.each(files.map(({ file }) => file))('writes data/%s back byte for byte when nothing changed', (file) => {
    const { format, text } = files.find((candidate) => candidate.file === file)!
    expect(save(format, text, fromFile(format, text))).toBe(text)
  })

  it.each(files.filter(({ format }) => format !== DATA_FORMATS.markdown).map(({ file }) => file))(
    'changes only the lines of the value that changed, for every value of data/%s',
    (file) => {
      const { format, text } = files.find((candidate) => candidate.file === file)!
      const fields = fromFile(format, text)
      for (const at of leaves(fields)) {
        const edited = changedAt(fields, at, change)
        const written = save(format, text, edited)
        expect(fromFile(format, written), at.join('.')).toEqual(edited)
        const { removed, added } = changedLines(text, written)
        // Its own line; at the end of a folded paragraph, a line more, or its last line now as two.
        expect(removed.length, at.join('.')).toBeLessThanOrEqual(1)
        expect(added.length, at.join('.')).toBeGreaterThanOrEqual(1)
        expect(added.length, at.join('.')).toBeLessThanOrEqual(2)
      }
    },
    // Every value of a long file, each saved alone: seconds on a busy machine.
    60_000,
  )

  it('keeps a changed folded paragraph’s untouched lines: a word fixed changes its own line', () => {
    const text = readFileSync(path.join(dataDir, 'services.yaml'), 'utf8')
    const services = parse(text) as { description: string }[]
    const description = services[0]!.description
    expect(description).toContain('qualified buyers')
    const edited = services.map((service, index) =>
      index === 0
        ? { ...service, description: description.replace('qualified buyers', 'ready buyers') }
        : service,
    )
    const { removed, added } = changedLines(text, save(DATA_FORMATS.list, text, { [LIST_FIELD]: edited }))
    expect(removed).toHaveLength(1)
    expect(added).toEqual([removed[0]!.replace('qualified buyers', 'ready buyers')])
  })

  it('keeps a comment inside a list when items around it are added, removed or changed', () => {
    const text = '# Industries\n- Fintech\n# the newest first\n- SaaS # since 2024\n- Web3\n'
    expect(editYaml(text, ['Fintech', 'Healthcare', 'SaaS', 'Web3'])).toBe(
      '# Industries\n- Fintech\n- Healthcare\n# the newest first\n- SaaS # since 2024\n- Web3\n',
    )
    expect(editYaml(text, ['Fintech', 'SaaS'])).toBe(
      '# Industries\n- Fintech\n# the newest first\n- SaaS # since 2024\n',
    )
    expect(editYaml(text, ['Fintech', 'B2B SaaS', 'Web3'])).toBe(
      '# Industries\n- Fintech\n# the newest first\n- B2B SaaS # since 2024\n- Web3\n',
    )
    expect(editYaml(text, ['Web3', 'Fintech', 'SaaS'])).toBe(
      '# Industries\n- Web3\n- Fintech\n# the newest first\n- SaaS # since 2024\n',
    )
  })

  it('keeps quotes, [..] lists and the order of keys; adds a key after its neighbour and removes an emptied one', () => {
    const text =
      "title: 'A: title'\nseoTitle: Short\nresults:\n  - '146 demos'\ntags: [One, Two]\nvalues: [1, 2]\n"
    const fields = parse(text) as Record<string, unknown>
    expect(editYaml(text, { ...fields, title: "It's: new" })).toBe(text.replace("'A: title'", "'It''s: new'"))
    expect(editYaml(text, { ...fields, results: ['146 demos', '$1.9M pipeline'] })).toBe(
      text.replace("  - '146 demos'\n", "  - '146 demos'\n  - '$1.9M pipeline'\n"),
    )
    expect(editYaml(text, { ...fields, tags: ['One', 'Two', 'Three, four'] })).toBe(
      text.replace('[One, Two]', "[One, Two, 'Three, four']"),
    )
    expect(editYaml(text, { ...fields, values: [1, 3] })).toBe(text.replace('[1, 2]', '[1, 3]'))
    expect(editYaml(text, { ...fields, seoTitle: '' })).toBe(text.replace('seoTitle: Short\n', ''))
    const order = ['title', 'seoTitle', 'seoDescription', 'results', 'tags', 'values']
    expect(editYaml(text, { ...fields, seoDescription: 'About it' }, { order })).toBe(
      text.replace('seoTitle: Short\n', 'seoTitle: Short\nseoDescription: About it\n'),
    )
  })

  it('writes a text switched to a list, and back, in place', () => {
    const text = 'challenges: >-\n  One long sentence that\n  wraps.\nsolutions:\n  - A\n'
    expect(editYaml(text, { challenges: ['One', 'Two'], solutions: ['A'] })).toBe(
      'challenges:\n  - One\n  - Two\nsolutions:\n  - A\n',
    )
    expect(
      editYaml('challenges:\n  - One\n  - Two\nsolutions:\n  - A\n', {
        challenges: 'One. Two.',
        solutions: ['A'],
      }),
    ).toBe('challenges: One. Two.\nsolutions:\n  - A\n')
  })

  it('refolds only what changed in a folded paragraph, one line for one line', () => {
    const lines = ['The first line stays', 'the second line is', 'edited here', 'and the last stays']
    expect(
      refold(lines, 'The first line stays the second line was edited here and the last stays', 2),
    ).toEqual(['The first line stays', 'the second line was', 'edited here', 'and the last stays'])
    expect(refold(lines, 'The first line stays and the last stays', 2)).toEqual([
      'The first line stays',
      'and the last stays',
    ])
  })

  it('keeps a changed line one line, however wide it and the lines around it are', () => {
    const wide = `a line ${'much '.repeat(22)}wider than the hundred columns data/ folds at`
    const lines = ['A short first line', wide, 'and a short last line']
    expect(refold(lines, lines.join(' ').replace('wider', 'broader'), 2)).toEqual([
      lines[0],
      wide.replace('wider', 'broader'),
      lines[2],
    ])
    // The first word of a line replaced stays on its line, not on the line before.
    expect(refold(lines, lines.join(' ').replace('and a short', 'but a short'), 2)).toEqual([
      lines[0],
      wide,
      'but a short last line',
    ])
    // Words added to a line that then runs past 100 columns fold that line alone.
    const added = refold(lines, lines.join(' ').replace('short first', `short ${'new '.repeat(30)}first`), 2)
    expect(added.slice(-2)).toEqual([wide, lines[2]])
    expect(added.length).toBeGreaterThan(3)
  })

  it('writes a new file in the style of data/: keys in the fields’ order, dates quoted, long texts folded', () => {
    const text = freshYaml(
      {
        title: 'Outbound for a freight platform',
        slug: 'outbound-for-a-freight-platform',
        publishDate: '2026-11-20',
        challenges:
          'Inbound demand had stalled at ten demos a month, and the two sales reps spent their week on lists built by hand instead of conversations.',
        results: ['41 qualified demos booked', '$640K in new pipeline'],
        values: [1, 2, 3],
        seoTitle: '',
      },
      { order: ['slug', 'title', 'publishDate', 'challenges', 'results', 'values'] },
    )
    expect(text).toBe(
      [
        'slug: outbound-for-a-freight-platform',
        'title: Outbound for a freight platform',
        "publishDate: '2026-11-20'",
        'challenges: >-',
        '  Inbound demand had stalled at ten demos a month, and the two sales reps spent their week on lists',
        '  built by hand instead of conversations.',
        'results:',
        '  - 41 qualified demos booked',
        '  - $640K in new pipeline',
        'values: [1, 2, 3]',
        '',
      ].join('\n'),
    )
    expect(parse(text)).toMatchObject({
      publishDate: '2026-11-20',
      results: ['41 qualified demos booked', '$640K in new pipeline'],
    })
  })
})

describe('an article or a legal text in the editor', () => {
  const article = files.find(({ file }) => file.startsWith('blog/'))!

  it('is its front matter’s fields and its text after the front matter, byte for byte', () => {
    const fields = fromFile(DATA_FORMATS.markdown, article.text)
    const body = fields[BODY_FIELD] as string
    expect(article.text.endsWith(body)).toBe(true)
    expect(body.endsWith('\n')).toBe(true)
  })

  it('saves the text as typed, list markers and all, and a front matter change as its own line', () => {
    const fields = fromFile(DATA_FORMATS.markdown, article.text)
    const body = `${fields[BODY_FIELD] as string}\n* One more point, *as typed*\n`
    const written = save(DATA_FORMATS.markdown, article.text, {
      ...fields,
      [BODY_FIELD]: body,
      readTime: '12 min read',
    })
    expect(written.endsWith(body)).toBe(true)
    const { removed, added } = changedLines(article.text.split('\n---\n')[0]!, written.split('\n---\n')[0]!)
    expect(removed).toEqual([expect.stringMatching(/^readTime: /)])
    expect(added).toEqual(["readTime: '12 min read'"])
  })

  it('refuses a file without front matter rather than read it as empty', () => {
    expect(() => fromFile(DATA_FORMATS.markdown, 'Just text\n')).toThrow(/front matter/)
  })
})

/** Every folded paragraph of a YAML text, with the path of its value in the file's fields. */
function foldedParagraphs(text: string): { path: Path; node: Scalar }[] {
  const found: { path: Path; node: Scalar }[] = []
  const walk = (node: Node | null, at: Path) => {
    if (isScalar(node) && node.type === Scalar.BLOCK_FOLDED) found.push({ path: at, node })
    if (isMap(node))
      for (const pair of node.items)
        walk(pair.value as Node | null, [...at, String((pair.key as Scalar).value)])
    if (isSeq(node)) node.items.forEach((item, index) => walk(item as Node, [...at, index]))
  }
  walk(parseDocument(text).contents as Node | null, [])
  return found
}

/** The line with one word changed: its middle word, which becomes another word. */
function oneWordChanged(line: string): string {
  const words = line.split(' ')
  const middle = Math.floor(words.length / 2)
  return words.map((word, index) => (index === middle ? `${word}x` : word)).join(' ')
}

describe('one word changed in a paragraph line of data/, through the editor’s writer', () => {
  it.each(files.map(({ file }) => file))('is a one-line diff for every paragraph line of data/%s', (file) => {
    const { format, text } = files.find((candidate) => candidate.file === file)!
    const fields = fromFile(format, text)
    const yamlText = format === DATA_FORMATS.markdown ? text.split('\n---\n')[0]!.slice(4) : text
    const root: Path = format === DATA_FORMATS.list ? [LIST_FIELD] : []
    let checked = 0
    for (const { path: at, node } of foldedParagraphs(yamlText)) {
      const [start, end] = node.range!
      const block = yamlText.slice(start, end).split('\n').slice(1).filter(Boolean)
      const indent = block[0]!.length - block[0]!.trimStart().length
      const lines = block.map((line) => line.slice(indent))
      lines.forEach((line, index) => {
        const edited = lines.map((other, at) => (at === index ? oneWordChanged(other) : other)).join(' ')
        const written = save(
          format,
          text,
          changedAt(fields, [...root, ...at], () => edited),
        )
        const where = `${[...root, ...at].join('.')}, line ${index + 1}`
        expect(changedLines(text, written), where).toEqual({
          removed: [' '.repeat(indent) + line],
          added: [' '.repeat(indent) + oneWordChanged(line)],
        })
        checked++
      })
    }
    // An article's or a legal text's own paragraphs are saved as typed.
    if (format === DATA_FORMATS.markdown) {
      const body = fields[BODY_FIELD] as string
      body.split('\n').forEach((line, index, all) => {
        if (!/\w+ \w+/.test(line)) return
        const edited = all.map((other, at) => (at === index ? oneWordChanged(other) : other)).join('\n')
        const written = save(format, text, { ...fields, [BODY_FIELD]: edited })
        expect(changedLines(text, written), `body, line ${index + 1}`).toEqual({
          removed: [line],
          added: [oneWordChanged(line)],
        })
        checked++
      })
    }
    if (/(^|\n) *[\w-]+: >-?\n/.test(yamlText) || format === DATA_FORMATS.markdown)
      expect(checked).toBeGreaterThan(0)
  })
})
