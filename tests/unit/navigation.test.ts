import { parse, stringify } from 'yaml'
import { describe, expect, it } from 'vitest'
import type { GeneratedContent } from '@/schemas/collections'
import { navigationSchema, toBookingBar, toNavigation, type NavLists } from '@/schemas/navigation'
import { runPipeline } from '../../scripts/data/pipeline'
import { edit, realData } from './support/memoryData'

const lists: NavLists = {
  services: [
    { label: 'AI SEO', title: 'AI SEO', href: '/services/ai-seo', isNew: true },
    { label: 'Ads', title: 'Ads', href: '/services/ads', isNew: false },
  ],
  solutions: [
    { label: 'Sales Automation', title: 'AI Sales Agents', href: '/solutions/sales', isNew: false },
  ],
}

describe('the navigation model', () => {
  const source = navigationSchema.parse({
    main: [
      { label: 'Services', list: 'services' },
      { label: 'Solutions', list: 'solutions', heading: 'AI solutions' },
      { label: 'Product', product: true },
      { label: 'Blog', path: '/blog' },
      { label: 'Contact', contact: true },
    ],
    footer: [
      { title: 'Navigation', links: [{ label: 'About', path: '/#about' }] },
      { title: 'Services', list: 'services', collapsible: true },
      { title: 'AI Solutions', list: 'solutions' },
    ],
    legal: [{ label: 'Privacy Policy', path: '/privacy-policy' }],
    bookingBar: { text: 'Free strategy call', label: 'Book a Call', to: 'strategyCall' },
  })
  const navigation = toNavigation(source, lists, 'https://product.example')

  it('expands a list into its links: short names and NEW markers in a menu, full names in the footer', () => {
    expect(navigation.main[0]).toEqual({
      kind: 'menu',
      label: 'Services',
      links: [
        { label: 'AI SEO', href: '/services/ai-seo', isNew: true },
        { label: 'Ads', href: '/services/ads' },
      ],
    })
    expect(navigation.main[1]).toMatchObject({
      heading: 'AI solutions',
      links: [{ label: 'Sales Automation' }],
    })
    expect(navigation.footer[2]!.links).toEqual([{ label: 'AI Sales Agents', href: '/solutions/sales' }])
    expect(navigation.footer[1]).toMatchObject({ collapsible: true })
  })

  it('links the product to its own site, new and external, and keeps the contact item an action', () => {
    expect(navigation.main[2]).toEqual({
      kind: 'link',
      label: 'Product',
      href: 'https://product.example',
      isNew: true,
      external: true,
    })
    expect(navigation.main[4]).toEqual({ kind: 'contact', label: 'Contact' })
    expect(navigation.legal).toEqual([{ label: 'Privacy Policy', href: '/privacy-policy' }])
  })

  it("points the phone's booking bar at the booking page it names", () => {
    const booking = { scheduler: 'https://cal.example/intro', strategyCall: 'https://cal.example/strategy' }
    expect(toBookingBar(source.bookingBar, booking)).toEqual({
      text: 'Free strategy call',
      label: 'Book a Call',
      href: 'https://cal.example/strategy',
    })
  })

  it('refuses a booking bar that leads anywhere but a booking page', () => {
    for (const to of ['/contact', 'email', 'https://cal.example/other'])
      expect(
        navigationSchema.safeParse({ ...source, bookingBar: { ...source.bookingBar, to } }).success,
        to,
      ).toBe(false)
  })

  it('refuses an item with two kinds or a path that is not a site path', () => {
    expect(
      navigationSchema.safeParse({ ...source, main: [{ label: 'X', path: '/x', contact: true }] }).success,
    ).toBe(false)
    expect(
      navigationSchema.safeParse({ ...source, legal: [{ label: 'X', path: 'https://x.example' }] }).success,
    ).toBe(false)
  })
})

describe('editing data/navigation.yaml', () => {
  function withNavigation(change: (navigation: Record<string, unknown[]>) => void) {
    const dataSet = realData()
    edit(dataSet, 'navigation.yaml', (text) => {
      const navigation = parse(text) as Record<string, unknown[]>
      change(navigation)
      return stringify(navigation)
    })
    return runPipeline(dataSet)
  }

  it('adds a menu item to the bar, the phone menu and the footer with one edit', () => {
    const { errors, content } = withNavigation((navigation) => {
      navigation.main!.push({ label: 'Insights', path: '/blog' })
      ;(navigation.footer![0] as { links: unknown[] }).links.push({
        label: 'Terms',
        path: '/terms-of-service',
      })
    })
    expect(errors).toEqual([])
    const { main, footer } = (content as GeneratedContent).shell.navigation
    expect(main.at(-1)).toEqual({ kind: 'link', label: 'Insights', href: '/blog' })
    expect(footer[0]!.links.at(-1)).toEqual({ label: 'Terms', href: '/terms-of-service' })
  })

  it('names the file and field of a link to a page the site does not have', () => {
    const { errors } = withNavigation((navigation) => {
      navigation.main!.push({ label: 'Pricing', path: '/pricing' })
    })
    expect(errors).toEqual([
      expect.stringMatching(
        /^data\/navigation\.yaml: main\.7\.path: '\/pricing' is not a page of this site; pages: \//,
      ),
    ])
  })
})
