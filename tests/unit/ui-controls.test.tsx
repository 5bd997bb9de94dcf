import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FilterChips } from '@/components/ui/filter-chips'
import { Slider } from '@/components/ui/slider'
import { Tabs } from '@/components/ui/tabs'

/** The elements of some markup matching `pattern`, in order. */
const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)]

describe('FilterChips', () => {
  const render = (selected: string | null) =>
    renderToStaticMarkup(
      <FilterChips
        label="Filter things by kind"
        allLabel="All things"
        options={['Red', 'Blue']}
        selected={selected}
        onSelect={() => {}}
      />,
    )

  it('is a named group of buttons: the "all" chip first, then one per option', () => {
    const html = render(null)
    expect(html).toMatch(/^<div role="group" aria-label="Filter things by kind"/)
    const buttons = all(html, /<button type="button" aria-pressed="(true|false)"[^>]*>([^<]*)<\/button>/g)
    expect(buttons.map((match) => match[2])).toEqual(['All things', 'Red', 'Blue'])
  })

  it.each([
    [null, 'All things'],
    ['Blue', 'Blue'],
  ])('presses only the selected chip (%s)', (selected, pressedText) => {
    const pressed = all(render(selected), /aria-pressed="true"[^>]*>([^<]*)</g).map((match) => match[1])
    expect(pressed).toEqual([pressedText])
  })
})

describe('Slider', () => {
  const html = renderToStaticMarkup(
    <Slider
      label="Deal size"
      valueText="$12,000"
      hint="Average first-year contract value"
      min={1000}
      max={100000}
      step={1000}
      value={12000}
      onChange={() => {}}
    />,
  )

  it('labels its range input and announces the value as text', () => {
    const id = /<input id="([^"]+)" type="range"/.exec(html)?.[1]
    expect(id).toBeDefined()
    expect(html).toContain(`<label for="${id}"`)
    expect(html).toContain(`<output for="${id}"`)
    const input = /<input [^>]*>/.exec(html)?.[0] ?? ''
    for (const attribute of ['min="1000"', 'max="100000"', 'step="1000"', 'value="12000"'])
      expect(input).toContain(attribute)
    expect(input).toContain('aria-valuetext="$12,000"')
  })

  it('describes the input with its hint', () => {
    const describedBy = /aria-describedby="([^"]+)"/.exec(html)?.[1]
    expect(html).toContain(`<p id="${describedBy}"`)
    expect(html).toContain('Average first-year contract value</p>')
  })
})

describe('Tabs', () => {
  const render = (keepInLayout = false) =>
    renderToStaticMarkup(
      <Tabs.Root defaultValue="b">
        <Tabs.List aria-label="Plans">
          <Tabs.Trigger value="a">Alpha</Tabs.Trigger>
          <Tabs.Trigger value="b">Beta</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="a" keepInLayout={keepInLayout}>
          First panel
        </Tabs.Content>
        <Tabs.Content value="b" keepInLayout={keepInLayout}>
          Second panel
        </Tabs.Content>
      </Tabs.Root>,
    )
  const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1]
  const tags = (html: string, role: string) => all(html, new RegExp(`<[a-z]+ [^>]*role="${role}"[^>]*>`, 'g'))

  it('is a named tablist whose only tab stop is the selected tab', () => {
    const html = render()
    expect(html).toMatch(/<div role="tablist" aria-orientation="horizontal" aria-label="Plans">/)
    const tabs = tags(html, 'tab').map((match) => match[0])
    expect(tabs.map((tab) => attribute(tab, 'aria-selected'))).toEqual(['false', 'true'])
    expect(tabs.map((tab) => attribute(tab, 'tabindex'))).toEqual(['-1', '0'])
    expect(tabs.map((tab) => attribute(tab, 'data-state'))).toEqual(['inactive', 'active'])
    expect(tabs.every((tab) => attribute(tab, 'type') === 'button')).toBe(true)
  })

  it('names each panel by its tab, and each tab controls its panel', () => {
    const html = render()
    const tabs = tags(html, 'tab').map((match) => match[0])
    const panels = tags(html, 'tabpanel').map((match) => match[0])
    expect(panels).toHaveLength(2)
    for (const [index, tab] of tabs.entries()) {
      const panel = panels[index]!
      expect(attribute(tab, 'aria-controls')).toBe(attribute(panel, 'id'))
      expect(attribute(panel, 'aria-labelledby')).toBe(attribute(tab, 'id'))
      expect(attribute(panel, 'tabindex')).toBe('0')
    }
    expect(new Set([...tabs, ...panels].map((tag) => attribute(tag, 'id'))).size).toBe(4)
  })

  it('keeps every panel in the HTML, the inactive one hidden unless it keeps its place in the layout', () => {
    const hiddenOf = (html: string) => tags(html, 'tabpanel').map((match) => / hidden=""/.test(match[0]))
    expect(render()).toContain('First panel')
    expect(hiddenOf(render())).toEqual([true, false])
    expect(hiddenOf(render(true))).toEqual([false, false])
    expect(tags(render(true), 'tabpanel').map((match) => attribute(match[0], 'data-state'))).toEqual([
      'inactive',
      'active',
    ])
  })
})
