import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { collections } from '@/content/registries/services'
import {
  aiSeoOrganicGrowthSchema,
  linkedinEmailOutreachSchema,
  startupAcceleratorSchema,
  telegramOutreachSchema,
} from '@/content/servicePages'
import { figurePlaceholderValues } from '@/content/figures'
import { fillPlaceholdersDeep } from '@/lib/placeholders'
import { siteContent } from './support/siteContent'

// What the pages show: the pipeline's output, with the figures of data/figures.yaml in place.
const content = siteContent()

/** A file of data/ as its schema reads it: parsed, its {{figure:name}} placeholders filled in. */
const raw = (file: string): Record<string, unknown> =>
  fillPlaceholdersDeep(
    parse(readFileSync(path.resolve('data', file), 'utf8')),
    figurePlaceholderValues(content.figures),
  ).value as Record<string, unknown>
const seo = content.serviceAiSeoOrganicGrowth
const outreach = content.serviceLinkedinEmailOutreach
const telegram = content.serviceTelegramOutreach
const appointments = content.serviceAppointmentSetting
const ads = content.serviceLinkedinFacebookAds
const accelerator = content.serviceStartupAccelerator

const pairs = (stats: readonly { value: string; label: string }[]) => stats.map((s) => [s.value, s.label])

describe('the service-page registry', () => {
  it('registers one file per page and the calculator, each with its schema', () => {
    expect(Object.values(collections).map((entry) => entry.file)).toEqual(
      expect.arrayContaining([
        'service-pages/ai-seo-organic-growth.yaml',
        'service-pages/linkedin-email-outreach.yaml',
        'service-pages/telegram-outreach.yaml',
        'service-pages/appointment-setting.yaml',
        'service-pages/linkedin-facebook-ads.yaml',
        'service-pages/startup-accelerator.yaml',
        'service-pages/seo-cost-calculator.yaml',
      ]),
    )
    for (const key of Object.keys(collections) as (keyof typeof collections)[]) {
      expect(content[key], collections[key].file).toBeDefined()
    }
  })
})

describe('the figures of the specification', () => {
  it('AI SEO: banner, Live Data, highlight cards and industry results', () => {
    expect(pairs(seo.banner.stats)).toEqual([
      ['387%', 'Average Traffic Increase'],
      ['94%', 'Keyword Ranking Improvement'],
      ['156%', 'Organic Lead Growth'],
      ['68%', 'Faster Index Rate'],
    ])
    expect(seo.process.steps.map((step) => step.title)).toEqual([
      'Site Audit',
      'Keyword Research',
      'Content Optimization Strategy',
      'Automated Performance Tracking',
    ])
    expect(seo.liveData.panel.label).toBe('Live Data')
    expect(pairs(seo.liveData.panel.metrics)).toEqual([
      ['+287%', 'Organic Traffic Growth'],
      ['1,247', 'Keywords in Top 10'],
      ['0.8s', 'Page Load'],
      ['Excellent', 'Core Web Vitals'],
    ])
    expect(pairs(seo.liveData.highlights)).toEqual([
      ['94%', 'Search Visibility'],
      ['156%', 'Global Reach'],
    ])
    expect(seo.features.cards.map((card) => card.title)).toEqual([
      'Keyword Targeting',
      'Technical SEO',
      'Content Intelligence',
    ])
    expect(seo.industries.results.map((r) => [r.industry, r.growth, r.metric])).toEqual([
      ['E-commerce', '+423%', 'Organic Revenue'],
      ['SaaS', '+287%', 'Trial Signups'],
      ['Healthcare', '+156%', 'Appointment Bookings'],
      ['Finance', '+234%', 'Lead Generation'],
    ])
    expect(seo.calculator.intro.title).toBe('SEO Cost Calculator')
    expect(seo.closing).toMatchObject({
      auditButton: 'Get Free SEO Audit',
      caseStudiesButton: 'View Case Studies',
    })
  })

  it('LinkedIn & e-mail: the tab pair, Targeted Campaigns first', () => {
    expect(outreach.emailCampaigns.tabs.map((tab) => tab.label)).toEqual([
      'Targeted Campaigns',
      'Engagement-Driven',
    ])
  })

  it('Telegram: open rates, advantages and the three dataset views', () => {
    expect(telegram.openRates.channels.map((c) => `${c.channel} ${c.min}-${c.max}%`)).toEqual([
      'Email 15-25%',
      'Social Ads 30-40%',
      'Telegram 70-90%',
    ])
    expect(pairs(telegram.advantages.stats)).toEqual([
      ['85%', 'Contact Accuracy'],
      ['1M+', 'Contacts'],
      ['50+', 'Industries'],
      ['120+', 'Countries'],
    ])
    expect(telegram.dataset.items.map((item) => item.title)).toEqual([
      'By Industry',
      'By Role',
      'By Company Size',
    ])
  })

  it('Appointment setting: BANT bars, productivity cards and the tab pair', () => {
    expect(appointments.qualification.criteria.map((c) => [c.name, c.percent])).toEqual([
      ['Budget', 80],
      ['Authority', 90],
      ['Need', 75],
      ['Timeline', 85],
    ])
    expect(appointments.qualification.intro.title).toBe('Budget, Authority, Need, Timeline')
    expect(appointments.productivity.cards.map((c) => [c.value, c.label])).toEqual([
      ['+40%', 'Bookings in a Normal Period'],
      ['+120%', 'Bookings in Peak Season'],
    ])
    expect(appointments.support.tabs.map((tab) => tab.label)).toEqual([
      'Business Support',
      'Scalable Solutions',
    ])
  })

  it('Ads: the five insight stats', () => {
    expect(pairs(ads.insights.stats)).toEqual([
      ['875M+', 'Professional Reach'],
      ['2.8B+', 'Monthly Users'],
      ['94%', 'Increase in Return on Ad Spend'],
      ['3.5x', 'Conversion Increase'],
      ['67%', 'Lower Cost per Lead'],
    ])
  })

  it('Accelerator: statistics, success rate, the six partner programs and the closing call', () => {
    expect(accelerator.statistics.stats.map((s) => s.value)).toEqual([
      '200+',
      '$50M+',
      '6-12 months',
      '$320,000+',
    ])
    expect(accelerator.successRate.value).toBe('94%')
    expect(accelerator.credits.total.value).toBe('$320,000+')
    expect(accelerator.partners.intro.title).toBe('Partner Programs & Benefits')
    expect(accelerator.partners.programs.map((p) => [p.company, p.benefits])).toEqual([
      ['Cloud Provider', ['Up to $100,000 credits', 'Technical support', 'Training', 'Business support']],
      [
        'Software Vendor',
        ['Up to $120,000 cloud credits', 'Office suite', 'Developer tools', 'Go-to-market support'],
      ],
      ['Search Company', ['Up to $100,000 credits', 'AI/ML tools', 'Mentorship', 'Networking events']],
      ['GPU Vendor', ['AI compute', 'Training', 'Marketing support', 'Investor introductions']],
      [
        'Payments Company',
        ['Incorporation', 'Banking partnerships', 'Payment processing', 'Legal resources'],
      ],
      ['Accelerators', ['Top accelerator access', 'Funding opportunities']],
    ])
    expect(accelerator.closing).toMatchObject({
      title: 'Ready to Accelerate Your Startup?',
      button: 'Start Your Journey',
    })
  })
})

