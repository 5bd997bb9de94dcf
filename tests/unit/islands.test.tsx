import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { useId } from 'react'
import { renderToString } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { describe, expect, it } from 'vitest'
import { island, IslandHostContext } from '@/components/island'
import { usePageContext } from '@/hooks/pageContext'
import { islandHost } from '../../renderer/islandHost'
import { islands } from '../../renderer/islands'
import { PageShell } from '../../renderer/PageShell'

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    return entry.isDirectory() ? sourceFiles(file) : /\.tsx?$/.test(entry.name) ? [file] : []
  })
}

describe('the island registry', () => {
  it('loads, under each name, the island created with that name', async () => {
    for (const [name, load] of Object.entries(islands)) expect((await load()).islandName).toBe(name)
  })

  it('lists every island the source creates, so none stays dead in the browser', () => {
    const created = sourceFiles('src')
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\b(?:island|deferUntilNear)\(\s*'(\w+)'/g)])
      .map((match) => match[1])
    expect(created.length).toBeGreaterThan(10)
    expect([...new Set(created)].sort()).toEqual(Object.keys(islands).sort())
  })
})

describe('islands on the server', () => {
  const Label = island('Label', ({ start }: { start: number }) => {
    const id = useId()
    return (
      <label id={id}>
        {start} on {usePageContext().urlPathname}
      </label>
    )
  })
  const Panel = island('Panel', () => (
    <div>
      <Label start={2} />
    </div>
  ))
  const pageContext = { urlPathname: '/pricing', data: {} } as unknown as PageContext
  const page = renderToString(
    <IslandHostContext value={islandHost(pageContext)}>
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

  it('renders an island as its own root: its name, its props and the id prefix the browser hydrates it with', () => {
    expect(page).toContain(
      '<bandera-island data-island="Label" data-props="{&quot;start&quot;:1}" data-id-prefix="i0-">',
    )
    expect(page).toMatch(/<label id="[^"]*i0-[^"]*">1<!-- --> on <!-- -->\/pricing<\/label>/)
  })

  it('renders an island inside an island as part of it, under the outer prefix', () => {
    expect(page.match(/<bandera-island/g)).toHaveLength(2)
    expect(page).toContain(
      '<bandera-island data-island="Panel" data-props="{}" data-id-prefix="i1-"><div><label id=',
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
})
