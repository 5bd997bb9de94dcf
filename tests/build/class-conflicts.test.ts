/**
 * cn() joins classes without resolving Tailwind conflicts (src/lib/cn.ts), so two classes of one
 * element that set the same property leave the winner to the stylesheet's order, not to the order
 * written. tailwind-merge, which knows which utilities conflict, reads every element of every built
 * page here instead of in every visitor's browser.
 */
import { twMerge } from 'tailwind-merge'
import { describe, expect, it } from 'vitest'
import { builtPaths, htmlOf } from './support/builtSite'
import { decodeEntities } from '../support/builtHtml'

interface Element {
  /** The start tag as written, for the message. */
  tag: string
  classes: string[]
}

const START_TAG = /<([a-z][\w-]*)\b[^>]*?\sclass="([^"]*)"[^>]*>/gi

function elementsWithClasses(html: string): Element[] {
  return [...html.matchAll(START_TAG)].map((match) => ({
    tag: decodeEntities(match[0]),
    classes: decodeEntities(match[2]!).split(/\s+/).filter(Boolean),
  }))
}

/** Each class tailwind-merge would drop, with the later class of the element that overrides it. */
function conflicts(classes: string[]): [string, string][] {
  const kept = new Set(twMerge(classes.join(' ')).split(' '))
  return classes.flatMap((dropped, index) => {
    if (kept.has(dropped)) return []
    const winner = classes
      .slice(index + 1)
      .find((later) => later !== dropped && twMerge(`${dropped} ${later}`) === later)
    return winner ? [[dropped, winner] as [string, string]] : []
  })
}

describe('Tailwind classes of the built pages', () => {
  it('finds a conflicting pair where there is one, and none in a clean list', () => {
    expect(
      conflicts(['rounded-full', 'text-xs', 'font-semibold', 'bg-card', 'text-sm', 'font-medium']),
    ).toEqual([
      ['text-xs', 'text-sm'],
      ['font-semibold', 'font-medium'],
    ])
    expect(conflicts(['text-xs', 'text-muted', 'border', 'border-card-border', 'px-3', 'sm:px-4'])).toEqual(
      [],
    )
  })

  it.each(builtPaths)('%s: no element has two classes that set the same property', (urlPath) => {
    const elements = elementsWithClasses(htmlOf(urlPath))
    expect(elements.length).toBeGreaterThan(20)
    const found = elements.flatMap(({ tag, classes }) =>
      conflicts(classes).map(([dropped, winner]) => `${tag}: ${dropped} is overridden by ${winner}`),
    )
    expect(found).toEqual([])
  })
})