describe('the schemas reject broken content with a clear message', () => {
  const messages = (result: { success: boolean; error?: z.ZodError }) =>
    result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? []

  it('steps out of order', () => {
    const written = raw('service-pages/ai-seo-organic-growth.yaml') as {
      process: { steps: { step: number }[] }
    }
    const steps = structuredClone(written.process.steps)
    steps[2]!.step = 7
    const result = aiSeoOrganicGrowthSchema.safeParse({ ...written, process: { ...written.process, steps } })
    expect(messages(result)).toEqual(['process.steps.2.step: must be 3'])
  })

  it('a third tab', () => {
    const written = raw('service-pages/linkedin-email-outreach.yaml') as {
      emailCampaigns: { tabs: { value: string }[] }
    }
    const tabs = [...written.emailCampaigns.tabs, { ...written.emailCampaigns.tabs[0]!, value: 'third' }]
    const result = linkedinEmailOutreachSchema.safeParse({
      ...written,
      emailCampaigns: { ...written.emailCampaigns, tabs },
    })
    expect(messages(result)).toEqual([
      'emailCampaigns.tabs: must list exactly two tabs (the first is the default)',
    ])
  })

  it('an open-rate range upside down, over 100% or not a range', () => {
    const written = raw('service-pages/telegram-outreach.yaml') as {
      openRates: { channels: { rate: string }[] }
    }
    const channels = structuredClone(written.openRates.channels)
    channels[0]!.rate = '30-25%'
    channels[1]!.rate = '70-120%'
    channels[2]!.rate = 'most of them'
    const result = telegramOutreachSchema.safeParse({
      ...written,
      openRates: { ...written.openRates, channels },
    })
    expect(messages(result)).toEqual([
      'openRates.channels.0.rate: must run from a lower to a higher percentage, at most 100%',
      'openRates.channels.1.rate: must run from a lower to a higher percentage, at most 100%',
      "openRates.channels.2.rate: must read like '15-25%'",
    ])
  })

  it('reads an open-rate range into the bounds its bar is drawn from', () => {
    const written = raw('service-pages/telegram-outreach.yaml')
    const result = telegramOutreachSchema.parse({
      ...written,
      openRates: {
        ...(written.openRates as object),
        channels: [
          { channel: 'Email', rate: '15-25%' },
          { channel: 'Social Ads', rate: '30-40%' },
          { channel: 'Telegram', rate: '70-90%', highlight: true },
        ],
      },
    })
    expect(result.openRates.channels).toEqual([
      { channel: 'Email', min: 15, max: 25, highlight: false },
      { channel: 'Social Ads', min: 30, max: 40, highlight: false },
      { channel: 'Telegram', min: 70, max: 90, highlight: true },
    ])
  })

  it('a missing partner program and an unknown icon', () => {
    const written = raw('service-pages/startup-accelerator.yaml') as {
      partners: { programs: { icon: string }[] }
    }
    const programs = structuredClone(written.partners.programs).slice(0, 5)
    programs[0]!.icon = 'unicorn'
    const result = startupAcceleratorSchema.safeParse({
      ...written,
      partners: { ...written.partners, programs },
    })
    expect(messages(result)).toEqual([
      'partners.programs.0.icon: unknown icon "unicorn": the names are listed in src/content/icons.ts',
      'partners.programs: must list exactly six partner programs',
    ])
  })

  it('a dataset with two views only', () => {
    const written = raw('service-pages/telegram-outreach.yaml')
    const result = telegramOutreachSchema.safeParse({
      ...written,
      dataset: { ...telegram.dataset, items: telegram.dataset.items.slice(0, 2) },
    })
    expect(messages(result)).toEqual([
      'dataset.items: must list exactly three dataset views (industry, role, company size)',
    ])
  })
})
