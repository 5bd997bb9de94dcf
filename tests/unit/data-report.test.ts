import { describe, expect, it } from 'vitest'
import { parseDocument } from 'yaml'
import { runPipeline } from '../../scripts/data/pipeline'
import { Problems, type Problem } from '../../scripts/data/problems'
import { annotation, problemLines, underGitHubActions } from '../../scripts/data/report'
import { yamlSource } from '../../scripts/data/source'
import { edit, fixtureData } from './support/memoryData'

const yaml = [
  'title: A study', // 1
  'results:', // 2
  '  - 140 demos booked', // 3
  '  - label: nested', // 4
  '    value: 5', // 5
  'hero:', // 6
  '  subtitle: >-', // 7
  '    Two', // 8
  '    lines', // 9
].join('\n')

describe('problems carry the line of their field', () => {
  const source = yamlSource('case-studies/x.yaml', yaml, parseDocument(yaml))

  it('finds a map key, a list item, a nested field, and the parent of a field that is missing', () => {
    expect(source.lineOf('title')).toBe(1)
    expect(source.lineOf('results.0')).toBe(3)
    expect(source.lineOf('results.1.value')).toBe(5)
    expect(source.lineOf('hero.title')).toBe(6)
    expect(source.lineOf('(file)')).toBeUndefined()
  })

  it('counts the lines before a front matter and places a markdown body on its own lines', () => {
    const problems = new Problems()
    problems.source({
      ...yamlSource('blog/a.md', yaml, parseDocument(yaml), 1),
      body: { text: 'Intro\n\nText', start: 12 },
    })
    problems.error('blog/a.md', 'results.0', 'x')
    problems.error('blog/a.md', 'content', 'in the body')
    problems.error('blog/a.md', 'content', 'on its third line', { bodyLine: 3 })
    expect(problems.all.map((problem) => problem.line)).toEqual([4, 12, 14])
  })

  it('keeps one of two identical problems', () => {
    const problems = new Problems()
    problems.error('a.yaml', 'x', 'is wrong', { line: 3 })
    problems.error('a.yaml', 'x', 'is wrong', { line: 3 })
    problems.error('a.yaml', 'x', 'is wrong', { line: 4 })
    expect(problems.errors).toHaveLength(2)
  })

  it('come out of a real run at the line of the broken field', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'site.yaml', (text) =>
      text.replace('email: hello@bandera.example', 'email: not-an-address'),
    )
    edit(dataSet, 'blog/second-post.md', (text) =>
      text.replace("publishDate: '2025-06-01'", "publishDate: '2025-02-30'"),
    )
    const { problems } = runPipeline(dataSet)
    const lineOf = (file: string, pattern: RegExp) =>
      dataSet
        .readData(file)!
        .split('\n')
        .findIndex((line) => pattern.test(line)) + 1
    expect(problems.find((problem) => problem.field === 'email')).toMatchObject({
      file: 'site.yaml',
      line: lineOf('site.yaml', /^email: not-an-address/),
    })
    expect(problems.find((problem) => problem.field === 'publishDate')).toMatchObject({
      file: 'blog/second-post.md',
      line: lineOf('blog/second-post.md', /^publishDate: /),
    })
  })

  it('point a YAML syntax error at its line', () => {
    const dataSet = fixtureData()
    dataSet.data.set('categories.yaml', 'caseStudies:\n  - A\nblog: a: b\n')
    const { problems } = runPipeline(dataSet)
    expect(problems).toEqual([expect.objectContaining({ file: 'categories.yaml', field: '(file)', line: 3 })])
  })
})

describe('the report of build:data', () => {
  const problem: Problem = {
    severity: 'error',
    file: 'case-studies/01-agents.yaml',
    field: 'results.0',
    message: "must say 50%, 'up to' or '+', not both: 100%, fine",
    line: 12,
  }

  it('writes "data/<file>: <field>: <message> (line N)" for people', () => {
    expect(
      problemLines([problem, { ...problem, severity: 'warning', line: undefined }], { githubActions: false }),
    ).toEqual([
      "data/case-studies/01-agents.yaml: results.0: must say 50%, 'up to' or '+', not both: 100%, fine (line 12)",
      "warning: data/case-studies/01-agents.yaml: results.0: must say 50%, 'up to' or '+', not both: 100%, fine",
    ])
  })

  it('writes a GitHub annotation on the file and line under GitHub Actions, escaped as GitHub reads it', () => {
    expect(annotation(problem)).toBe(
      "::error file=data/case-studies/01-agents.yaml,line=12,title=build%3Adata%3A results.0::results.0: must say 50%25, 'up to' or '+', not both: 100%25, fine",
    )
    expect(annotation({ ...problem, severity: 'warning', line: undefined, message: 'two\nlines' })).toBe(
      '::warning file=data/case-studies/01-agents.yaml,title=build%3Adata%3A results.0::results.0: two%0Alines',
    )
    expect(underGitHubActions({ GITHUB_ACTIONS: 'true' })).toBe(true)
    expect(underGitHubActions({})).toBe(false)
  })
})
