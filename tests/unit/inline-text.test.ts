import { describe, expect, it } from 'vitest'
import { industryHint } from '@/lib/industries'
import { inlineLinks } from '@/lib/inlineLinks'

describe('inlineLinks', () => {
  it('splits a text into runs and links to pages of the site', () => {
    expect(
      inlineLinks('Read our [Privacy Policy](/privacy-policy) and [terms](/terms-of-service#changes).'),
    ).toEqual([
      { text: 'Read our ' },
      { text: 'Privacy Policy', href: '/privacy-policy' },
      { text: ' and ' },
      { text: 'terms', href: '/terms-of-service#changes' },
      { text: '.' },
    ])
  })

  it('keeps a text without links whole, and leaves links to other sites as text', () => {
    expect(inlineLinks('No links here.')).toEqual([{ text: 'No links here.' }])
    expect(inlineLinks('See [x](https://example.com).')).toEqual([{ text: 'See [x](https://example.com).' }])
  })
})

describe('industryHint', () => {
  const options = ['Finance', 'Healthcare', 'Technology', 'Other']

  it("says which option each industry we serve belongs to, in the form's order", () => {
    expect(
      industryHint(options, [
        { name: 'Software Development', formOption: 'Technology' },
        { name: 'Fintech', formOption: 'Finance' },
        { name: 'SaaS', formOption: 'Technology' },
        { name: 'Web3', formOption: 'Technology' },
      ]),
    ).toBe('Fintech: choose Finance. Software Development, SaaS and Web3: choose Technology.')
  })

  it('does not mention an industry named like its option', () => {
    expect(industryHint(options, [{ name: 'Healthcare', formOption: 'Healthcare' }])).toBe('')
  })
})
