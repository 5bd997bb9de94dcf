import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { collectionFormat, entrySchema, schemaAt } from '@/admin/entrySchemas'
import { fieldIssues, fieldMessage, issuesOf, pathInWords, type RuleField } from '@/admin/fieldRules'
import { fromFile } from '@/admin/formats'
import { isEmptyValue } from '@/admin/yamlEdit'
import { countOf } from '@/admin/counters'
import { editorProblem, notSavedMessage } from '@/admin/problemMessages'
import type { CmsConfig } from '../../scripts/cms/config'
import { editorEntries } from '../e2e/support/cmsEntries'

const root = path.resolve(import.meta.dirname, '../..')
const config = parse(readFileSync(path.join(root, 'public/admin/config.yml'), 'utf8')) as CmsConfig
const fieldsOf = (collection: string, file?: string): RuleField[] => {
  const entry = config.collections.find((candidate) => candidate.name === collection)!
  return (entry.fields ?? entry.files!.find((candidate) => candidate.name === file)!.fields) as RuleField[]
}
const fieldAt = (fields: RuleField[], name: string) => fields.find((field) => field.name === name)!

const studyFields = fieldsOf('case-studies')
const studySchema = entrySchema('case-studies')!

/** What a field of a study shows under itself for `value`, as withRules.tsx computes it. */
function messagesOf(field: RuleField & { schema_path?: string }, value: unknown): string[] {
  return fieldIssues(field, schemaAt(studySchema, field.schema_path!)!, value).map((issue) =>
    fieldMessage(field, issue),
  )
}

describe('a field’s rules in the editor (src/admin/fieldRules.ts): its schema’s, in the editor’s words', () => {
  const results = fieldAt(studyFields, 'results')

  it('says at a result line without its number what the line needs', () => {
    expect(messagesOf(results.field!, 'Qualified demos booked with payments leaders')).toEqual([
      "Results: each line starts with the number it reports, e.g. '146 qualified demos booked'",
    ])
    expect(messagesOf(results.field!, '146 qualified demos booked')).toEqual([])
    expect(messagesOf(results.field!, '$1.9M in new pipeline')).toEqual([])
  })

  it('leaves an item’s problem to the item, and shows at the list what only the list can judge', () => {
    // The list holds a bad line: the line's own field says so, not the list as well.
    expect(messagesOf(results, ['146 demos booked', 'More demos'])).toEqual([])
    const industries = fieldsOf('lists', 'industries')[0]!
    const schema = schemaAt(entrySchema('lists', 'industries')!, 'items')!
    expect(
      fieldIssues(industries, schema, ['Fintech', 'Fintech']).map((issue) => fieldMessage(industries, issue)),
    ).toEqual(['Industries: must not repeat an industry'])
  })

  it('shows nothing for an empty value: the editor asks for a required one, an optional one is left out', () => {
    expect(messagesOf(fieldAt(studyFields, 'seoTitle'), '')).toEqual([])
  })

  it('checks a text-or-list field as what it is', () => {
    const challenges = fieldAt(studyFields, 'challenges')
    expect(messagesOf(challenges, 'A long-standing reliance on founder referrals')).toEqual([])
    expect(messagesOf(challenges, ['Low reply rates', ' '])).toEqual([
      'Challenges, item 2: must not be empty',
    ])
  })

  it('names a place in a field in the editor’s labels', () => {
    const timeline = fieldAt(studyFields, 'timeline')
    expect(pathInWords(timeline, ['series', 0, 'values'])).toBe('Timeline, series, item 1, values')
    expect(pathInWords(results, [2])).toBe('Results, item 3')
  })
})

describe('what the check on save finds, in the editor (src/admin/problemMessages.ts)', () => {
  const file = 'case-studies/01-payments-api-demos.yaml'

  it('is shown at the top-level field it lies in, with the place inside it in words', () => {
    expect(
      editorProblem(
        {
          file,
          field: 'timeline.series.0.values',
          message: "has 4 values; the timeframe '5 months' needs one per month: 5",
        },
        file,
        studyFields,
      ),
    ).toEqual({
      field: 'timeline',
      label: 'Timeline',
      message:
        "Timeline, series, item 1, values: has 4 values; the timeframe '5 months' needs one per month: 5",
    })
    expect(
      editorProblem({ file, field: 'results.1', message: 'is stated twice' }, file, studyFields),
    ).toEqual({
      field: 'results',
      label: 'Results',
      message: 'Results, item 2: is stated twice',
    })
  })

  it('reads a list file’s fields under its one list field, and an article’s text as its body', () => {
    const services = fieldsOf('lists', 'services')
    expect(
      editorProblem({ file: 'services.yaml', field: '0.name', message: 'x' }, 'services.yaml', services, {
        listFile: true,
      }),
    ).toEqual({
      field: 'items',
      label: 'Services',
      message: 'Services, item 1, name: x',
    })
    const article = fieldsOf('blog')
    expect(
      editorProblem(
        { file: 'blog/a.md', field: 'content', message: 'links to /nowhere, which is not a page' },
        'blog/a.md',
        article,
      ),
    ).toEqual({ field: 'body', label: 'Text', message: 'Text: links to /nowhere, which is not a page' })
    // With its line, counted from the text's first line, as the editor shows the text.
    expect(
      editorProblem(
        { file: 'blog/a.md', field: 'content', message: 'links to /nowhere', line: 24 },
        'blog/a.md',
        article,
        { bodyStart: 20 },
      ),
    ).toEqual({ field: 'body', label: 'Text', message: 'Text, line 5: links to /nowhere' })
  })

  it('names another file it would break, and the whole entry when no field is named', () => {
    expect(
      editorProblem({ file: 'solutions.yaml', field: '0.slug', message: 'x' }, file, studyFields),
    ).toEqual({
      message: 'Saving it would break data/solutions.yaml (0.slug): x',
    })
    expect(
      editorProblem({ file, field: '(file)', message: 'is not a file of data/' }, file, studyFields),
    ).toEqual({
      message: 'Is not a file of data/',
    })
  })

  it('refuses the save with a message that names the fields to change', () => {
    expect(notSavedMessage([{ field: 'title', label: 'Title', message: 'Title: x' }])).toBe(
      'Title needs a change: see what is marked in red.',
    )
    expect(
      notSavedMessage([
        { field: 'title', label: 'Title', message: 'x' },
        { field: 'title', label: 'Title', message: 'w' },
        { field: 'body', label: 'Text', message: 'y' },
        { message: 'Z' },
      ]),
    ).toBe('Title and Text need a change: see what is marked in red. Z')
  })
})

