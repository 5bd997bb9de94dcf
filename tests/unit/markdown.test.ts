import { describe, expect, it } from 'vitest'
import { renderArticle, renderMarkdown, renderSectionedMarkdown } from '@/lib/markdown'
import { safeUrl } from '@/lib/safeUrl'

/** The href of every link in the HTML, in order. */
function hrefs(html: string): string[] {
  return [...html.matchAll(/<a href="([^"]*)"/g)].map((match) => match[1] ?? '')
}

describe('renderMarkdown', () => {
  it('renders headings h1 to h4, paragraphs, lists, bold and inline code', () => {
    const html = renderMarkdown(
      [
        '# One',
        '## Two',
        '### Three',
        '#### Four',
        'A paragraph with **bold** words and `inline code`.',
        '- first\n- second',
        '1. step one\n2. step two',
      ].join('\n\n'),
    )
    expect(html).toBe(
      [
        '<section><h1 id="one"><a class="heading-anchor" href="#one">One</a></h1></section>',
        '<section><h2 id="two"><a class="heading-anchor" href="#two">Two</a></h2></section>',
        '<section><h3 id="three"><a class="heading-anchor" href="#three">Three</a></h3></section>',
        '<section><h4 id="four"><a class="heading-anchor" href="#four">Four</a></h4>',
        '<p>A paragraph with <strong>bold</strong> words and <code>inline code</code>.</p>',
        '<ul>\n<li>first</li>\n<li>second</li>\n</ul>',
        '<ol>\n<li>step one</li>\n<li>step two</li>\n</ol></section>',
      ].join('\n'),
    )
  })

  it('escapes text that looks like markup', () => {
    expect(renderMarkdown('Costs < revenue & "margin" > 0')).toBe(
      '<p>Costs &#x3C; revenue &#x26; "margin" > 0</p>',
    )
  })

  it('drops raw HTML: script blocks, event handlers, inline tags and block elements', () => {
    const html = renderMarkdown(
      [
        '<script>alert(1)</script>',
        'Text with <b onclick="steal()">inline</b> tags <img src="x" onerror="alert(1)">',
        '<div class="x">a block</div>',
        '<iframe src="https://evil.example"></iframe>',
      ].join('\n\n'),
    )
    expect(html).toBe('<p>Text with inline tags </p>')
    expect(html).not.toMatch(/<script|onclick|onerror|<img|<div|<iframe|alert/)
  })

  it('empties javascript:, data: and vbscript: link and image addresses, whatever their case', () => {
    const html = renderMarkdown(
      [
        '[a](javascript:alert(1))',
        '[b](JaVaScRiPt:alert(1))',
        '[c](data:text/html;base64,PHNjcmlwdD4=)',
        '[d](vbscript:msgbox(1))',
        '<javascript:alert(1)>',
        '![pixel](data:image/png;base64,iVBORw0KGgo=)',
        '![script](javascript:alert(1))',
      ].join(' '),
    )
    expect(hrefs(html)).toEqual(['', '', '', '', ''])
    expect([...html.matchAll(/<img src="([^"]*)"/g)].map((match) => match[1])).toEqual(['', ''])
    expect(html).not.toMatch(/(?:href|src)="\s*(?:javascript|data|vbscript):/i)
    expect(html).toContain('<a href="">a</a>')
  })

  it('keeps http, https, irc, ircs, mailto, xmpp and relative addresses', () => {
    const kept = [
      'http://example.com/a',
      'https://example.com/b?c=1#d',
      'irc://irc.example.com/sales',
      'ircs://irc.example.com/sales',
      'mailto:hello@example.com',
      'xmpp:sales@example.com',
      '/blog/measuring-roi-ai-sales-agents',
      '../case-studies',
      'guide.html',
      '?page=2',
      '#worked-example',
    ]
    const html = renderMarkdown(kept.map((url, index) => `[link ${index}](${url})`).join(' '))
    expect(hrefs(html)).toEqual(kept)
    expect(renderMarkdown('![chart](/images/blog/sales-tools.svg)')).toBe(
      '<p><img src="/images/blog/sales-tools.svg" alt="chart"></p>',
    )
  })

  it('empties schemes outside the allow-list too', () => {
    expect(hrefs(renderMarkdown('[f](ftp://files.example.com) [t](tel:+380440000123) [s](ssh://x)'))).toEqual(
      ['', '', ''],
    )
  })
})

describe('renderMarkdown: heading anchors', () => {
  it('gives every heading a unique id from its text and wraps its text in a link to itself', () => {
    const html = renderMarkdown(
      '## Cost per meeting: the *real* number\n\n## Cost per meeting: the real number',
    )
    expect(html).toBe(
      [
        '<section><h2 id="cost-per-meeting-the-real-number"><a class="heading-anchor" href="#cost-per-meeting-the-real-number">Cost per meeting: the <em>real</em> number</a></h2></section>',
        '<section><h2 id="cost-per-meeting-the-real-number-1"><a class="heading-anchor" href="#cost-per-meeting-the-real-number-1">Cost per meeting: the real number</a></h2></section>',
      ].join('\n'),
    )
  })

  it('keeps links to headings of the same article', () => {
    expect(renderMarkdown('See [the model](#the-cost-model).')).toBe(
      '<p>See <a href="#the-cost-model">the model</a>.</p>',
    )
  })

  it('does not let raw HTML smuggle in ids, classes or anchors', () => {
    const html = renderMarkdown(
      '<h2 id="main" class="heading-anchor">Raw</h2>\n\n<a class="heading-anchor" href="javascript:alert(1)">x</a>',
    )
    expect(html).not.toMatch(/id="main"|heading-anchor|javascript/)
  })
})

describe('sections of a long text', () => {
  const text = [
    'Before any heading.',
    '## First',
    'One.',
    '### Inside',
    'Still one.',
    '## Second',
    'Two.',
  ].join('\n\n')
  /** What each top-level block holds: the text before the first heading, then one entry per section. */
  const blocks = (html: string) =>
    html
      .split(/(?=<section>)/)
      .map((part) => [...part.matchAll(/<(h2|h3|p)\b[^>]*>(?:<a[^>]*>)?([^<]*)/g)].map((m) => m[2]))

  it('puts each heading of an article and what follows it, up to the next heading, in a section of its own, so every heading link sits at the top of its section', () => {
    const html = renderMarkdown(text)
    expect(html.match(/<section>/g)).toHaveLength(3)
    expect(blocks(html)).toEqual([
      ['Before any heading.'],
      ['First', 'One.'],
      ['Inside', 'Still one.'],
      ['Second', 'Two.'],
    ])
    expect(html.match(/<section><h[1-4] id="[^"]+"><a class="heading-anchor"/g)).toHaveLength(3)
    expect(html).toMatch(/<\/section>\n<section>/)
  })

  it('does the same by h2 for a legal text, whose numbered headings keep their ids', () => {
    const { html, sections } = renderSectionedMarkdown(text)
    expect(sections.map((section) => section.title)).toEqual(['1. First', '2. Second'])
    expect(blocks(html)).toEqual([
      ['Before any heading.'],
      ['1. First', 'One.', 'Inside', 'Still one.'],
      ['2. Second', 'Two.'],
    ])
    expect(html).toContain(`<section><h2 id="${sections[0]!.id}">`)
  })
})

describe('renderMarkdown: tables', () => {
  const table = [
    '## Line items',
    '',
    '| Layer | Cost |',
    '| :-- | --: |',
    '| Data | $300 |',
    '| [CRM](https://crm.example.com) | $100 |',
  ].join('\n')

  it('renders a GFM table with header cells in a named, focusable region that scrolls sideways', () => {
    const html = renderMarkdown(table)
    expect(html).toContain(
      '<div class="table-scroll" role="region" tabindex="0" aria-labelledby="line-items"><table>',
    )
    expect(html).toContain(
      '<thead>\n<tr>\n<th class="align-left">Layer</th>\n<th class="align-right">Cost</th>',
    )
    expect(html).toContain('<td class="align-right">$300</td>')
    expect(html).toContain('<td class="align-left"><a href="https://crm.example.com">CRM</a></td>')
    expect(html).not.toContain('align=')
  })

  it('names a table without a heading above it by its column headers', () => {
    expect(renderMarkdown('| Task | Owner |\n| --- | --- |\n| Research | Agent |')).toContain(
      '<div class="table-scroll" role="region" tabindex="0" aria-label="Table: Task, Owner"><table>',
    )
  })

  it('empties unsafe addresses and drops raw HTML inside cells', () => {
    const html = renderMarkdown(
      '| A | B |\n| - | - |\n| [x](javascript:alert(1)) | <img src=x onerror=alert(1)> |',
    )
    expect(html).toContain('<td><a href="">x</a></td>')
    expect(html).not.toMatch(/onerror|<img|javascript/)
  })

  it('drops a table written as raw HTML', () => {
    expect(renderMarkdown('<table><tr><td onclick="x()">cell</td></tr></table>')).toBe('')
  })
})

describe('safeUrl', () => {
  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
  ])('empties %j', (url) => {
    expect(safeUrl(url)).toBe('')
  })

  it.each([
    'http://example.com',
    'HTTPS://example.com',
    'irc://irc.example.com',
    'ircs://irc.example.com',
    'mailto:a@example.com',
    'xmpp:a@example.com',
    '/relative/path',
    'relative/path:with-colon-after-slash',
    '?q=javascript:alert(1)',
    '#section:2',
    '',
  ])('keeps %j', (url) => {
    expect(safeUrl(url)).toBe(url)
  })
})

describe('renderArticle: the outline of a long read', () => {
  /** A paragraph of `count` words. */
  const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ')

  it('lists the main headings (h2) by id and text, not the subheadings', () => {
    const { contents } = renderArticle(
      ['Intro.', '## Why **it** matters', words(5), '### A detail', words(5), '## The `fix`', words(5)].join(
        '\n\n',
      ),
      { longRead: true },
    )
    expect(contents).toEqual([
      { id: 'why-it-matters', title: 'Why it matters' },
      { id: 'the-fix', title: 'The fix' },
    ])
  })

  it('puts the call between the two main sections where the words before it come nearest half', () => {
    // 2 + 100 + 100 + 300 words: half is 251, before "C" stand 202 (before "B" 102).
    const markdown = ['Two words.', '## A', words(100), '## B', words(100), '## C', words(300)].join('\n\n')
    const { html, midCallAt } = renderArticle(markdown, { longRead: true })
    expect(midCallAt).not.toBeNull()
    const [before, after] = [html.slice(0, midCallAt!), html.slice(midCallAt!)]
    expect(before.trimEnd()).toMatch(/<\/section>$/)
    expect(after.trimStart()).toMatch(/^<section><h2 id="c">/)
    expect(before).toContain('<h2 id="b">')
    expect(html).toBe(renderMarkdown(markdown))
  })

  it('never splits a main section from its subsections', () => {
    const { html, midCallAt } = renderArticle(
      ['## A', words(10), '### A.1', words(500), '### A.2', words(500), '## B', words(10)].join('\n\n'),
      { longRead: true },
    )
    expect(html.slice(midCallAt!).trimStart()).toMatch(/^<section><h2 id="b">/)
  })

  it('has no place for the call without text before its first main section and a second one', () => {
    expect(renderArticle(['## Only', words(1200)].join('\n\n'), { longRead: true }).midCallAt).toBeNull()
  })

  it('gives a short article neither contents nor a mid-article call', () => {
    expect(renderArticle(['## A', words(10), '## B', words(10)].join('\n\n'), { longRead: false })).toEqual({
      html: renderMarkdown(['## A', words(10), '## B', words(10)].join('\n\n')),
      contents: [],
      midCallAt: null,
    })
  })
})
