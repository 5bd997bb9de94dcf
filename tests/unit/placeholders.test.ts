import { describe, expect, it } from 'vitest'
import { fillPlaceholders } from '@/lib/placeholders'

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
