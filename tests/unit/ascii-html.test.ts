import { describe, expect, it } from 'vitest'
import { asciiHtml } from '../../renderer/asciiHtml'
import { decodeEntities } from '../../scripts/site/htmlEntities'

const isAscii = (text: string) => /^[\x00-\x7f]*$/.test(text)

describe('pages written in ASCII only', () => {
  it('writes text and attribute values outside ASCII as character references', () => {
    const page = '<p title="Five ★ · rated">© 2026 Bandera\u00a0Ltd · 5 × faster 😀</p>'
    expect(asciiHtml(page)).toBe(
      '<p title="Five &#x2605; &#xb7; rated">&#xa9; 2026 Bandera&#xa0;Ltd &#xb7; 5 &#xd7; faster &#x1f600;</p>',
    )
  })

  it("writes markup that the build's reader (decodeEntities) reads back as written", () => {
    const text =
      'Founded in 2023 in Kyiv \u00b7 +380\u00a044 \u00a9 Bandera \u2605\u2605 \u{1f600} &amp; more'
    expect(decodeEntities(asciiHtml(text))).toBe(decodeEntities(text))
    expect(decodeEntities('a&nbsp;b&#xa0;c&#160;d')).toBe('a\u00a0b\u00a0c\u00a0d')
  })

  it('escapes scripts so that JSON and JavaScript read back the same values', () => {
    const data = { name: 'Café “Bandera”', rating: '★★★★★', emoji: '😀' }
    const json = `<script type="application/ld+json">${JSON.stringify(data)}</script>`
    const escapedJson = asciiHtml(json)
    expect(isAscii(escapedJson)).toBe(true)
    const jsonText = /<script[^>]*>([\s\S]*)<\/script>/.exec(escapedJson)![1]!
    expect(JSON.parse(jsonText)).toEqual(data)

    const code = 'return `×${"★"}` + /é/.test("café") + "😀"'
    const escapedCode = /<script>([\s\S]*)<\/script>/.exec(asciiHtml(`<script>${code}</script>`))![1]!
    expect(isAscii(escapedCode)).toBe(true)
    expect(new Function(escapedCode)()).toBe(new Function(code)())
  })

  it('escapes stylesheets with CSS escapes, which end at the following space', () => {
    expect(asciiHtml('<style>.star::before{content:"★"}</style>')).toBe(
      '<style>.star::before{content:"\\2605 "}</style>',
    )
  })

  it('leaves an ASCII page as it is, and escapes markup around and between raw-text elements', () => {
    const ascii =
      '<!doctype html><html lang="en"><head><style>a{color:red}</style></head><body><p>Hi</p></body></html>'
    expect(asciiHtml(ascii)).toBe(ascii)
    expect(asciiHtml('<b>é</b><script>"é"</script><i>é</i><STYLE>p{}</STYLE><u>é</u>')).toBe(
      '<b>&#xe9;</b><script>"\\u00e9"</script><i>&#xe9;</i><STYLE>p{}</STYLE><u>&#xe9;</u>',
    )
  })
})
