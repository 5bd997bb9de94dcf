import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { figurePlaceholderValues } from '@/schemas/figures'
import {
  servicePageSchema,
  type ServicePage,
  type ServiceSectionOf,
  type ServiceSectionType,
} from '@/schemas/servicePages'
import { sectionComponents } from '@/features/services/sections/registry'
import { fillPlaceholdersDeep } from '@/lib/placeholders'
import { siteContent } from './support/siteContent'

// What the pages show: the pipeline's output, with the figures of data/figures.yaml in place.
const content = siteContent()

/** A page file of data/service-pages/ as its schema reads it: parsed, {{figure:name}} filled in. */
const raw = (slug: string): { sections: Record<string, unknown>[] } & Record<string, unknown> =>
  fillPlaceholdersDeep(
    parse(readFileSync(path.resolve('data/service-pages', `${slug}.yaml`), 'utf8')),
    figurePlaceholderValues(content.figures),
  ).value as { sections: Record<string, unknown>[] } & Record<string, unknown>

/** The section of a page with this anchor, which must be of this type. */
function section<Type extends ServiceSectionType>(
  page: ServicePage,
  id: string,
  type: Type,
): ServiceSectionOf<Type> {
  const found = page.sections.find((candidate) => candidate.id === id)
  expect(found?.type, `#${id}`).toBe(type)
  return found as ServiceSectionOf<Type>
}

const pages = content.servicePages
const seoPage = pages['ai-seo-organic-growth']!
const outreachPage = pages['linkedin-email-outreach']!
const telegramPage = pages['telegram-outreach']!
const appointmentsPage = pages['appointment-setting']!
const adsPage = pages['linkedin-facebook-ads']!
const acceleratorPage = pages['startup-accelerator']!

const pairs = (stats: readonly { value: string; label: string }[]) => stats.map((s) => [s.value, s.label])

/**
 * A page file as its editor wrote it, figures as {{figure:name}} (so no test pins their values); the
 * pipeline has validated the same file with the figures filled in.
 */
const written = (slug: string) =>
  parse(readFileSync(path.resolve('data/service-pages', `${slug}.yaml`), 'utf8')) as ServicePage
const seoWritten = written('ai-seo-organic-growth')
const figure = (name: string) => `{{figure:${name}}}`

describe('one page file per service, found by slug', () => {
  it('every service of data/services.yaml has its page under its slug, and nothing else is there', () => {
    expect(Object.keys(pages).sort()).toEqual(content.services.map((service) => service.slug).sort())
    for (const service of content.services) {
      expect(service.slug).toBe(service.name.toLowerCase().replaceAll(' ', '-'))
    }
  })

  it('the registry draws every section type the schema allows, and every type it draws is allowed', () => {
    const allowed = servicePageSchema.shape.sections.element.options.map((option) => option.shape.type.value)
    expect(Object.keys(sectionComponents).sort()).toEqual([...allowed].sort())
    for (const [type, Component] of Object.entries(sectionComponents))
      expect(typeof Component, type).toBe('function')
  })
})

