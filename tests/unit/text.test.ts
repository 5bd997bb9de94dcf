import { describe, expect, it } from 'vitest'
import {
  countInWords,
  countWords,
  escapeHtml,
  listInWords,
  slugify,
  terminalSafe,
  truncate,
} from '@/lib/text'

describe('slugify', () => {
  it('lowercases, drops non-word characters and joins words with one hyphen', () => {
    expect(slugify('How Bandera AI Booked 146 Demos!')).toBe('how-bandera-ai-booked-146-demos')
  })
  it('collapses runs of spaces, underscores and hyphens', () => {
    expect(slugify('AI  SEO __ & -- Growth')).toBe('ai-seo-growth')
  })
  it('trims leading and trailing hyphens', () => {
    expect(slugify('--- 30% more: pipeline? ---')).toBe('30-more-pipeline')
  })
  it('keeps digits and underscores-turned-hyphens, removes apostrophes and dots', () => {
    expect(slugify("Studio's 4.5x_ROI")).toBe('studios-45x-roi')
  })
})

describe('truncate', () => {
  it('leaves text at the limit alone', () => {
    expect(truncate('a'.repeat(20), 20)).toBe('a'.repeat(20))
  })
  it('cuts longer text and adds an ellipsis', () => {
    expect(truncate('a'.repeat(21), 20)).toBe(`${'a'.repeat(20)}...`)
  })
})

describe('escapeHtml', () => {
  it('escapes the characters that matter in HTML text and attributes', () => {
    expect(escapeHtml(`<b>"Tom" & 'Jerry'</b>`)).toBe("&lt;b&gt;&quot;Tom&quot; &amp; 'Jerry'&lt;/b&gt;")
  })
})

describe('countWords', () => {
  it('counts words separated by any white space', () => {
    expect(countWords('one two\nthree\t four  ')).toBe(4)
  })
  it('is zero for blank text', () => {
    expect(countWords('  \n ')).toBe(0)
  })
})

describe('countInWords', () => {
  it('writes counts up to twelve as a capitalised word, larger ones as digits', () => {
    expect([1, 6, 7, 12].map(countInWords)).toEqual(['One', 'Six', 'Seven', 'Twelve'])
    expect(countInWords(13)).toBe('13')
  })
})

describe('terminalSafe', () => {
  it('shows every character a terminal would act on as an escape', () => {
    expect(terminalSafe('Acme\u001b[2J\u0007\u009bHi\u202eevil\u2028')).toBe(
      'Acme\\u001b[2J\\u0007\\u009bHi\\u202eevil\\u2028',
    )
  })
  it('escapes line breaks in a one-line row, and keeps them (not carriage returns) in a block', () => {
    expect(terminalSafe('one\ntwo\tthree\r')).toBe('one\\u000atwo\\u0009three\\u000d')
    expect(terminalSafe('one\ntwo\tthree\r', { keepLineBreaks: true })).toBe('one\ntwo\tthree\\u000d')
  })
  it('leaves ordinary text, accents and other scripts alone', () => {
    expect(terminalSafe('Olha Ševčenko — Київ, 東京')).toBe('Olha Ševčenko — Київ, 東京')
  })
})

describe('listInWords', () => {
  it('joins a list as a sentence does', () => {
    expect(listInWords([])).toBe('')
    expect(listInWords(['A'])).toBe('A')
    expect(listInWords(['A', 'B'])).toBe('A and B')
    expect(listInWords(['A', 'B', 'C'])).toBe('A, B and C')
  })
})
