import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FilterChips } from '@/components/ui/filter-chips'
import { Slider } from '@/components/ui/slider'

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
