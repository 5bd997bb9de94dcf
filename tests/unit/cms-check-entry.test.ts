import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { DATA_FORMATS, SOURCE_KEY } from '@/admin/formats'
import { entryFileText, entryProblems, isDataFile, checkRequest } from '../../scripts/cms/checkEntry'

const root = path.resolve(import.meta.dirname, '../..')
const repo = mkdtempSync(path.join(tmpdir(), 'cms-check-'))
for (const folder of ['data', 'public'])
  cpSync(path.join(root, folder), path.join(repo, folder), { recursive: true })
afterAll(() => rmSync(repo, { recursive: true, force: true }))

const studyFile = 'data/case-studies/01-payments-api-demos.yaml'
const studyText = () => readFileSync(path.join(repo, studyFile), 'utf8')
const study = () => parse(studyText()) as Record<string, unknown>
const entry = (data: Record<string, unknown>) => ({
  collection: 'case-studies',
  path: studyFile,
  data,
  format: DATA_FORMATS.yaml,
})

describe('the check the editor runs before it saves', () => {
  it('takes an entry build:data takes, and writes nothing to data/', () => {
    const before = readdirSync(path.join(repo, 'data', 'case-studies'))
    expect(entryProblems(repo, entry(study()))).toEqual([])
    expect(readdirSync(path.join(repo, 'data', 'case-studies'))).toEqual(before)
  })

  it('refuses an unknown category, with build:data’s field and words', () => {
    const problems = entryProblems(repo, entry({ ...study(), category: 'Cold Calling' }))
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'case-studies/01-payments-api-demos.yaml',
        field: 'category',
        message: expect.stringMatching(/^unknown category 'Cold Calling'; data\/categories\.yaml lists: /),
      }),
    ])
  })

  it('counts only the problems the entry brings, not those data/ has already', () => {
    const broken = 'data/case-studies/02-workflow-saas-organic-signups.yaml'
    const text = readFileSync(path.join(repo, broken), 'utf8')
    expect(text).toMatch(/^category: /m)
    writeFileSync(path.join(repo, broken), text.replace(/^category: .*$/m, 'category: Cold Calling'))
    try {
      expect(entryProblems(repo, entry(study()))).toEqual([])
    } finally {
      writeFileSync(path.join(repo, broken), text)
    }
  })

  it('writes the file as the editor does: the changed value into the file it was read from', () => {
    const text = studyText()
    const written = entryFileText({
      format: DATA_FORMATS.yaml,
      data: { ...study(), industry: 'Payments', [SOURCE_KEY]: text },
    })
    expect(written).toBe(text.replace('industry: Fintech\n', 'industry: Payments\n'))
  })

  it('only ever writes a file of data/, even to its copy', () => {
    expect(isDataFile('data/case-studies/x.yaml')).toBe(true)
    for (const file of ['data/../package.json', '../data/x.yaml', 'public/x.yaml', 'data/a/b/c.yaml']) {
      expect(isDataFile(file), file).toBe(false)
    }
    expect(entryProblems(repo, { ...entry({}), path: 'data/../package.json' })).toEqual([
      expect.objectContaining({ message: 'is not a file of data/ the editor may write' }),
    ])
  })
})

describe('the check’s answer to the editor (scripts/cms/devPlugin.ts)', () => {
  // The config build:data wrote for this checkout, read from the copy as the dev server reads it.
  cpSync(path.join(root, 'public/admin/config.yml'), path.join(repo, 'public/admin/config.yml'))

  it('puts each problem at the field it names, in the editor’s words, without file or line', () => {
    const problems = checkRequest(repo, repo, {
      collection: 'case-studies',
      path: studyFile,
      data: {
        ...study(),
        [SOURCE_KEY]: studyText(),
        seoTitle: '',
        title: `${String(study().title)} and Its Payouts Team`,
      },
    })
    expect(problems).toEqual([
      {
        field: 'title',
        message: expect.stringMatching(
          /^Title: makes the page title '.+' \d+ characters long, more than 60: /,
        ),
      },
    ])
    expect(problems[0]!.message).not.toMatch(/data\/|\(line \d+\)/)
  })

  it('checks a new study under the name the editor gives its file', () => {
    const data = {
      ...study(),
      slug: 'outbound-booked-146-demos-for-freight',
      title: 'Outbound Booked 146 Demos for Freight',
      seoTitle: '',
      __fileName: '14-outbound-booked-146-demos-for-freight',
    }
    expect(checkRequest(repo, repo, { collection: 'case-studies', data })).toEqual([])
  })
})