describe('the marketing claims of the specification', () => {
  // The one place the spec's numbers are pinned: data/figures.yaml must hold them. Every page test
  // reads the figures from there, so a figure the spec does not fix can change without a test edit.
  it('are the values of data/figures.yaml', () => {
    const values = Object.fromEntries(Object.entries(content.figures).map(([name, f]) => [name, f.value]))
    expect(values).toMatchObject({
      averageRoi: '400%+',
      workloadReduction: '70%',
      leadIncrease: '500%',
      responseSpeedup: '85%',
      aiGeneratedPosts: '2,500',
      engagementGrowth: '300%',
      marketingTimeSaved: '90%',
      startupCredits: '$320,000+',
      cloudProviderCredits: '$100,000',
      searchCompanyCredits: '$100,000',
      softwareVendorCredits: '$120,000',
      startupsHelped: '200+',
      creditsSecured: '$50M+',
      acceleratorSuccessRate: '94%',
      fasterToMarket: '6-12 months',
      contactAccuracy: '85%',
      telegramContacts: '1M+',
      datasetIndustries: '50+',
      datasetCountries: '120+',
      emailOpenRate: '15-25%',
      socialAdsOpenRate: '30-40%',
      telegramOpenRate: '70-90%',
      normalPeriodBookings: '+40%',
      peakSeasonBookings: '+120%',
      linkedinReach: '875M+',
      facebookMonthlyUsers: '2.8B+',
      roasIncrease: '94%',
      conversionIncrease: '3.5x',
      costPerLeadReduction: '67%',
      averageTrafficIncrease: '387%',
      keywordRankingImprovement: '94%',
      organicLeadGrowth: '156%',
      fasterIndexing: '68%',
      dashboardTrafficGrowth: '+287%',
      searchVisibility: '94%',
      globalReach: '156%',
      ecommerceRevenueGrowth: '+423%',
      saasTrialGrowth: '+287%',
      healthcareBookingGrowth: '+156%',
      financeLeadGrowth: '+234%',
    })
  })
})

