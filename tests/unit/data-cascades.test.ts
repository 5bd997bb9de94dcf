import { describe, expect, it } from 'vitest'
import { runPipeline } from '../../scripts/data/pipeline'
import { edit, fixtureData, lineOf, realData } from './support/memoryData'

describe('build:data reports every problem in one pass', () => {
  it('applies the title-length rule while other files have schema errors', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'blog/second-post.md', (text) =>
      text.replace("publishDate: '2025-06-01'", 'publishDate: soon'),
    )
    edit(dataSet, 'services.yaml', (text) => text.replace(/^(\s+)color: \w+/m, '$1color: teal'))
    edit(dataSet, 'case-studies/02-seo.yaml', (text) =>
      text.replace(
        'title: Organic Growth for a Coding School',
        'title: Organic Growth for a Coding School That Wanted Far More Students From Search',
      ),
    )
    const { errors } = runPipeline(dataSet)
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^data\/blog\/second-post\.md: publishDate: /),
        expect.stringMatching(/^data\/services\.yaml: \d+\.color: must be one of /),
        expect.stringMatching(
          /^data\/case-studies\/02-seo\.yaml: title: makes the page title '.*' \d+ characters long, more than 60/,
        ),
      ]),
    )
  })

  it('does not report a consequence of a broken file as a problem of another', () => {
    const dataSet = fixtureData()
    // An invalid case study: links to it and success stories citing it are not judged meanwhile.
    edit(dataSet, 'case-studies/01-agents.yaml', (text) => text.replace(/^industry: .*\n/m, ''))
    edit(
      dataSet,
      'blog/first-post.md',
      (text) =>
        `${text}\nSee [the payments story](/case-studies/how-bandera-ai-agents-booked-140-demos-a-payments-story).\n`,
    )
    expect(runPipeline(dataSet).errors).toEqual(['data/case-studies/01-agents.yaml: industry: is required'])
  })

  it('leaves the case studies and what cites them unjudged while site.yaml is invalid', () => {
    const dataSet = realData()
    edit(dataSet, 'site.yaml', (text) => text.replace(/^email: .*$/m, 'email: nobody'))
    expect(runPipeline(dataSet).errors).toEqual(['data/site.yaml: email: must be an e-mail address'])
  })
})

describe('a broken data/figures.yaml', () => {
  it('with a syntax error is the only problem reported, however many files cite its figures', () => {
    const dataSet = realData()
    edit(dataSet, 'figures.yaml', (text) => text.replace(/^(\w+):\n {2}value: .*$/m, '$1:\n  value: [broken'))
    const line = lineOf(dataSet, 'figures.yaml', /^ {2}value: \[broken$/)
    const { errors } = runPipeline(dataSet)
    expect(errors).toEqual([
      `data/figures.yaml: (file): the list opened with [ on line ${line} is never closed: end it with ] on the same line (or write one item a line, each after '- ')`,
    ])
  })

  it('with one invalid figure is reported there, and not as a wrong length or form where it is cited', () => {
    const dataSet = realData()
    edit(dataSet, 'figures.yaml', (text) =>
      text.replace(/^(leadIncrease:\n {2}value: ).*$/m, '$1five hundred percent'),
    )
    expect(runPipeline(dataSet).errors).toEqual([
      'data/figures.yaml: leadIncrease.value: must contain a number',
    ])
  })

  it('still leaves every other file judged', () => {
    const dataSet = fixtureData()
    dataSet.data.set('figures.yaml', 'leadIncrease: [broken\n')
    edit(dataSet, 'site.yaml', (text) => text.replace('email: hello@bandera.example', 'email: nobody'))
    const { errors } = runPipeline(dataSet)
    expect(errors).toEqual([
      "data/figures.yaml: (file): the list opened with [ on line 1 is never closed: end it with ] on the same line (or write one item a line, each after '- ')",
      'data/site.yaml: email: must be an e-mail address',
    ])
  })
})
