import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { clientDir } from './support/builtSite'

/**
 * Selectors that make the browser restyle far more than they style. With a structural pseudo-class
 * before a universal part (`tr:last-child > *`), Chrome marks every parent as depending on its last
 * child, so each element the parser appends anywhere restyles the whole subtree of its previous
 * sibling: on the home page, the entire page once the scripts after it are parsed.
 */
const STRUCTURAL = /:(first|last|nth|only)-/
/** `*` or pseudo-classes alone; `:is(th, td)` and `:where(...)` name what they match. */
const UNIVERSAL = /^\*?(:(?!is\(|where\()[\w-]+(\([^)]*\))?)*$/
/** Escaped characters belong to a class name (`.\[\&\>\:first-child\]`), never to the selector. */
const withoutEscapes = (compound: string) => compound.replace(/\\./g, '_')

function splitOutsideParens(text: string, separators: RegExp): string[] {
  const parts: string[] = []
  let depth = 0
  let current = ''
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!
    if (char === '\\') {
      current += char + (text[++index] ?? '')
      continue
    }
    if (char === '(') depth++
    if (char === ')') depth--
    if (depth === 0 && separators.test(char)) {
      parts.push(current)
      current = ''
    } else current += char
  }
  return [...parts, current].map((part) => part.trim()).filter(Boolean)
}

function costlySelectors(css: string): string[] {
  const selectorLists = [...css.matchAll(/([^{};@]+)\{/g)].map((match) => match[1]!)
  return selectorLists
    .flatMap((list) => splitOutsideParens(list, /,/))
    .filter((selector) => {
      const compounds = splitOutsideParens(selector, /[\s>+~]/)
      const last = compounds.at(-1) ?? ''
      return (
        compounds.slice(0, -1).some((compound) => STRUCTURAL.test(withoutEscapes(compound))) &&
        UNIVERSAL.test(last)
      )
    })
}

const indexHtml = path.join(clientDir, 'index.html')

describe('costlySelectors', () => {
  it('finds a structural pseudo-class followed by a universal part, and only that', () => {
    expect(
      costlySelectors(
        '.t tbody tr:last-child>*{border:0}.a>:not(:first-child){x:1}.t tr:last-child>:is(th,td){y:1}li:first-child :hover{z:1}.\\[\\&\\>\\:first-child\\]\\:mt-0>:first-child{m:0}',
      ),
    ).toEqual(['.t tbody tr:last-child>*', 'li:first-child :hover'])
  })
})

describe('the built stylesheet', () => {
  it('has no selector that restyles whole subtrees as the page is parsed', () => {
    const css = /<style>([\s\S]*?)<\/style>/.exec(readFileSync(indexHtml, 'utf8'))?.[1] ?? ''
    expect(css.length).toBeGreaterThan(10_000)
    expect(costlySelectors(css)).toEqual([])
  })
})
