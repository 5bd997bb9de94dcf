import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { DATA_FORMATS, SOURCE_KEY } from '@/admin/formats'
import { fromFile } from '@/admin/formats'
import {
  checkDeletion,
  checkRequest,
  entryFileText,
  entryProblems,
  isDataFile,
  isPublicFile,
} from '../../scripts/cms/checkEntry'

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
        label: 'Title',
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

describe('the check of an article with a new cover and of its text', () => {
  const articleFile = 'data/blog/cold-email-deliverability-2025.md'
  const articleText = () => readFileSync(path.join(repo, articleFile), 'utf8')
  /** A new article, as the editor sends it: the fields of an existing one under a new slug and cover. */
  const newArticle = (featuredImage: string, body = 'A paragraph of the new article.\n') => ({
    ...fromFile(DATA_FORMATS.markdown, articleText()),
    id: 99,
    slug: 'a-new-article',
    title: 'A New Article',
    seoTitle: '',
    publishDate: '2025-11-20',
    featuredImage,
    body,
    __fileName: 'a-new-article',
  })
  const cover = (colour: string) =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="${colour}"/></svg>`,
    ).toString('base64')

  it('takes a cover uploaded in the form, which is written with the article', () => {
    const data = newArticle('/images/blog/a-new-article.svg')
    const uploads = [{ path: 'public/images/blog/a-new-article.svg', content: cover('#123456') }]
    expect(checkRequest(repo, repo, { collection: 'blog', data, uploads })).toEqual([])
    // Without the upload, the picture is missing; the copy's upload never reached public/.
    expect(checkRequest(repo, repo, { collection: 'blog', data })).toEqual([
      expect.objectContaining({ field: 'featuredImage', message: expect.stringMatching(/no file public/) }),
    ])
  })

  it('compares an uploaded cover with the other articles’ by content', () => {
    const copied = readFileSync(path.join(repo, 'public/images/blog/cold-email-deliverability-2025.svg'))
    const data = newArticle('/images/blog/a-new-article.svg')
    const uploads = [{ path: 'public/images/blog/a-new-article.svg', content: copied.toString('base64') }]
    expect(checkRequest(repo, repo, { collection: 'blog', data, uploads })).toEqual([
      expect.objectContaining({
        field: 'featuredImage',
        message: expect.stringMatching(/is the same picture as/),
      }),
    ])
  })

  it('only ever writes an upload to public/', () => {
    expect(isPublicFile('public/images/blog/x.svg')).toBe(true)
    for (const file of ['public/../package.json', 'data/x.yaml', 'public/admin/config.yml', '/public/x.svg'])
      expect(isPublicFile(file), file).toBe(false)
  })

  it('names a problem in the text by its line of the text', () => {
    const body = 'First paragraph.\n\nSee [the guide](/blog/no-such-article) for more.\n'
    const data = { ...newArticle('/images/blog/cold-email-deliverability-2025.svg', body), slug: 'a' }
    const problems = checkRequest(repo, repo, {
      collection: 'blog',
      path: articleFile,
      data: {
        ...fromFile(DATA_FORMATS.markdown, articleText()),
        body: data.body,
        [SOURCE_KEY]: articleText(),
      },
    })
    expect(problems).toEqual([
      expect.objectContaining({
        field: 'body',
        label: 'Text',
        message: expect.stringMatching(/^Text, line 3: .*\/blog\/no-such-article/),
      }),
    ])
  })
})

describe('the check before a study or an article is deleted', () => {
  const studies = readdirSync(path.join(repo, 'data/case-studies')).map((name) => `data/case-studies/${name}`)
  const slugOf = (file: string) =>
    (parse(readFileSync(path.join(repo, file), 'utf8')) as { slug: string }).slug
  const citedBy = (file: string) =>
    readdirSync(path.join(repo, 'data'), { recursive: true, encoding: 'utf8' })
      .filter(
        (name) =>
          /\.(ya?ml|md)$/.test(name) && `data/${name}` !== file && name !== 'published-addresses.yaml',
      )
      .filter((name) => readFileSync(path.join(repo, 'data', name), 'utf8').includes(slugOf(file)))
  const uncited = studies.find((file) => citedBy(file).length === 0)!
  const cited = studies.find((file) => citedBy(file).includes('figures.yaml'))!

  it('takes a published study’s deletion with a redirect of its address, and refuses it without one', () => {
    const from = `/case-studies/${slugOf(uncited)}`
    expect(checkDeletion(repo, { path: uncited, redirect: { from, to: '/case-studies' } })).toEqual([])
    expect(checkDeletion(repo, { path: uncited })).toEqual([
      { message: expect.stringMatching(/^data\/published-addresses\.yaml: \d+: '.+' has been published/) },
    ])
    // A redirect to a page that is not one of the site's.
    expect(checkDeletion(repo, { path: uncited, redirect: { from, to: '/case-studies/gone' } })).toEqual([
      { message: expect.stringContaining("'/case-studies/gone' is not a page of this site") },
    ])
  })

  it('refuses the deletion of a study another file cites, naming the file', () => {
    const from = `/case-studies/${slugOf(cited)}`
    const problems = checkDeletion(repo, { path: cited, redirect: { from, to: '/case-studies' } })
    expect(problems.length).toBeGreaterThan(0)
    expect(problems.map((problem) => problem.message).join('\n')).toMatch(
      /^data\/figures\.yaml: \w+\.caseStudy: /m,
    )
    expect(existsSync(path.join(repo, cited))).toBe(true)
  })
})
