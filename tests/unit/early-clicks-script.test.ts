import { beforeAll, describe, expect, it } from 'vitest'
import {
  AWAITING_CODE,
  HELD_CLICKS,
  HOLDING_CLICKS_ATTRIBUTE,
  ISLAND_TAG,
  type HeldClick,
} from '@/islands/markers'
import { VISITOR_SCROLL_EVENTS, VISITOR_SCROLLED } from '@/browser/visitorScroll'
import { compileInlineScript } from '../../scripts/site/inlineScriptPlugin'

/** An element that answers closest() for the selectors it was given, and keeps its attributes. */
class FakeElement {
  readonly attributes = new Set<string>()
  disabled = false
  constructor(private readonly ancestors: Record<string, FakeElement> = {}) {}
  closest(selector: string) {
    return selector === 'button' ? this : (this.ancestors[selector] ?? null)
  }
  hasAttribute(name: string) {
    return this.attributes.has(name)
  }
  setAttribute(name: string) {
    this.attributes.add(name)
  }
}

let code: string
beforeAll(async () => {
  ;({ code } = await compileInlineScript('src/islands/inline/holdEarlyClicks.ts'))
})

/** Runs the inline script in a page of its own and returns what it does with one click. */
function click(button: FakeElement) {
  const window: { [HELD_CLICKS]?: HeldClick[] } = {}
  let listener: ((event: object) => void) | undefined
  let capture = false
  const document = {
    addEventListener: (type: string, added: (event: object) => void, useCapture: boolean) => {
      if (type === 'click') [listener, capture] = [added, useCapture]
    },
  }
  new Function('window', 'document', 'Element', code)(window, document, FakeElement)
  const event = {
    target: button,
    clientX: 12,
    clientY: 34,
    prevented: false,
    stopped: false,
    preventDefault() {
      this.prevented = true
    },
    stopImmediatePropagation() {
      this.stopped = true
    },
  }
  listener!(event)
  return { held: window[HELD_CLICKS]!, capture, stopped: event.prevented && event.stopped }
}

describe('the inline script that holds early clicks', () => {
  it('holds a click on a button of an island not yet started, and marks the island', () => {
    const island = new FakeElement()
    const button = new FakeElement({ [AWAITING_CODE]: island, [ISLAND_TAG]: island })
    const result = click(button)
    expect(result.capture).toBe(true)
    expect(result.stopped).toBe(true)
    expect(result.held).toEqual([{ target: button, clientX: 12, clientY: 34 }])
    expect(island.hasAttribute(HOLDING_CLICKS_ATTRIBUTE)).toBe(true)
  })

  it('holds a click in a deferred part awaiting its code inside a started island', () => {
    const island = new FakeElement()
    const part = new FakeElement()
    const result = click(new FakeElement({ [AWAITING_CODE]: part, [ISLAND_TAG]: island }))
    expect(result.held).toHaveLength(1)
    expect(island.hasAttribute(HOLDING_CLICKS_ATTRIBUTE)).toBe(true)
  })

  it('lets a click through where the code runs, on a disabled button or one that opens a popover', () => {
    const island = new FakeElement()
    expect(click(new FakeElement({ [ISLAND_TAG]: island })).held).toEqual([])
    const disabled = new FakeElement({ [AWAITING_CODE]: island })
    disabled.disabled = true
    expect(click(disabled).held).toEqual([])
    const popover = new FakeElement({ [AWAITING_CODE]: island })
    popover.setAttribute('popovertarget')
    const result = click(popover)
    expect(result.held).toEqual([])
    expect(result.stopped).toBe(false)
    expect(island.hasAttribute(HOLDING_CLICKS_ATTRIBUTE)).toBe(false)
  })
})

describe('the same script, for the scroll to an address’s section', () => {
  /** Runs the script in a page of its own; what its listeners see, by event type. */
  function run() {
    const window: { [VISITOR_SCROLLED]?: true; [HELD_CLICKS]?: HeldClick[] } = {}
    const listeners = new Map<string, { listener: () => void; options: AddEventListenerOptions }>()
    const document = {
      addEventListener: (type: string, listener: () => void, options: AddEventListenerOptions | boolean) => {
        if (typeof options === 'object') listeners.set(type, { listener, options })
      },
    }
    new Function('window', 'document', 'Element', code)(window, document, FakeElement)
    return { window, listeners }
  }

  it('notes the visitor’s first scroll of their own, whichever way it comes, without holding it up', () => {
    for (const type of VISITOR_SCROLL_EVENTS) {
      const { window, listeners } = run()
      expect(window[VISITOR_SCROLLED]).toBeUndefined()
      const { listener, options } = listeners.get(type)!
      expect(options).toEqual({ capture: true, passive: true })
      listener()
      expect(window[VISITOR_SCROLLED], type).toBe(true)
    }
  })
})
