import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { LOADED_AT_GLOBAL } from '@/hooks/pageLoad'
import { ISLANDS_START_FALLBACK_MS, islandsLoader } from '../../scripts/build/scriptPriority'

const ENTRY = '/assets/islands.abc123.js'

type Timer = { run: () => void; delay: number }

/**
 * Runs the inline loader in a page of its own: the load event, timers and paint timing are
 * played by hand, and every script it adds to the head is recorded.
 */
function loadPage({ paintTiming = true }: { paintTiming?: boolean } = {}) {
  const added: { type: string; src: string }[] = []
  const timers: Timer[] = []
  const listeners = new Map<string, () => void>()
  const documentListeners = new Map<string, () => void>()
  const observers: { report: (names: string[]) => void; connected: boolean; options?: object }[] = []
  const painted: string[] = []
  let now = 0

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
      if (options.buffered && painted.length)
        timers.push({ run: () => this.record.report(painted), delay: 0 })
    }
    disconnect() {
      this.record.connected = false
    }
  }

  const window: Record<string, unknown> = {
    PerformanceObserver: FakePerformanceObserver,
    performance: { now: () => now },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    setTimeout: (run: () => void, delay = 0) => timers.push({ run, delay }),
    document: {
      addEventListener: (type: string, listener: () => void) => documentListeners.set(type, listener),
      createElement: () => ({ type: '', src: '' }),
      head: { appendChild: (script: { type: string; src: string }) => added.push({ ...script }) },
    },
  }
  const script = islandsLoader(ENTRY).replace(/^<script>|<\/script>$/g, '')
  runInNewContext(script, { ...window, window })

  return {
    added,
    observers,
    /** What the loader noted as the load event's time. */
    loadedAt: () => window[LOADED_AT_GLOBAL],
    /** Moves performance.now() on. */
    advance: (ms: number) => (now += ms),
    fireLoad: () => listeners.get('load')?.(),
    click: () => documentListeners.get('click')?.(),
    /** The browser paints: the entry is buffered and reported to every observer connected. */
    paint(name: string) {
      painted.push(name)
      for (const observer of observers) observer.report([name])
    },
    /** Runs the timers due after `elapsed` milliseconds, oldest first. */
    runTimers(elapsed: number) {
      const due = timers.filter((timer) => timer.delay <= elapsed)
      timers.splice(0, timers.length, ...timers.filter((timer) => !due.includes(timer)))
      for (const timer of due) timer.run()
    },
  }
}

describe('the inline loader of the islands entry', () => {
  it('waits for the first contentful paint when the page loads before it is painted', () => {
    const page = loadPage()
    page.fireLoad()
    page.runTimers(0)
    expect(page.added).toEqual([])

    page.paint('first-paint')
    page.runTimers(0)
    expect(page.added).toEqual([])

    page.paint('first-contentful-paint')
    expect(page.added).toEqual([{ type: 'module', src: ENTRY }])
    expect(page.observers[0]!.connected).toBe(false)
  })

  it('reads a paint that came before the load event from the buffer', () => {
    const page = loadPage()
    page.paint('first-contentful-paint')
    page.fireLoad()
    expect(page.observers[0]!.options).toEqual({ type: 'paint', buffered: true })
    expect(page.added).toEqual([])
    page.runTimers(0)
    expect(page.added).toEqual([{ type: 'module', src: ENTRY }])
  })

  it('starts the entry once, at the fallback time, when the load event or the paint never comes', () => {
    const page = loadPage()
    page.runTimers(ISLANDS_START_FALLBACK_MS - 1)
    expect(page.added).toEqual([])
    page.runTimers(ISLANDS_START_FALLBACK_MS)
    expect(page.added).toEqual([{ type: 'module', src: ENTRY }])

    page.fireLoad()
    page.paint('first-contentful-paint')
    page.runTimers(0)
    expect(page.added).toHaveLength(1)
  })

  it('starts at once when the visitor clicks before the page has loaded, and only once', () => {
    const page = loadPage()
    page.click()
    expect(page.added).toEqual([{ type: 'module', src: ENTRY }])

    page.click()
    page.fireLoad()
    page.paint('first-contentful-paint')
    page.runTimers(ISLANDS_START_FALLBACK_MS)
    expect(page.added).toHaveLength(1)
  })

  it('notes when the load event came, on the clock of performance.now()', () => {
    const page = loadPage()
    page.advance(850)
    expect(page.loadedAt()).toBeUndefined()
    page.fireLoad()
    expect(page.loadedAt()).toBe(850)
  })

  it('starts in the task after the load event in a browser without paint timing', () => {
    const page = loadPage({ paintTiming: false })
    page.fireLoad()
    expect(page.added).toEqual([])
    page.runTimers(0)
    expect(page.observers).toEqual([])
    expect(page.added).toEqual([{ type: 'module', src: ENTRY }])
  })
})
