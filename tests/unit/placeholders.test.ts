import { describe, expect, it } from 'vitest'
import { fillPlaceholders, fillPlaceholdersDeep } from '@/lib/placeholders'

describe('fillPlaceholders', () => {
  it('replaces known names, allowing spaces inside the braces', () => {
    expect(fillPlaceholders('Hi {{brand}}, {{ email }}!', { brand: 'B', email: 'e@x' })).toEqual({
      text: 'Hi B, e@x!',
      unknown: [],
    })
  })
  it('leaves unknown names in place and reports them', () => {
    expect(fillPlaceholders('{{a}} {{b}}', { a: '1' })).toEqual({ text: '1 {{b}}', unknown: ['b'] })
  })
})

const values = { 'figure:leadIncrease': '500%', brand: 'B' }

describe('figure placeholders', () => {
  it('take a namespaced name and never a name from the object prototype', () => {
    expect(fillPlaceholders('{{figure:leadIncrease}} more leads at {{brand}}', values).text).toBe(
      '500% more leads at B',
    )
    expect(fillPlaceholders('{{constructor}} {{figure:toString}}', values).unknown).toEqual([
      'constructor',
      'figure:toString',
    ])
  })
})

describe('fillPlaceholdersDeep', () => {
  it('fills every string of a parsed file and names the field of each unknown one', () => {
    const parsed = {
      title: 'Up {{figure:leadIncrease}}',
      results: ['{{figure:leadIncrease}} more leads', '{{figure:nope}} less work'],
      nested: { count: 3, flag: true, list: [{ value: '{{other}}' }] },
    }
    expect(fillPlaceholdersDeep(parsed, values)).toEqual({
      value: {
        title: 'Up 500%',
        results: ['500% more leads', '{{figure:nope}} less work'],
        nested: { count: 3, flag: true, list: [{ value: '{{other}}' }] },
      },
      unknown: [
        { path: ['results', 1], name: 'figure:nope' },
        { path: ['nested', 'list', 0, 'value'], name: 'other' },
      ],
    })
  })

  it('leaves the keys as written', () => {
    expect(fillPlaceholdersDeep({ '{{brand}}': 'x' }, values).value).toEqual({ '{{brand}}': 'x' })
  })
})
