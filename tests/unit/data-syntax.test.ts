/**
 * YAML syntax errors as build:data reports them: at the line where the broken part starts (not
 * where the parser gave up), in words, with what to do. One case per kind of scripts/data/yamlSyntax.ts.
 */
import { describe, expect, it } from 'vitest'
import { parseDocument } from 'yaml'
import { runPipeline } from '../../scripts/data/pipeline'
import { yamlSource } from '../../scripts/data/source'
import { describeSyntaxError } from '../../scripts/data/yamlSyntax'
import { edit, fixtureData, lineOf, realData } from './support/memoryData'

/** What build:data says about the first syntax error of a YAML text. */
function syntaxProblem(lines: readonly string[]) {
  const text = `${lines.join('\n')}\n`
  const document = parseDocument(text, { prettyErrors: false })
  const [error] = document.errors
  if (!error) throw new Error('the text has no syntax error')
  return describeSyntaxError(text, error, yamlSource('x.yaml', text, document).lineAt)
}

describe('a YAML syntax error is named where it starts, in words, with what to do', () => {
  it('an unclosed quote: at the line the quote opens, not at the end of the file', () => {
    const lines = [
      'title: A study',
      'industry: Fintech',
      "tagline: 'Growth in numbers",
      ...Array(30).fill('# more'),
    ]
    expect(syntaxProblem(lines)).toEqual({
      line: 3,
      message: "the quote opened on line 3 is never closed: close it with ' at the end of the value",
    })
    expect(syntaxProblem(['a: 1', 'b: "Two', 'c: 3'])).toEqual({
      line: 2,
      message: 'the quote opened on line 2 is never closed: close it with " at the end of the value',
    })
  })

  it('an apostrophe or a quotation mark that ends a quoted value early', () => {
    expect(syntaxProblem(['title: Hi', "subtitle: 'It's here'"])).toEqual({
      line: 2,
      message:
        "the value in quotes on line 2 ends at the ' after 'It', but more text follows it: to write an apostrophe inside a value, put the value in double quotes: \"It's here\"",
    })
    expect(syntaxProblem(['quote: "They said "yes""'])).toEqual({
      line: 1,
      message:
        "the value in quotes on line 1 ends at the \" after 'They said ', but more text follows it: to write a quotation mark inside a value, put the value in single quotes: 'They said \"yes\"'",
    })
  })

  it('a value that starts with a {{placeholder}}', () => {
    expect(syntaxProblem(['stats:', '  - value: {{figure:leadIncrease}} more leads'])).toEqual({
      line: 2,
      message:
        "a value that starts with {{ reads to YAML as a group of fields: put the whole value in quotes: '{{figure:leadIncrease}} more leads'",
    })
  })

  it('an unclosed list or group in brackets: at the line it opens', () => {
    expect(syntaxProblem(['tags: [outbound, LinkedIn', 'category: Sales'])).toEqual({
      line: 1,
      message:
        "the list opened with [ on line 1 is never closed: end it with ] on the same line (or write one item a line, each after '- ')",
    })
    expect(syntaxProblem(['a: 1', 'author: {name: Olena', 'b: 2'])).toEqual({
      line: 2,
      message:
        'the group opened with { on line 2 is never closed: end it with } (or, if the value is a text, put it in quotes)',
    })
  })

  it('a colon and a space inside a value', () => {
    expect(syntaxProblem(['title: Growth: a story # the hero'])).toEqual({
      line: 1,
      message:
        "the value of title on line 1 holds ': ' (a colon and a space), which YAML reads as the start of a field: put the whole value in quotes: 'Growth: a story'",
    })
  })

  it('a field indented further than the one before it (not "Nested mappings are not allowed in compact mappings")', () => {
    expect(syntaxProblem(['hero:', '  title: Growth', '   subtitle: More leads'])).toEqual({
      line: 2,
      message:
        "the value of title on line 2 runs on to line 3, which is indented further than title, so YAML reads 'subtitle:' there as part of it: if subtitle is a field of its own, start it in the same column as title; if line 3 continues the text, put the whole text in quotes",
    })
  })

  it('a field or a list item that lines up with no group', () => {
    expect(syntaxProblem(['hero:', '  title: Growth', ' subtitle: More leads'])).toEqual({
      line: 3,
      message:
        "line 3 is indented by 1 space, which lines up with no group above it: the fields of one group start in the same column, and so do the '- ' of one list's items; indent it like the line it belongs with",
    })
    expect(syntaxProblem(['results:', '  - 140 demos', ' - 45% less cost'])).toEqual({
      line: 3,
      message:
        "line 3 is indented by 1 space, which lines up with no group above it: the fields of one group start in the same column, and so do the '- ' of one list's items; indent it like the line it belongs with",
    })
  })

  it('a line without a colon', () => {
    expect(syntaxProblem(['title: Growth', 'subtitle', 'industry: Fintech'])).toEqual({
      line: 2,
      message:
        "line 2 ('subtitle') is not a field: write a field as name: value, with a colon and a space after the name; if the line continues the text above it, indent it further than that text's field",
    })
  })

  it('a tab in the indentation', () => {
    expect(syntaxProblem(['hero:', '\ttitle: Growth'])).toEqual({
      line: 2,
      message: 'line 2 is indented with a tab: YAML indents with spaces only; replace the tab with spaces',
    })
  })

  it('a tab at the start of a block of text, where YAML speaks of indented block scalars', () => {
    expect(syntaxProblem(['title: A', 'challenges: >-', '\tInbound had stalled.', 'industry: B'])).toEqual({
      line: 3,
      message: 'line 3 is indented with a tab: YAML indents with spaces only; replace the tab with spaces',
    })
  })

  it('a value that starts with * or &: a reference to YAML, not emphasis', () => {
    expect(syntaxProblem(['results:', '  - *87* qualified demos booked'])).toEqual({
      line: 2,
      message:
        "the value on line 2 starts with *, which YAML reads as a reference to another value (these fields have no *emphasis*): write it without the *, or put the whole value in quotes: '*87* qualified demos booked'",
    })
    expect(syntaxProblem(['industry: *Fintech* and payments']).message).toMatch(
      /^the value on line 1 starts with \*, .* '\*Fintech\* and payments'$/,
    )
  })

  it('a list item with no space after its dash, not blamed on the indentation', () => {
    expect(syntaxProblem(['solutions:', '  - Built the list', '  -Set up the domains'])).toEqual({
      line: 3,
      message:
        "line 3 starts with '-' and no space after it: a list item is '- ' and its text, '- Set up the domains'",
    })
    expect(syntaxProblem(['- name: A', '  title: B', '-name: C', '  title: D']).message).toBe(
      "line 3 starts with '-' and no space after it: a list item is '- ' and its text, '- name: C'",
    )
  })

  it('a field written twice in one group, naming both lines', () => {
    expect(syntaxProblem(['title: A', 'hero:', '  title: B', 'industry: C', 'title: D'])).toEqual({
      line: 5,
      message: 'the field title is written twice in one group, on lines 1 and 5: keep one',
    })
  })

  it('a value that starts with a character YAML reserves', () => {
    expect(syntaxProblem(['handle: @bandera_agency'])).toEqual({
      line: 1,
      message:
        "the value on line 1 starts with @, which YAML does not allow at the start of a value: put the whole value in quotes: '@bandera_agency'",
    })
  })

  it('a # right after a value, a bad backslash in double quotes, a second document', () => {
    expect(syntaxProblem(["title: 'Growth'#note"])).toEqual({
      line: 1,
      message:
        'on line 1 a # follows the value without a space: put a space before # to start a comment, or put the whole value in quotes to keep the #',
    })
    expect(syntaxProblem(['a: 1', 'path: "C:\\q"'])).toEqual({
      line: 2,
      message:
        'the value in double quotes on line 2 holds a backslash YAML cannot read: write \\\\ for a backslash, or put the value in single quotes',
    })
    expect(syntaxProblem(['a: 1', '---', 'b: 2'])).toEqual({
      line: 2,
      message: 'line 2 starts a second document (---): a data file holds one; remove the line',
    })
  })

  it("anything else with the parser's words and the line", () => {
    expect(syntaxProblem(['tags: [a: - b]'])).toEqual({
      line: 1,
      message:
        'line 1 cannot be read as YAML (Block collections are not allowed within flow collections): compare it with the lines around it (indentation, colons, quotes)',
    })
  })
})

