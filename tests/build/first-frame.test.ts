import { describe, expect, it } from 'vitest'
import { FIRST_FRAME_LINK, MAIN_ID } from '../../renderer/firstFrame'
import { builtPaths, htmlOf } from './support/builtSite'

describe("a page's first frame", () => {
  it('waits, on every page, for its <main>: one link in the <head> names it, and it is there', () => {
    const wrong = builtPaths.filter((page) => {
      const html = htmlOf(page)
      const [head = '', body = ''] = html.split('</head>')
      return head.split(FIRST_FRAME_LINK).length !== 2 || !body.includes(`<main id="${MAIN_ID}"`)
    })
    expect(builtPaths.length).toBeGreaterThan(30)
    expect(wrong).toEqual([])
  })
})
