import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterLoad, LOADED_AT_GLOBAL } from '@/browser/pageLoad'

/**
 * A page whose clock, load event and islands loader are played by hand: `performance.now()` and the
 * timers run on vitest's fake clock.
 */
describe('afterLoad', () => {
  let page: EventTarget & { [LOADED_AT_GLOBAL]?: number }
  let readyState: DocumentReadyState

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
    page = Object.assign(new EventTarget(), {
      setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
      clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    })
    readyState = 'loading'
    vi.stubGlobal('window', page)
    vi.stubGlobal('document', {
      get readyState() {
        return readyState
      },
    })
  })

  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  /** The load event, as the browser fires it, with the loader's note of its time. */
  function load() {
    readyState = 'complete'
    page[LOADED_AT_GLOBAL] = performance.now()
    page.dispatchEvent(new Event('load'))
  }

  it('counts from the load event, not from when it is called', () => {
    vi.advanceTimersByTime(850)
    load()
    vi.advanceTimersByTime(600) // the island starts 600 ms after load
    const done = vi.fn()
    afterLoad(1000, done)
    vi.advanceTimersByTime(399)
    expect(done).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(done).toHaveBeenCalledOnce()
  })

  it('calls at once when that moment has passed', () => {
    load()
    vi.advanceTimersByTime(2300)
    const done = vi.fn()
    afterLoad(1000, done)
    vi.advanceTimersByTime(0)
    expect(done).toHaveBeenCalledOnce()
  })

  it('waits for a load event still to come', () => {
    const done = vi.fn()
    afterLoad(1000, done)
    vi.advanceTimersByTime(5000)
    expect(done).not.toHaveBeenCalled()
    load()
    vi.advanceTimersByTime(999)
    expect(done).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(done).toHaveBeenCalledOnce()
  })

  it('is cancelled by what it returns, before or after the load event', () => {
    const early = vi.fn()
    afterLoad(1000, early)()
    load()
    const late = vi.fn()
    afterLoad(1000, late)()
    vi.advanceTimersByTime(2000)
    expect([early, late].map((callback) => callback.mock.calls.length)).toEqual([0, 0])
  })
})