describe('every entry of data/ under the editor’s rules', () => {
  it('shows no problem on any entry as it is, at any field: as the form checks each one before a save', () => {
    const shown = editorEntries(root).flatMap((entry) => {
      const root_ = entrySchema(entry.collection, entry.slug)!
      const text = readFileSync(path.join(root, entry.file), 'utf8')
      const data = fromFile(collectionFormat(entry.collection), text)
      const collection = config.collections.find((candidate) => candidate.name === entry.collection)!
      const fields = (collection.fields ?? fieldsOf(entry.collection, entry.slug)) as (RuleField & {
        schema_path?: string
        required?: boolean
      })[]
      return fields.flatMap((field) => {
        const value = data[field.name]
        // Decap's own presence rule: a required list may not be empty.
        if (Array.isArray(value) && value.length === 0 && field.required !== false)
          return [`${entry.file} ${field.name}: is required`]
        if (!field.schema_path || isEmptyValue(value)) return []
        return issuesOf(schemaAt(root_, field.schema_path)!, value).map(
          (issue) => `${entry.file} ${[field.name, ...issue.path].join('.')}: ${issue.message}`,
        )
      })
    })
    expect(editorEntries(root).length).toBeGreaterThan(40)
    expect(shown).toEqual([])
  })

  it('judges a text with a placeholder once it is filled in, and the same text without one at once', () => {
    const rate = schemaAt(
      entrySchema('service-pages')!,
      'sections.*.type=open-rate-comparison.channels.*.rate',
    )
    expect(rate).toBeDefined()
    expect(issuesOf(rate!, '{{figure:emailOpenRate}}')).toEqual([])
    expect(issuesOf(rate!, 'about 20%')).toEqual([{ path: [], message: "must read like '15-25%'" }])
  })
})

describe('the live counters under the fields a length rule limits (src/admin/counters.ts)', () => {
  const title = 'Outbound Booked 41 Demos for a Freight and Logistics Platform'

  it('count the page title search results show, with the SEO title when there is one', () => {
    expect(countOf({ kind: 'caseStudyTitle' }, title, { title })).toEqual({
      text: `Page title in search results: '${title} - Case Study', 74 characters, 14 more than the 60 they show: add a shorter SEO title.`,
      ok: false,
    })
    expect(
      countOf({ kind: 'caseStudyTitle' }, title, { title, seoTitle: 'Outbound Booked 41 Freight Demos' }),
    ).toEqual({
      text: "Page title in search results: 'Outbound Booked 41 Freight Demos - Case Study', 45 of 60 characters.",
      ok: true,
    })
    expect(
      countOf({ kind: 'articleTitle', product: 'Bandera AI' }, 'x', {
        title: 'Lead Scoring That Sales Trusts',
      }).text,
    ).toBe(
      "Page title in search results: 'Lead Scoring That Sales Trusts - Bandera AI Blog', 48 of 60 characters.",
    )
    expect(countOf({ kind: 'brandedTitle', brand: 'Bandera' }, 'Telegram Outreach', {}).text).toBe(
      "Page title in search results: 'Telegram Outreach | Bandera', 27 of 60 characters.",
    )
  })

  it('count the description, made from the page where no SEO description is given, against 70 to 160', () => {
    expect(
      countOf({ kind: 'caseStudyDescription' }, '', { industry: 'Logistics', results: ['41 demos booked'] }),
    ).toEqual({
      text: 'Description in search results: 37 characters, outside the 70 to 160 they show whole: add an SEO description.',
      ok: false,
    })
    const excerpt =
      'A one-page brief gets a new SDR team to its first qualified meetings faster, with fewer surprises.'
    expect(countOf({ kind: 'articleDescription' }, excerpt, { excerpt })).toEqual({
      text: `Description in search results: ${excerpt.length} characters (70 to 160).`,
      ok: true,
    })
  })

  it('count the cookie banner’s sentence against the 140 characters that keep it small on a phone', () => {
    expect(countOf({ kind: 'cookieBanner' }, 'We use cookies.', {})).toEqual({
      text: '15 of 140 characters.',
      ok: true,
    })
    expect(countOf({ kind: 'cookieBanner' }, 'x'.repeat(150), {}).ok).toBe(false)
  })
})
