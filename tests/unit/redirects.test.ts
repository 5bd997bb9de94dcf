import { describe, expect, it } from 'vitest'
import { normalisePath, redirectLookup, resolveRedirects } from '@/lib/redirects'

const moved = [
  { from: '/case-studies/old-study', to: '/case-studies/new-study' },
  { from: '/blog/old-post/', to: '/blog/new-post' },
]

describe('redirectLookup', () => {
  const lookup = redirectLookup(moved)

  it('answers a moved address with where it went', () => {
    expect(lookup('/case-studies/old-study')).toBe('/case-studies/new-study')
    expect(lookup('/blog/old-post')).toBe('/blog/new-post')
  })

  it('ignores a trailing slash on either side', () => {
    expect(lookup('/case-studies/old-study/')).toBe('/case-studies/new-study')
    expect(lookup('/blog/old-post//')).toBe('/blog/new-post')
  })

  it('answers null for an address that did not move, or that moved onto itself', () => {
    expect(lookup('/case-studies/new-study')).toBeNull()
    expect(lookup('/case-studies/old-study-2')).toBeNull()
    expect(lookup('/')).toBeNull()
    expect(redirectLookup([{ from: '/a', to: '/a/' }])('/a')).toBeNull()
  })

  it('is exact about letter case, as the addresses are', () => {
    expect(lookup('/case-studies/Old-Study')).toBeNull()
  })
})

describe('normalisePath', () => {
  it('drops trailing slashes but keeps the root', () => {
    expect(normalisePath('/blog/')).toBe('/blog')
    expect(normalisePath('/')).toBe('/')
    expect(normalisePath('')).toBe('/')
  })
})

describe('resolveRedirects', () => {
  const pages = new Set(['/case-studies/c', '/case-studies/live', '/blog/x'])
  const isPage = (path: string) => pages.has(path)

  it('sends every old address straight to the page at the end of its chain', () => {
    const { redirects, problems } = resolveRedirects(
      [
        { from: '/case-studies/a', to: '/case-studies/b' },
        { from: '/case-studies/b', to: '/case-studies/c/' },
      ],
      isPage,
    )
    expect(problems).toEqual([])
    expect(redirects).toEqual([
      { from: '/case-studies/a', to: '/case-studies/c' },
      { from: '/case-studies/b', to: '/case-studies/c' },
    ])
  })

  it('refuses a redirect away from a page that exists, a doubled one, a loop and a dead end', () => {
    const { redirects, problems } = resolveRedirects(
      [
        { from: '/case-studies/live', to: '/case-studies/c' },
        { from: '/case-studies/a', to: '/case-studies/c' },
        { from: '/case-studies/a', to: '/blog/x' },
        { from: '/blog/p', to: '/blog/q' },
        { from: '/blog/q', to: '/blog/p' },
        { from: '/blog/gone', to: '/blog/nowhere' },
      ],
      isPage,
    )
    expect(problems).toEqual([
      {
        index: 0,
        field: 'from',
        message: "'/case-studies/live' is a page of this site; a redirect would hide it",
      },
      { index: 2, field: 'from', message: "'/case-studies/a' is redirected twice" },
      { index: 3, field: 'to', message: "'/blog/p' leads round in a loop of redirects" },
      { index: 4, field: 'to', message: "'/blog/q' leads round in a loop of redirects" },
      { index: 5, field: 'to', message: "'/blog/nowhere' is not a page of this site" },
    ])
    expect(redirects).toEqual([{ from: '/case-studies/a', to: '/case-studies/c' }])
  })
})
