import { prerender } from 'react-dom/static'
import { describe, expect, it, vi } from 'vitest'
import { AWAITING_CODE_ATTRIBUTE } from '@/islands/markers'
import { deferUntilNear } from '@/islands/deferUntilNear'

/** The HTML the build writes for `element` (the same prerender the page renderer uses). */
async function prerendered(element: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY })
  return new Response(prelude).text()
}

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>
}

describe('deferUntilNear on the server (tests run as server code)', () => {
  it("prerenders the fallback, not the component, and does not fetch the component's code", async () => {
    const load = vi.fn(async () => Greeting)
    const Deferred = deferUntilNear(load, {
      prerender: 'fallback',
      fallback: <p>Loading greeting...</p>,
      className: 'h-40',
    })
    expect(await prerendered(<Deferred name="Ada" />)).toBe(
      '<div class="h-40"><p>Loading greeting...</p></div>',
    )
    expect(load).not.toHaveBeenCalled()
  })

  it('prerenders the whole server component inline (no part left for a script to reveal)', async () => {
    const load = vi.fn(async () => Greeting)
    const Deferred = deferUntilNear(load, {
      prerender: 'component',
      serverComponent: Greeting,
      fallback: <p>Loading greeting...</p>,
    })
    const html = await prerendered(<Deferred name="Ada" />)
    expect(html).toContain('<p>Hello, <!-- -->Ada</p>')
    expect(html).not.toContain('Loading greeting...')
    expect(html).not.toMatch(/<template|<script/)
    expect(load).not.toHaveBeenCalled()
  })

  it('marks a prerendered component as awaiting its code (a click on its buttons is held until it runs), a fallback not', async () => {
    const Prerendered = deferUntilNear(async () => Greeting, {
      prerender: 'component',
      serverComponent: Greeting,
      fallback: null,
    })
    const WithFallback = deferUntilNear(async () => Greeting, {
      prerender: 'fallback',
      fallback: null,
    })
    expect(await prerendered(<Prerendered name="Ada" />)).toMatch(
      new RegExp(`^<div ${AWAITING_CODE_ATTRIBUTE}="">`),
    )
    expect(await prerendered(<WithFallback name="Ada" />)).not.toContain(AWAITING_CODE_ATTRIBUTE)
  })

  it('refuses to prerender a component it was not given, rather than waiting forever', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const Deferred = deferUntilNear(async () => Greeting, {
      prerender: 'component',
      serverComponent: undefined,
      fallback: null,
    })
    await expect(prerendered(<Deferred name="Ada" />)).rejects.toThrow(/needs its serverComponent/)
  })
})
