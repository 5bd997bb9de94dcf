/**
 * The README and docs/: a README a newcomer reads first (under 300 lines, opening with the map of the
 * folders, every folder the repository holds on the map and every entry of the map a real one), and
 * no relative link in it or in docs/*.md that leads to a missing file or heading.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
const readme = read('README.md')
const documents = ['README.md', ...readdirSync(path.join(root, 'docs')).map((name) => `docs/${name}`)].filter(
  (file) => file.endsWith('.md'),
)

/** The lines of a markdown text outside fenced code blocks (the fence lines themselves left out). */
function proseLines(markdown: string): string[] {
  let fenced = false
  return markdown.split('\n').filter((line) => {
    if (line.startsWith('```')) fenced = !fenced
    else return !fenced
    return false
  })
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .replace(/`/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/ /g, '-')
}

/** The anchors of a markdown file's headings; a repeated heading gets -1, -2 ... as on GitHub. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>()
  const anchors = new Set<string>()
  for (const line of proseLines(markdown)) {
    const heading = /^#{1,6} (.+)$/.exec(line)
    if (!heading) continue
    const anchor = headingAnchor(heading[1]!.trim())
    const count = seen.get(anchor) ?? 0
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`)
    seen.set(anchor, count + 1)
  }
  return anchors
}

/** The relative links of a markdown file, outside code (a code span may wrap): `[text](target)`. */
function relativeLinks(markdown: string): string[] {
  const prose = proseLines(markdown)
    .join('\n')
    .replace(/(`+)[\s\S]*?\1/g, '')
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
}

/** The map of the folders: the entries of the first code block under the README's first section. */
function folderMap(): { section: string; entries: string[] } {
  const [, section = ''] = /^## (.+)$/m.exec(readme) ?? []
  const body = readme.slice(readme.indexOf(`## ${section}`))
  const block = /```\n([\s\S]*?)```/.exec(body.slice(0, body.indexOf('\n## ', 1)))?.[1] ?? ''
  const entries: string[] = []
  let parent = ''
  for (const line of block.split('\n').filter(Boolean)) {
    const [, indent = '', name = ''] = /^( *)(\S+)/.exec(line) ?? []
    if (indent === '') parent = name
    entries.push(indent === '' ? name : `${parent}${name}`)
  }
  return { section, entries }
}

describe('README.md', () => {
  it('is under 300 lines', () => {
    expect(readme.split('\n').length).toBeLessThan(300)
  })

  it('opens with the map of the folders: the first section after the title and its one-line statement', () => {
    const { section, entries } = folderMap()
    expect(section).toBe('The folders')
    expect(readme.indexOf('## The folders')).toBeLessThan(readme.indexOf('## Set up'))
    expect(entries.length).toBeGreaterThan(20)
  })

  it('names every command of package.json in its table (the parts of `npm test` and `npm run lint` in theirs)', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> }
    const table = readme.slice(
      readme.indexOf('## Commands'),
      readme.indexOf('\n## ', readme.indexOf('## Commands') + 1),
    )
    const named = new Set([...table.matchAll(/^\| `npm (?:run )?([\w:]+)/gm)].map(([, name]) => name))
    const parts = (name: string) => /^(test|lint):/.test(name)
    expect(Object.keys(scripts).filter((name) => !parts(name) && !named.has(name))).toEqual([])
  })

  it('maps every folder the repository holds, and only paths that exist', () => {
    const { entries } = folderMap()
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0')
    const topFolders = new Set(tracked.filter((file) => file.includes('/')).map((file) => file.split('/')[0]))
    const mapped = new Set(entries.map((entry) => entry.split('/')[0]))
    expect([...topFolders].filter((folder) => !mapped.has(folder))).toEqual([])
    const missing = entries
      .filter((entry) => !entry.includes('<'))
      .filter((entry) => !existsSync(path.join(root, entry)))
    expect(missing).toEqual([])
  })
})

describe.each(documents)('%s', (file) => {
  it('links only to files and headings that exist', () => {
    const broken: string[] = []
    for (const target of relativeLinks(read(file))) {
      const [linked = '', anchor] = target.split('#')
      const destination = linked === '' ? file : path.posix.join(path.posix.dirname(file), linked)
      if (!existsSync(path.join(root, destination))) broken.push(`${target}: no file ${destination}`)
      else if (
        anchor !== undefined &&
        destination.endsWith('.md') &&
        !anchorsOf(read(destination)).has(anchor)
      )
        broken.push(`${target}: no heading #${anchor} in ${destination}`)
    }
    expect(broken).toEqual([])
  })
})

describe('the link check', () => {
  it('finds links outside code only, and anchors as GitHub writes them', () => {
    const text =
      '## The local edge (`npm run serve:edge`)\n\n[a](b.md#c) `[x](y.md)` `[y\nz](/z)` `` `[w](w.md)` ``\n\n```\n[p](q.md)\n```\n'
    expect(relativeLinks(text)).toEqual(['b.md#c'])
    expect([...anchorsOf(text)]).toEqual(['the-local-edge-npm-run-serveedge'])
    expect([...anchorsOf('# A\n\n## A\n')]).toEqual(['a', 'a-1'])
  })
})