describe('the sections of the specification, citing data/figures.yaml', () => {
  it('AI SEO: banner, Live Data, highlight cards, industry results and the closing call', () => {
    expect(pairs(section(seoWritten, 'results-banner', 'stat-banner').stats)).toEqual([
      [figure('averageTrafficIncrease'), 'Average Traffic Increase'],
      [figure('keywordRankingImprovement'), 'Keyword Ranking Improvement'],
      [figure('organicLeadGrowth'), 'Organic Lead Growth'],
      [figure('fasterIndexing'), 'Faster Index Rate'],
    ])
    expect(section(seoPage, 'process', 'steps').steps.map((step) => step.title)).toEqual([
      'Site Audit',
      'Keyword Research',
      'Content Optimization Strategy',
      'Automated Performance Tracking',
    ])
    const liveData = section(seoWritten, 'live-data', 'live-data')
    expect(liveData.panel.label).toBe('Live Data')
    expect(pairs(liveData.panel.metrics)).toEqual([
      [figure('dashboardTrafficGrowth'), 'Organic Traffic Growth'],
      ['1,247', 'Keywords in Top 10'],
      ['0.8s', 'Page Load'],
      ['Excellent', 'Core Web Vitals'],
    ])
    expect(pairs(liveData.highlights)).toEqual([
      [figure('searchVisibility'), 'Search Visibility'],
      [figure('globalReach'), 'Global Reach'],
    ])
    const features = section(seoPage, 'features', 'cards').cards
    expect(features.map((card) => card.title)).toEqual([
      'Keyword Targeting',
      'Technical SEO',
      'Content Intelligence',
    ])
    for (const card of features) expect(card.bullets).toHaveLength(4)
    expect(
      section(seoWritten, 'industry-results', 'industry-results').results.map((r) => [
        r.industry,
        r.growth,
        r.metric,
      ]),
    ).toEqual([
      ['E-commerce', figure('ecommerceRevenueGrowth'), 'Organic Revenue'],
      ['SaaS', figure('saasTrialGrowth'), 'Trial Signups'],
      ['Healthcare', figure('healthcareBookingGrowth'), 'Appointment Bookings'],
      ['Finance', figure('financeLeadGrowth'), 'Lead Generation'],
    ])
    expect(section(seoPage, 'seo-cost-calculator', 'seo-cost-calculator').intro.title).toBe(
      'SEO Cost Calculator',
    )
    expect(seoPage.closingCall.buttons).toEqual([
      { label: 'Get Free SEO Audit', to: 'scheduler' },
      { label: 'View Case Studies', to: '/case-studies' },
    ])
  })

  it('LinkedIn & email: the tab pair, Targeted Campaigns first, and the three ways to reach us', () => {
    expect(section(outreachPage, 'email-campaigns', 'tabs').tabs.map((tab) => tab.label)).toEqual([
      'Targeted Campaigns',
      'Engagement-Driven',
    ])
    expect(outreachPage.closingCall.contactOptions?.map((option) => option.to)).toEqual([
      'scheduler',
      'email',
      'phone',
    ])
  })

  it('Telegram: open rates, advantages, the three dataset views and the dataset link', () => {
    const rates = ['emailOpenRate', 'socialAdsOpenRate', 'telegramOpenRate'].map(
      (name) => content.figures[name]!.value,
    )
    expect(
      section(telegramPage, 'open-rates', 'open-rate-comparison').channels.map(
        (c) => `${c.channel} ${c.min}-${c.max}%`,
      ),
    ).toEqual([`Email ${rates[0]}`, `Social Ads ${rates[1]}`, `Telegram ${rates[2]}`])
    expect(pairs(section(written('telegram-outreach'), 'advantages', 'stats').stats)).toEqual([
      [figure('contactAccuracy'), 'Contact Accuracy'],
      [figure('telegramContacts'), 'Contacts'],
      [figure('datasetIndustries'), 'Industries'],
      [figure('datasetCountries'), 'Countries'],
    ])
    expect(section(telegramPage, 'b2b-dataset', 'dataset-accordion').items.map((item) => item.title)).toEqual(
      ['By Industry', 'By Role', 'By Company Size'],
    )
    expect(telegramPage.closingCall.buttons?.map((button) => button.to)).toEqual([
      'scheduler',
      '#b2b-dataset',
    ])
  })

  it('Appointment setting: BANT bars, productivity cards, the tab pair and the call to /#contact', () => {
    const qualification = section(appointmentsPage, 'qualification', 'qualification-bars')
    expect(qualification.criteria.map((c) => [c.name, c.percent])).toEqual([
      ['Budget', 80],
      ['Authority', 90],
      ['Need', 75],
      ['Timeline', 85],
    ])
    expect(qualification.intro.title).toBe('Budget, Authority, Need, Timeline')
    expect(
      section(written('appointment-setting'), 'sales-productivity', 'figure-cards').cards.map((c) => [
        c.value,
        c.label,
      ]),
    ).toEqual([
      [figure('normalPeriodBookings'), 'Bookings in a Normal Period'],
      [figure('peakSeasonBookings'), 'Bookings in Peak Season'],
    ])
    expect(section(appointmentsPage, 'support', 'tabs').tabs.map((tab) => tab.label)).toEqual([
      'Business Support',
      'Scalable Solutions',
    ])
    expect(appointmentsPage.closingCall.buttons?.map((button) => button.to)).toEqual(['/#contact'])
  })

  it('Ads: the two platforms, the five insight stats and the call to /#contact', () => {
    expect(
      section(adsPage, 'platform-comparison', 'platform-comparison').platforms.map((p) => p.name),
    ).toEqual(['LinkedIn Ads', 'Facebook Ads'])
    expect(pairs(section(written('linkedin-facebook-ads'), 'insights', 'stats').stats)).toEqual([
      [figure('linkedinReach'), 'Professional Reach'],
      [figure('facebookMonthlyUsers'), 'Monthly Users'],
      [figure('roasIncrease'), 'Increase in Return on Ad Spend'],
      [figure('conversionIncrease'), 'Conversion Increase'],
      [figure('costPerLeadReduction'), 'Lower Cost per Lead'],
    ])
    expect(adsPage.closingCall.buttons?.map((button) => button.to)).toEqual(['/#contact'])
  })

  it('Accelerator: statistics, success rate, the six partner programs and the closing call', () => {
    const acceleratorWritten = written('startup-accelerator')
    expect(section(acceleratorWritten, 'statistics', 'stats').stats.map((s) => s.value)).toEqual([
      figure('startupsHelped'),
      figure('creditsSecured'),
      figure('fasterToMarket'),
      figure('startupCredits'),
    ])
    const credits = section(acceleratorWritten, 'credits', 'credits-and-success')
    expect(credits.successRate.value).toBe(figure('acceleratorSuccessRate'))
    expect(credits.credits.total.value).toBe(figure('startupCredits'))
    const partners = section(acceleratorPage, 'partner-programs', 'partner-programs')
    expect(partners.intro.title).toBe('Partner Programs & Benefits')
    const upTo = (name: string) => `Up to ${content.figures[name]!.value}`
    expect(partners.programs.map((p) => [p.company, p.benefits])).toEqual([
      [
        'Cloud Provider',
        [`${upTo('cloudProviderCredits')} credits`, 'Technical support', 'Training', 'Business support'],
      ],
      [
        'Software Vendor',
        [
          `${upTo('softwareVendorCredits')} cloud credits`,
          'Office suite',
          'Developer tools',
          'Go-to-market support',
        ],
      ],
      [
        'Search Company',
        [`${upTo('searchCompanyCredits')} credits`, 'AI/ML tools', 'Mentorship', 'Networking events'],
      ],
      ['GPU Vendor', ['AI compute', 'Training', 'Marketing support', 'Investor introductions']],
      [
        'Payments Company',
        ['Incorporation', 'Banking partnerships', 'Payment processing', 'Legal resources'],
      ],
      ['Accelerators', ['Top accelerator access', 'Funding opportunities']],
    ])
    expect(acceleratorPage.closingCall).toMatchObject({
      title: 'Ready to Accelerate Your Startup?',
      buttons: [{ label: 'Start Your Journey', to: 'strategyCall' }],
    })
  })
})

