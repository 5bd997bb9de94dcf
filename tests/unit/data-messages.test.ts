import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { closest } from '@/schemas/messages'
import { runPipeline } from '../../scripts/data/pipeline'
import { Problems } from '../../scripts/data/problems'
import { validate } from '../../scripts/data/read'
import { edit, fixtureData } from './support/memoryData'

/** The messages of validating `value` against `schema`, as build:data prints them for data/x.yaml. */
function messages(schema: z.ZodType, value: unknown): string[] {
  const problems = new Problems()
  validate(value, schema, 'x.yaml', problems)
  return problems.errors
}

describe("build:data's messages are in plain words", () => {
  const schema = z.strictObject({
    title: z.string(),
    color: z.enum(['violet', 'sky']),
    steps: z.array(z.string()).min(2),
    count: z.number().int().positive(),
    email: z.email(),
    code: z.string().regex(/^[A-Z]{3}$/),
    live: z.literal(true),
  })
  const valid = {
    title: 'A',
    color: 'sky',
    steps: ['a', 'b'],
    count: 1,
    email: 'a@b.example',
    code: 'ABC',
    live: true,
  }

  it('names a missing field "is required" and an empty one "is empty"', () => {
    const { title: _title, ...withoutTitle } = valid
    expect(messages(schema, withoutTitle)).toEqual(['data/x.yaml: title: is required'])
    expect(messages(schema, { ...valid, title: null })).toEqual([
      'data/x.yaml: title: is empty: write a text',
    ])
  })

  it('lists the allowed values of a choice and says what type a value must be', () => {
    expect(messages(schema, { ...valid, color: 'teal', count: 'many', live: false })).toEqual([
      'data/x.yaml: color: must be one of violet, sky',
      "data/x.yaml: count: must be a number, not the text 'many'",
      'data/x.yaml: live: must be true',
    ])
  })

  it('says how many items, how large a number, and which form a text needs', () => {
    expect(messages(schema, { ...valid, steps: ['a'], count: 0, email: 'nobody', code: 'abc' })).toEqual([
      'data/x.yaml: steps: must list at least 2 items',
      'data/x.yaml: count: must be more than 0',
      'data/x.yaml: email: must be an e-mail address',
      'data/x.yaml: code: is not in the required form (/^[A-Z]{3}$/)',
    ])
  })

  it('reports an unknown field at that field, with the field it probably meant', () => {
    expect(messages(schema, { ...valid, titel: 'A' })).toEqual([
      "data/x.yaml: titel: is not a field here: did you mean 'title'? (the fields here: title, color, steps, count, email, code, live)",
    ])
  })

  it('keeps a message the schema gives itself', () => {
    expect(messages(z.object({ name: z.string().min(1, 'must not be empty') }), { name: '' })).toEqual([
      'data/x.yaml: name: must not be empty',
    ])
  })

  it('never uses zod’s own words on the real data’s schemas', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'case-studies/01-agents.yaml', (text) =>
      text.replace(/^industry: .*\n/m, '').replace('category: Bandera AI Automations', 'category: [a, b]'),
    )
    edit(dataSet, 'services.yaml', (text) => text.replace(/color: \w+/, 'color: teal'))
    edit(dataSet, 'blog/first-post.md', (text) => text.replace('id: 1', "id: 'one'"))
    const { errors } = runPipeline(dataSet)
    expect(errors).toEqual(
      expect.arrayContaining([
        'data/case-studies/01-agents.yaml: industry: is required',
        'data/case-studies/01-agents.yaml: category: must be a text, not a list',
        expect.stringMatching(/^data\/services\.yaml: 0\.color: must be one of violet, sky, /),
        "data/blog/first-post.md: id: must be a number, not the text 'one'",
      ]),
    )
    for (const error of errors) expect(error).not.toMatch(/expected|received|Invalid input/i)
  })
})

describe('build:data names the mistakes a word processor or a hurried hand makes, at their field', () => {
  it('a timeframe without its unit, a first list item without the space after its dash', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'case-studies/01-agents.yaml', (text) =>
      text.replace(/^timeframe: .*$/m, 'timeframe: 4').replace(/^solutions:\n {2}- /m, 'solutions:\n  -'),
    )
    const errors = runPipeline(dataSet).errors.filter((error) => error.includes('01-agents'))
    expect(errors).toEqual([
      "data/case-studies/01-agents.yaml: timeframe: is the number 4: write it with its unit, '4 months' (or '4 weeks')",
      expect.stringMatching(
        /^data\/case-studies\/01-agents\.yaml: solutions: must be a list, and its first line starts with '-' and no space after it: a list item is '- ' and its text, '- /,
      ),
    ])
  })

  it('a value in curly quotes, which would show on the page', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'case-studies/01-agents.yaml', (text) =>
      text.replace(/^industry: (.*)$/m, 'industry: “$1”'),
    )
    edit(dataSet, 'blog/first-post.md', (text) =>
      text.replace('title: The First Post', 'title: ‘The First Post’'),
    )
    expect(runPipeline(dataSet).errors).toEqual([
      'data/case-studies/01-agents.yaml: industry: is written in curly quotes (“…”), which YAML keeps as part of the text, so they would show on the page: remove them, or use straight quotes \' or " if the value needs quotes',
      'data/blog/first-post.md: title: is written in curly quotes (‘…’), which YAML keeps as part of the text, so they would show on the page: remove them, or use straight quotes \' or " if the value needs quotes',
    ])
  })

  it('a link to another site without its https://', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'blog/first-post.md', (text) => `${text}\nSee [the guide](www.example.com/guide).\n`)
    expect(runPipeline(dataSet).errors).toEqual([
      "data/blog/first-post.md: content: 'www.example.com/guide' is another site's address without its https://: write it whole, https://www.example.com/guide",
    ])
  })
})

describe('closest', () => {
  it('suggests the one name within two edits, and nothing when two are as close', () => {
    expect(closest('titel', ['title', 'text'])).toBe('title')
    expect(closest('colour', ['color', 'icon'])).toBe('color')
    expect(closest('xyz', ['title'])).toBeUndefined()
    expect(closest('ab', ['ac', 'ad'])).toBeUndefined()
  })
})
