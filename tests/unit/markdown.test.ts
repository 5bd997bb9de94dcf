import { describe, expect, it } from 'vitest'
import { renderMarkdown } from '@/lib/markdown'
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
        '<h1>One</h1>',
        '<h2>Two</h2>',
        '<h3>Three</h3>',
        '<h4>Four</h4>',
        '<p>A paragraph with <strong>bold</strong> words and <code>inline code</code>.</p>',
        '<ul>\n<li>first</li>\n<li>second</li>\n</ul>',
        '<ol>\n<li>step one</li>\n<li>step two</li>\n</ol>',
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
