import { afterEach, describe, expect, it, vi } from 'vitest'
import { HELD_CLICKS } from '@/islands/markers'
import { LOADED_AT_GLOBAL } from '@/browser/pageLoad'
import { ISLANDS_START_FALLBACK_MS, whenLoadedAndPainted } from '@/islands/whenLoadedAndPainted'

type Listener = () => void
type Timer = { run: () => void; at: number }

/**
 * The page's client code in a page of its own: the parser, the load event, timers and paint timing
 * are played by hand, and every start is counted.
 */
function loadPage({
  paintTiming = true,
  readyState = 'loading' as DocumentReadyState,
  parsedAgoMs = 0,
  heldClicks = 0,
} = {}) {
  let now = 10_000
  let parsedAt = readyState === 'loading' ? 0 : now - parsedAgoMs
  const timers: Timer[] = []
  const windowListeners = new Map<string, { listener: Listener; capture: boolean }>()
  const documentListeners = new Map<string, Listener>()
  const observers: { report: (names: string[]) => void; connected: boolean; options?: object }[] = []
  const painted: string[] = []

  class FakePerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource']
    private readonly record
    constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
      this.record = {
        connected: false,
        options: undefined as object | undefined,
        report: (names: string[]) => {
          if (this.record.connected)
            callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) })
        },
      }
      observers.push(this.record)
    }
    observe(options: { buffered?: boolean }) {
      this.record.connected = true
      this.record.options = options
      // A browser hands over buffered entries in a task of its own.
      if (options.buffered && painted.length) timers.push({ run: () => this.record.report(painted), at: now })
    }
    disconnect() {
      this.record.connected = false
    }
  }

  const document = {
    readyState,
    addEventListener: (type: string, listener: Listener) => documentListeners.set(type, listener),
  }
  vi.stubGlobal('document', document)
  const window: Record<string, unknown> = {
    PerformanceObserver: FakePerformanceObserver,
    [HELD_CLICKS]: Array.from({ length: heldClicks }, () => ({})),
    addEventListener: (type: string, listener: Listener, options?: { capture?: boolean }) =>
      windowListeners.set(type, { listener, capture: options?.capture ?? false }),
  }
  vi.stubGlobal('window', window)
  vi.stubGlobal('performance', {
    now: () => now,
    getEntriesByType: (type: string) => (type === 'navigation' ? [{ domInteractive: parsedAt }] : []),
  })
  vi.stubGlobal('setTimeout', (run: () => void, delay = 0) => timers.push({ run, at: now + delay }))

  let starts = 0
  whenLoadedAndPainted(() => starts++)

  return {
    starts: () => starts,
    observers,
    windowListeners,
    /** What the page noted as the load event's time. */
    loadedAt: () => window[LOADED_AT_GLOBAL],
    /** The parser reaches the end of the document. */
    parsed() {
      document.readyState = 'interactive'
      parsedAt = now
      documentListeners.get('DOMContentLoaded')?.()
    },
    fireLoad: () => windowListeners.get('load')?.listener(),
    click: () => windowListeners.get('click')?.listener(),
    /** The browser paints: the entry is buffered and reported to every observer connected. */
    paint(name: string) {
      painted.push(name)
      for (const observer of observers) observer.report([name])
    },
    /** Lets `elapsed` milliseconds pass, running the timers due, oldest first. */
    runTimers(elapsed: number) {
      now += elapsed
      const due = timers.filter((timer) => timer.at <= now)
      timers.splice(0, timers.length, ...timers.filter((timer) => !due.includes(timer)))
      for (const timer of due) timer.run()
    },
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("the page's client code starts the islands", () => {
  it('once the first contentful paint has come, when the page loads before it is painted', () => {
    const page = loadPage()
    page.parsed()
    page.fireLoad()
    page.runTimers(0)
    expect(page.starts()).toBe(0)

    page.paint('first-paint')
    page.runTimers(0)
    expect(page.starts()).toBe(0)

    page.paint('first-contentful-paint')
    expect(page.starts()).toBe(1)
    expect(page.observers[0]!.connected).toBe(false)
  })

  it('in the task after the load event when the paint came before it, read from the buffer', () => {
    const page = loadPage()
    page.parsed()
    page.paint('first-contentful-paint')
    page.fireLoad()
    expect(page.observers[0]!.options).toEqual({ type: 'paint', buffered: true })
    expect(page.starts()).toBe(0)
    page.runTimers(0)
    expect(page.starts()).toBe(1)
  })

  it('once, at the fallback time after parsing, when the load event or the paint never comes', () => {
    const page = loadPage()
    page.runTimers(5_000) // still parsing: the fallback counts from the end of parsing
    expect(page.starts()).toBe(0)
    page.parsed()
    page.runTimers(ISLANDS_START_FALLBACK_MS - 1)
    expect(page.starts()).toBe(0)
    page.runTimers(1)
    expect(page.starts()).toBe(1)

    page.fireLoad()
    page.paint('first-contentful-paint')
    page.runTimers(0)
    expect(page.starts()).toBe(1)
  })

  it('at the same fallback time when the code runs after parsing, counted from the end of parsing', () => {
    const page = loadPage({ readyState: 'interactive', parsedAgoMs: 1_000 })
    page.runTimers(ISLANDS_START_FALLBACK_MS - 1_001)
    expect(page.starts()).toBe(0)
    page.runTimers(1)
    expect(page.starts()).toBe(1)
  })

  it('at once when the visitor clicks before the page has loaded, and only once', () => {
    const page = loadPage()
    // On the window in the capture phase: before the early-clicks script's listener on the
    // document, which stops a click it holds from reaching any other.
    expect(page.windowListeners.get('click')?.capture).toBe(true)
    page.click()
    expect(page.starts()).toBe(1)

    page.click()
    page.parsed()
    page.fireLoad()
    page.paint('first-contentful-paint')
    page.runTimers(ISLANDS_START_FALLBACK_MS)
    expect(page.starts()).toBe(1)
  })

  it('at once when the early-clicks script already holds a click', () => {
    const page = loadPage({ heldClicks: 1 })
    expect(page.starts()).toBe(1)
    page.parsed()
    page.fireLoad()
    page.runTimers(ISLANDS_START_FALLBACK_MS)
    expect(page.starts()).toBe(1)
  })

  it('notes when the load event came, on the clock of performance.now(), even after a held click', () => {
    const page = loadPage({ heldClicks: 1 })
    page.parsed()
    page.runTimers(850)
    expect(page.loadedAt()).toBeUndefined()
    page.fireLoad()
    expect(page.loadedAt()).toBe(10_850)
  })

  it('in the task after the load event in a browser without paint timing', () => {
    const page = loadPage({ paintTiming: false })
    page.parsed()
    page.fireLoad()
    expect(page.starts()).toBe(0)
    page.runTimers(0)
    expect(page.observers).toEqual([])
    expect(page.starts()).toBe(1)
  })

  it('after the first paint when the page has loaded already', () => {
    const page = loadPage({ readyState: 'complete', parsedAgoMs: 100 })
    expect(page.starts()).toBe(0)
    page.paint('first-contentful-paint')
    expect(page.starts()).toBe(1)
  })
})
