import { describe, expect, it } from 'vitest'
import { asciiHtml } from '../../scripts/site/asciiHtml'
import { elementIds, metaContent, textOf } from '../support/builtHtml'

describe("the tests' one reader of built HTML", () => {
  it('reads the numeric references of the ASCII-only pages as the browser does', () => {
    const page = asciiHtml(
      '<h2 id="caf\u00e9-r\u00e9sum\u00e9">Tom\u2019s \u201cplan\u201d &amp; more\u00a0\u2605</h2>' +
        '<meta name="description" content="It&#x27;s 5 \u00d7 faster &amp; cheaper">',
    )
    expect(page).toMatch(/^[\x00-\x7f]*$/)
    expect(textOf(page)).toBe('Tom\u2019s \u201cplan\u201d & more\u00a0\u2605')
    expect(metaContent(page, 'description')).toBe("It's 5 \u00d7 faster & cheaper")
    expect(elementIds(page)).toEqual(['caf\u00e9-r\u00e9sum\u00e9'])
  })
})