describe('the schema rejects broken content with a clear message', () => {
  const messages = (result: { success: boolean; error?: z.ZodError }) =>
    result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? []
  const indexOf = (page: { sections: Record<string, unknown>[] }, id: string) =>
    page.sections.findIndex((candidate) => candidate.id === id)

  it('accepts every page as written', () => {
    for (const slug of Object.keys(pages))
      expect(messages(servicePageSchema.safeParse(raw(slug))), slug).toEqual([])
  })

  it('an unknown section type, naming the types there are', () => {
    const page = raw('appointment-setting')
    page.sections[0]!.type = 'carousel'
    const [message] = messages(servicePageSchema.safeParse(page))
    expect(message).toMatch(/^sections\.0\.type: must be one of the section types: stat-banner, steps, cards/)
  })

  it('a field its type does not have, and a missing one', () => {
    const page = raw('appointment-setting')
    const index = indexOf(page, 'qualification')
    page.sections[index]!.steps = []
    delete page.sections[index]!.criteria
    expect(messages(servicePageSchema.safeParse(page))).toEqual([
      `sections.${index}.criteria: Invalid input: expected array, received undefined`,
      `sections.${index}: Unrecognized key: "steps"`,
    ])
  })

  it('steps out of order', () => {
    const page = raw('ai-seo-organic-growth')
    const index = indexOf(page, 'process')
    const steps = page.sections[index]!.steps as { step: number }[]
    steps[2]!.step = 7
    expect(messages(servicePageSchema.safeParse(page))).toEqual([`sections.${index}.steps.2.step: must be 3`])
  })

  it('a single tab, which would be no choice at all', () => {
    const page = raw('linkedin-email-outreach')
    const index = indexOf(page, 'email-campaigns')
    page.sections[index]!.tabs = (page.sections[index]!.tabs as unknown[]).slice(0, 1)
    expect(messages(servicePageSchema.safeParse(page))).toEqual([
      `sections.${index}.tabs: must list at least two tabs (the first is the default)`,
    ])
  })

  it("two sections with the same anchor, or the closing call's", () => {
    const page = raw('telegram-outreach')
    page.sections[1]!.id = page.sections[0]!.id
    page.sections[2]!.id = 'get-started'
    expect(messages(servicePageSchema.safeParse(page))).toEqual([
      `sections.1.id: '${String(page.sections[0]!.id)}' is already the anchor of another section of this page`,
      "sections.2.id: 'get-started' is already the anchor of another section of this page",
    ])
  })

  it('an open-rate range upside down, over 100% or not a range', () => {
    const page = raw('telegram-outreach')
    const index = indexOf(page, 'open-rates')
    const channels = page.sections[index]!.channels as { rate: string }[]
    channels[0]!.rate = '30-25%'
    channels[1]!.rate = '70-120%'
    channels[2]!.rate = 'most of them'
    const at = `sections.${index}.channels`
    expect(messages(servicePageSchema.safeParse(page))).toEqual([
      `${at}.0.rate: must run from a lower to a higher percentage, at most 100%`,
      `${at}.1.rate: must run from a lower to a higher percentage, at most 100%`,
      `${at}.2.rate: must read like '15-25%'`,
    ])
  })

  it('reads an open-rate range into the bounds its bar is drawn from', () => {
    const page = raw('telegram-outreach')
    const index = indexOf(page, 'open-rates')
    page.sections[index]!.channels = [
      { channel: 'Email', rate: '15-25%' },
      { channel: 'Social Ads', rate: '30-40%' },
      { channel: 'Telegram', rate: '70-90%', highlight: true },
    ]
    const parsed = servicePageSchema.parse(page).sections[index] as ServiceSectionOf<'open-rate-comparison'>
    expect(parsed.channels).toEqual([
      { channel: 'Email', min: 15, max: 25, highlight: false },
      { channel: 'Social Ads', min: 30, max: 40, highlight: false },
      { channel: 'Telegram', min: 70, max: 90, highlight: true },
    ])
  })

  it('an unknown icon and a program without benefits', () => {
    const page = raw('startup-accelerator')
    const index = indexOf(page, 'partner-programs')
    const programs = page.sections[index]!.programs as { icon: string; benefits: string[] }[]
    programs[0]!.icon = 'unicorn'
    programs[1]!.benefits = []
    expect(messages(servicePageSchema.safeParse(page))).toEqual([
      `sections.${index}.programs.0.icon: unknown icon "unicorn": the names are listed in src/schemas/icons.ts`,
      `sections.${index}.programs.1.benefits: must list at least one item`,
    ])
  })

  it('a comparison row without one value per platform', () => {
    const page = raw('linkedin-facebook-ads')
    const index = indexOf(page, 'platform-comparison')
    const rows = page.sections[index]!.rows as { values: string[] }[]
    rows[1]!.values.pop()
    expect(messages(servicePageSchema.safeParse(page))).toEqual([
      `sections.${index}.rows.1.values: must give one value per platform (2)`,
    ])
  })

  it('dataset views with the same value', () => {
    const page = raw('telegram-outreach')
    const index = indexOf(page, 'b2b-dataset')
    const items = page.sections[index]!.items as { value: string }[]
    items[1]!.value = items[0]!.value
    expect(messages(servicePageSchema.safeParse(page))).toEqual([
      `sections.${index}.items: values must be unique`,
    ])
  })

  it('a closing call without buttons, and one whose button leads nowhere known', () => {
    const page = raw('appointment-setting')
    page.closingCall = { title: 'Talk to us', text: 'Any time.' }
    expect(messages(servicePageSchema.safeParse(page))).toEqual([
      'closingCall: needs either buttons or contactOptions',
    ])
    page.closingCall = { title: 'Talk to us', text: 'Any time.', buttons: [{ label: 'Go', to: 'calendly' }] }
    expect(messages(servicePageSchema.safeParse(page))).toEqual([
      'closingCall.buttons.0.to: must be scheduler, strategyCall, email, phone, a path on this site such as /contact, or an anchor such as #pricing',
    ])
  })
})
