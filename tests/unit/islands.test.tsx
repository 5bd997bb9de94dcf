import path from 'node:path'
import { useId, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { describe, expect, it } from 'vitest'
import { islandId, islandSource, nameIslands } from '@/islands/ids'
import { island, IslandHostContext, isIsland } from '@/islands/island'
import { browserIslandModules, loadIsland } from '@/islands/registry'
import { islandHost } from '@/islands/serverHost'
import { islands } from '@/islands/vitePlugin'
import { usePageContext } from '@/hooks/pageContext'
import { PageShell } from '../../renderer/PageShell'

/** Every island module of the source as the server evaluates it: with the islands plugin's naming. */
const serverModules = import.meta.glob<Record<string, unknown>>('/src/**/*.island.tsx', { eager: true })

describe('the island registry, as the bundler finds it', () => {
  it('knows in the browser every island module of the source', () => {
    expect(Object.keys(serverModules).length).toBeGreaterThan(10)
    expect(browserIslandModules()).toEqual(Object.keys(serverModules).sort())
  })

  it('finds islands in every island module, each named on the server by its module and export, and loads each back in the browser by that id', async () => {
    for (const [modulePath, module] of Object.entries(serverModules)) {
      const islands = Object.entries(module).filter(([, value]) => isIsland(value))
      expect(islands.length, modulePath).toBeGreaterThan(0)
      for (const [exportName, component] of islands) {
        const id = islandId(modulePath, exportName)
        expect((component as { islandId?: string }).islandId).toBe(id)
        expect(await loadIsland(id), id).toBe(component)
      }
    }
  })

  it('refuses an id it does not know, naming it', async () => {
    await expect(loadIsland('features/blog/ShareButton#Nothing')).rejects.toThrow(
      'Unknown island "features/blog/ShareButton#Nothing"',
    )
    await expect(loadIsland('features/none/Missing#Missing')).rejects.toThrow(/Unknown island/)
  })
})

describe("an island's id", () => {
  it('is its module under src/ without the suffix, and its export name, and reads back', () => {
    const id = islandId('/src/features/blog/ShareButton.island.tsx', 'ShareButton')
    expect(id).toBe('features/blog/ShareButton#ShareButton')
    expect(islandSource(id)).toEqual({
      modulePath: '/src/features/blog/ShareButton.island.tsx',
      exportName: 'ShareButton',
    })
  })

  it('exists only for a module named *.island.tsx under src/', () => {
    expect(() => islandId('/src/features/blog/ShareButton.tsx', 'ShareButton')).toThrow(/\*\.island\.tsx/)
  })

  it('is given to each island a module exports, under its first name, and to nothing else', () => {
    const Card = island(() => <p>card</p>)
    const helper = () => null
    nameIslands('/src/features/a/Card.island.tsx', { Card, default: Card, helper, size: 3 })
    expect(Card.islandId).toBe('features/a/Card#Card')
    expect('islandId' in helper).toBe(false)
    expect(isIsland(Card)).toBe(true)
    expect(isIsland(helper)).toBe(false)
  })
})

describe('islands on the server', () => {
  const Label = island(({ start }: { start: number }) => {
    const id = useId()
    return (
      <label id={id}>
        {start} on {usePageContext().urlPathname}
      </label>
    )
  })
  const Panel = island(() => (
    <div>
      <Label start={2} />
    </div>
  ))
  nameIslands('/src/test/Demo.island.tsx', { Label, Panel })
  const pageContext = { urlPathname: '/pricing', data: {} } as unknown as PageContext
  const wrap = (element: ReactElement) => <PageShell pageContext={pageContext}>{element}</PageShell>
  const page = renderToString(
    <IslandHostContext value={islandHost(wrap)}>
      <PageShell pageContext={pageContext}>
        <p>Static text</p>
        <Label start={1} />
        <Panel />
      </PageShell>
    </IslandHostContext>,
  )

  it('leaves the rest of the page as plain HTML', () => {
    expect(page).toMatch(/^<p>Static text<\/p><bandera-island/)
  })

  it('renders an island as its own root: its id, its props and the id prefix the browser hydrates it with', () => {
    expect(page).toContain(
      '<bandera-island data-island="test/Demo#Label" data-props="{&quot;start&quot;:1}" data-id-prefix="i0-">',
    )
    expect(page).toMatch(/<label id="[^"]*i0-[^"]*">1<!-- --> on <!-- -->\/pricing<\/label>/)
  })

  it('renders an island inside an island as part of it, under the outer prefix', () => {
    expect(page.match(/<bandera-island/g)).toHaveLength(2)
    expect(page).toContain(
      '<bandera-island data-island="test/Demo#Panel" data-props="{}" data-id-prefix="i1-"><div><label id=',
    )
    expect(page).toMatch(/<label id="[^"]*i1-[^"]*">2<!-- --> on/)
  })

  it('renders plainly where no page host is set (a component rendered on its own)', () => {
    const html = renderToString(
      <PageShell pageContext={pageContext}>
        <Panel />
      </PageShell>,
    )
    expect(html).toMatch(/^<div><label id=/)
    expect(html).not.toContain('bandera-island')
  })

  it('refuses an island that is not exported from a *.island.tsx module: the browser could not find it', () => {
    function Stray() {
      return <p>stray</p>
    }
    const StrayIsland = island(Stray)
    expect(() =>
      renderToString(
        <IslandHostContext value={islandHost(wrap)}>
          <StrayIsland />
        </IslandHostContext>,
      ),
    ).toThrow('Island(Stray): an island must be exported from a module named src/**/*.island.tsx')
  })
})

describe('the islands plugin, on the server', () => {
  const islandModule = path.join(process.cwd(), 'src/features/demo/Card.island.tsx')
  const transform = (code: string, id = islandModule, consumer = 'server') => {
    const plugin = islands()
    ;(plugin.configResolved as (config: object) => void)({ root: process.cwd(), command: 'serve' })
    const context = {
      environment: { config: { consumer } },
      error: (message: string) => {
        throw new Error(message)
      },
    }
    const hook = plugin.transform as (this: object, code: string, id: string) => { code: string } | undefined
    return hook.call(context, code, id)?.code
  }
  const source = [
    "import { island } from '@/islands/island'",
    'const Inner = island(() => null)',
    'export const Card = island(() => null)',
    'export { Inner as Panel }',
    'export type CardProps = { title: string }',
    "export { islandId } from '@/islands/ids'",
  ].join('\n')

  it("names an island module's islands by the bindings it exports them from, not by importing itself", () => {
    const code = transform(source)!
    expect(code.startsWith(source)).toBe(true)
    expect(code).toContain(
      '__nameIslands("/src/features/demo/Card.island.tsx", { "Card": Card, "Panel": Inner })',
    )
    expect(code).not.toContain('Card.island.tsx"\n')
    expect(code).not.toMatch(/import \* as/)
  })

  it('refuses an unnamed default export, naming the module', () => {
    expect(() => transform('export default island(() => null)')).toThrow(
      /^\/src\/features\/demo\/Card\.island\.tsx: an island module exports each island by a name of its own/,
    )
    expect(transform('const Card = island(() => null)\nexport default Card')).toContain('{ "default": Card }')
  })

  it('leaves other modules, and every module the browser gets, as they are', () => {
    expect(transform(source, path.join(process.cwd(), 'src/features/demo/Card.tsx'))).toBeUndefined()
    expect(transform(source, islandModule, 'client')).toBeUndefined()
  })
})
