import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { entryFileText, entryProblems, isDataFile } from '../../scripts/cms/checkEntry'

const root = path.resolve(import.meta.dirname, '../..')
const repo = mkdtempSync(path.join(tmpdir(), 'cms-check-'))
for (const folder of ['data', 'public'])
  cpSync(path.join(root, folder), path.join(repo, folder), { recursive: true })
afterAll(() => rmSync(repo, { recursive: true, force: true }))

const studyFile = 'data/case-studies/01-payments-api-demos.yaml'
const study = () => parse(readFileSync(path.join(repo, studyFile), 'utf8')) as Record<string, unknown>

describe('the check the editor runs before it saves', () => {
  it('takes an entry build:data takes, and writes nothing to data/', () => {
    const before = readdirSync(path.join(repo, 'data', 'case-studies'))
    expect(entryProblems(repo, { path: studyFile, data: study() })).toEqual([])
    expect(readdirSync(path.join(repo, 'data', 'case-studies'))).toEqual(before)
  })

  it("refuses an unknown category with build:data's line", () => {
    const problems = entryProblems(repo, { path: studyFile, data: { ...study(), category: 'Cold Calling' } })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(
      /^data\/case-studies\/01-payments-api-demos\.yaml: category: unknown category 'Cold Calling'; data\/categories\.yaml lists: .+ \(line \d+\)$/,
    )
  })

  it('counts only the problems the entry brings, not those data/ has already', () => {
    const broken = 'data/case-studies/02-workflow-saas-organic-signups.yaml'
    const text = readFileSync(path.join(repo, broken), 'utf8')
    expect(text).toMatch(/^category: /m)
    writeFileSync(path.join(repo, broken), text.replace(/^category: .*$/m, 'category: Cold Calling'))
    try {
      expect(entryProblems(repo, { path: studyFile, data: study() })).toEqual([])
    } finally {
      writeFileSync(path.join(repo, broken), text)
    }
  })

  it('writes an article as front matter and its body as markdown, like Decap', () => {
    expect(entryFileText({ path: 'data/blog/x.md', data: { title: 'T', body: '## Heading' } })).toBe(
      '---\ntitle: T\n---\n## Heading\n',
    )
    expect(entryFileText({ path: 'data/site.yaml', data: { brand: 'Bandera' } })).toBe('brand: Bandera\n')
  })

  it('only ever writes a file of data/, even to its copy', () => {
    expect(isDataFile('data/case-studies/x.yaml')).toBe(true)
    for (const file of ['data/../package.json', '../data/x.yaml', 'public/x.yaml', 'data/a/b/c.yaml']) {
      expect(isDataFile(file), file).toBe(false)
    }
    expect(entryProblems(repo, { path: 'data/../package.json', data: {} })).toEqual([
      'data/../package.json: not a file of data/ the editor may write',
    ])
  })
})