describe('build:data names the line of a syntax error in the file', () => {
  it('an unclosed quote in data/figures.yaml at its line, not at the end of the file', () => {
    const dataSet = realData()
    edit(dataSet, 'figures.yaml', (text) => text.replace(/^( {2}value: )(\d+%\+?)$/m, "$1'$2"))
    const line = lineOf(dataSet, 'figures.yaml', /^ {2}value: '\d+%\+?$/)
    expect(line).toBeGreaterThan(0)
    expect(runPipeline(dataSet).problems).toEqual([
      {
        severity: 'error',
        file: 'figures.yaml',
        field: '(file)',
        message: `the quote opened on line ${line} is never closed: close it with ' at the end of the value`,
        line,
      },
    ])
  })

  it("an unclosed quote in an article's front matter at its line of the file", () => {
    const dataSet = fixtureData()
    edit(dataSet, 'blog/first-post.md', (text) =>
      text.replace('title: The First Post', "title: 'The First Post"),
    )
    const line = lineOf(dataSet, 'blog/first-post.md', /^title: 'The First Post$/)
    expect(runPipeline(dataSet).problems).toEqual([
      {
        severity: 'error',
        file: 'blog/first-post.md',
        field: '(file)',
        message: `the quote opened on line ${line} is never closed: close it with ' at the end of the value`,
        line,
      },
    ])
  })

  it('a field indented one space too far in data/site.yaml', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'site.yaml', (text) => text.replace(/^( {2}name: .*\n) {2}url: /m, '$1   url: '))
    const line = lineOf(dataSet, 'site.yaml', /^ {2}name: /)
    expect(runPipeline(dataSet).problems).toEqual([
      {
        severity: 'error',
        file: 'site.yaml',
        field: '(file)',
        message: `the value of name on line ${line} runs on to line ${line + 1}, which is indented further than name, so YAML reads 'url:' there as part of it: if url is a field of its own, start it in the same column as name; if line ${line + 1} continues the text, put the whole text in quotes`,
        line,
      },
    ])
  })
})
