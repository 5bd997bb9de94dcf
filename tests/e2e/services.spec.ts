import type { Page } from '@playwright/test'
import {
  defaultInputs,
  estimateSeo,
  formatMoney,
  type SeoCalculatorInputs,
} from '../../src/features/services/seo-calculator/estimate'
import { builtContent, quotesOfPage } from './support/content'
import { expect, test, visit, scrollIntoView } from './support/fixtures'
import { renderWholePage, wordSizes } from './support/readability'
import { axe, violationLines, WCAG_22_AA_AND_BEST_PRACTICE } from './support/axe'

// What the site was built from: the figures' values and the service list follow data/.
const site = builtContent('site')
const services = builtContent('services')
const figures = builtContent('figures')
const calculatorConfig = builtContent('seoCostCalculator')
const { scheduler, strategyCall } = site.booking
/** A figure of data/figures.yaml as the pages show it. */
const fig = (name: string) => figures[name]!.value

const pathOf = (name: string) => `/services/${name.toLowerCase().replace(/ /g, '-')}`

/**
 * The six pages of the specification: the h1, the external calls to action in its content (hero
 * first) and the spec's strings its HTML must hold, its figures read from data/figures.yaml.
 */
const pages = [
  {
    path: '/services/ai-seo-organic-growth',
    external: [scheduler, scheduler],
    html: [
      fig('averageTrafficIncrease'),
      'Average Traffic Increase',
      fig('keywordRankingImprovement'),
      'Keyword Ranking Improvement',
      fig('organicLeadGrowth'),
      'Organic Lead Growth',
      fig('fasterIndexing'),
      'Faster Index Rate',
      'Site Audit',
      'Keyword Research',
      'Content Optimization Strategy',
      'Automated Performance Tracking',
      'Live Data',
      fig('dashboardTrafficGrowth'),
      '1,247',
      'Keywords in Top 10',
      '0.8s',
      'Core Web Vitals',
      'Excellent',
      fig('searchVisibility'),
      'Search Visibility',
      fig('globalReach'),
      'Global Reach',
      'Keyword Targeting',
      'Technical SEO',
      'Content Intelligence',
      'E-commerce',
      fig('ecommerceRevenueGrowth'),
      'Organic Revenue',
      fig('saasTrialGrowth'),
      'Trial Signups',
      fig('healthcareBookingGrowth'),
      'Appointment Bookings',
      fig('financeLeadGrowth'),
      'Lead Generation',
      'SEO Cost Calculator',
      'Loading Calculator...',
      'Loading Results...',
      'Get Free SEO Audit',
      'View Case Studies',
    ],
  },
  {
    path: '/services/linkedin-email-outreach',
    external: [scheduler, scheduler],
    html: [
      'Sequences That React to What Prospects Do',
      'Targeted Campaigns',
      'Engagement-Driven',
      `mailto:${site.email}`,
      `tel:${site.phone.replace(/\s+/g, '')}`,
    ],
  },
  {
    path: '/services/telegram-outreach',
    external: [scheduler, scheduler],
    html: [
      'id="b2b-dataset"',
      'By Industry',
      'By Role',
      'By Company Size',
      fig('emailOpenRate'),
      fig('socialAdsOpenRate'),
      fig('telegramOpenRate'),
      fig('contactAccuracy'),
      'Contact Accuracy',
      fig('telegramContacts'),
      fig('datasetIndustries'),
      fig('datasetCountries'),
    ],
  },
  {
    path: '/services/appointment-setting',
    external: [scheduler],
    html: [
      'Budget, Authority, Need, Timeline',
      'Budget',
      'Authority',
      'Need',
      'Timeline',
      'width:80%',
      'width:90%',
      'width:75%',
      'width:85%',
      fig('normalPeriodBookings'),
      fig('peakSeasonBookings'),
      'Business Support',
      'Scalable Solutions',
      'Capacity That Grows With Your Targets',
      'href="/#contact"',
    ],
  },
  {
    path: '/services/linkedin-facebook-ads',
    external: [scheduler],
    html: [
      fig('linkedinReach'),
      fig('facebookMonthlyUsers'),
      fig('roasIncrease'),
      'Return on Ad Spend',
      fig('conversionIncrease'),
      fig('costPerLeadReduction'),
      'Lower Cost per Lead',
      'href="/#contact"',
    ],
  },
  {
    path: '/services/startup-accelerator',
    external: [scheduler, strategyCall],
    html: [
      fig('startupsHelped'),
      fig('creditsSecured'),
      fig('fasterToMarket'),
      fig('startupCredits'),
      fig('acceleratorSuccessRate'),
      'Partner Programs &amp; Benefits',
      `Up to ${fig('cloudProviderCredits')} credits`,
      `Up to ${fig('softwareVendorCredits')} cloud credits`,
      'AI/ML tools',
      'Investor introductions',
      'Legal resources',
      'Top accelerator access',
      'Funding opportunities',
      'Ready to Accelerate Your Startup?',
      'Start Your Journey',
    ],
  },
].map((page) => ({
  ...page,
  title: services.find((service) => pathOf(service.name) === page.path)!.hero.title,
}))

async function expectNoAxeViolations(page: Page) {
  const results = await axe(page).withTags(WCAG_22_AA_AND_BEST_PRACTICE).analyze()
  expect(violationLines(results)).toEqual([])
}

/** Brings the calculator near the viewport and waits for it to replace its placeholders. */
async function loadCalculator(page: Page) {
  await scrollIntoView(page.locator('#seo-cost-calculator'))
  await expect(page.getByRole('heading', { name: 'Your Estimate' })).toBeVisible()
}

test('every service of data/services.yaml has its page at the address rule, the six of the spec among them', async ({
  request,
}) => {
  expect(services.map((service) => pathOf(service.name))).toEqual(
    expect.arrayContaining(pages.map((page) => page.path)),
  )
  for (const service of services) {
    const response = await request.get(pathOf(service.name))
    expect(response.status(), service.name).toBe(200)
    expect(await response.text()).toContain(service.hero.title.replace(/&/g, '&amp;'))
  }
})

for (const servicePage of pages) {
  test.describe(servicePage.path, () => {
    test('prerendered HTML holds every element of the specification', async ({ request }) => {
      const response = await request.get(servicePage.path)
      expect(response.status()).toBe(200)
      const html = await response.text()
      // The markup only: the page data that rides along in a script does not count.
      const body = html.slice(html.indexOf('<body')).replace(/<script[\s\S]*?<\/script>/g, '')
      for (const text of servicePage.html) expect(body, text).toContain(text)
      expect(body).toContain('Schedule a Strategy Call')
      if (servicePage.path.endsWith('ai-seo-organic-growth')) {
        expect(body.split('Loading Calculator...')).toHaveLength(2)
        expect(body.split('Loading Results...')).toHaveLength(2)
        expect(body).not.toContain('Your Estimate')
      }
    })

    test('shared hero, and every external call to action opens its address in a new tab', async ({
      page,
    }) => {
      await visit(page, servicePage.path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(servicePage.title)
      const hero = page.locator('main > section').first()
      const heroCall = hero.getByRole('link', { name: 'Schedule a Strategy Call' })
      await expect(heroCall).toHaveAttribute('href', scheduler)

      const external = page.locator('main a[target="_blank"]')
      // The hero's call, then the reviews platform's rating under it, then the page's own.
      expect(await external.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
        servicePage.external[0],
        builtContent('site').reviewsProfile.url,
        ...servicePage.external.slice(1),
      ])
      for (const link of await external.all()) {
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
        await expect(link).toContainText('(opens in a new tab)')
      }
      // Every other link in the content stays on this site or is a mailto:/tel: link.
      const others = await page
        .locator('main a:not([target="_blank"])')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
      for (const href of others) expect(href).toMatch(/^(\/|#|mailto:|tel:)/)

      const [popup] = await Promise.all([page.waitForEvent('popup'), heroCall.click()])
      await popup.waitForLoadState()
      expect(popup.url()).toBe(scheduler)
    })

    // The page as loaded is sweep.spec.ts's; the calculator, once loaded, is a state of its own.
    if (servicePage.path.endsWith('ai-seo-organic-growth')) {
      test('has no accessibility violations in the dark theme, the calculator loaded', async ({ page }) => {
        await visit(page, servicePage.path)
        await expect(page.locator('html')).not.toHaveClass(/light/)
        await loadCalculator(page)
        await expectNoAxeViolations(page)
      })

      test.describe('light theme', () => {
        test.use({ storedTheme: 'light' })
        test('has no accessibility violations in the light theme, the calculator loaded', async ({
          page,
        }) => {
          await visit(page, servicePage.path)
          await expect(page.locator('html')).toHaveClass(/light/)
          await loadCalculator(page)
          await expectNoAxeViolations(page)
        })
      })
    }
  })
}

test.describe('tabs', () => {
  const tabPairs = [
    { path: '/services/linkedin-email-outreach', labels: ['Targeted Campaigns', 'Engagement-Driven'] },
    { path: '/services/appointment-setting', labels: ['Business Support', 'Scalable Solutions'] },
  ]
  for (const { path: pagePath, labels } of tabPairs) {
    test(`${labels.join(' / ')}: default, click and arrow keys`, async ({ page }) => {
      await visit(page, pagePath)
      const [first, second] = labels.map((label) => page.getByRole('tab', { name: label }))
      const panel = page.getByRole('tabpanel')

      await expect(first!).toHaveAttribute('aria-selected', 'true')
      await expect(second!).toHaveAttribute('aria-selected', 'false')
      await expect(panel).toHaveCount(1)
      await expect(panel).toHaveAttribute('aria-labelledby', (await first!.getAttribute('id'))!)

      await second!.click()
      await expect(second!).toHaveAttribute('aria-selected', 'true')
      await expect(first!).toHaveAttribute('aria-selected', 'false')
      await expect(panel).toHaveCount(1)
      await expect(panel).toHaveAttribute('aria-labelledby', (await second!.getAttribute('id'))!)

      await page.keyboard.press('ArrowLeft')
      await expect(first!).toBeFocused()
      await expect(first!).toHaveAttribute('aria-selected', 'true')
      await expect(panel).toHaveAttribute('aria-labelledby', (await first!.getAttribute('id'))!)

      await page.keyboard.press('ArrowRight')
      await expect(second!).toBeFocused()
      await expect(second!).toHaveAttribute('aria-selected', 'true')

      // Home and End go to the first and the last tab; past the last, the arrow wraps round.
      await page.keyboard.press('Home')
      await expect(first!).toBeFocused()
      await expect(first!).toHaveAttribute('aria-selected', 'true')
      await page.keyboard.press('End')
      await expect(second!).toBeFocused()
      await expect(second!).toHaveAttribute('aria-selected', 'true')
      await page.keyboard.press('ArrowRight')
      await expect(first!).toBeFocused()
      await page.keyboard.press('ArrowLeft')
      await expect(second!).toBeFocused()
      await expect(second!).toHaveAttribute('aria-selected', 'true')
      await expect(first!).toHaveAttribute('tabindex', '-1')

      // Tab moves from the selected tab into its panel.
      await page.keyboard.press('Tab')
      await expect(panel).toBeFocused()
    })
  }
})

test.describe('telegram outreach', () => {
  const pagePath = '/services/telegram-outreach'

  test('the dataset accordion keeps one item open and can close it', async ({ page }) => {
    await visit(page, pagePath)
    const section = page.locator('#b2b-dataset')
    const [industry, role, size] = ['By Industry', 'By Role', 'By Company Size'].map((name) =>
      section.getByRole('button', { name }),
    )
    await expect(industry!).toHaveAttribute('aria-expanded', 'true')
    await expect(section.getByText('Web3, DeFi and infrastructure')).toBeVisible()
    await expect(role!).toHaveAttribute('aria-expanded', 'false')

    await role!.click()
    await expect(role!).toHaveAttribute('aria-expanded', 'true')
    await expect(section.getByText('Founders and C-level')).toBeVisible()
    await expect(industry!).toHaveAttribute('aria-expanded', 'false')
    await expect(section.getByText('Web3, DeFi and infrastructure')).toBeHidden()

    await role!.click()
    await expect(role!).toHaveAttribute('aria-expanded', 'false')
    await expect(section.getByText('Founders and C-level')).toBeHidden()
    for (const trigger of [industry!, role!, size!])
      await expect(trigger).toHaveAttribute('aria-expanded', 'false')

    await size!.focus()
    await page.keyboard.press('Enter')
    await expect(size!).toHaveAttribute('aria-expanded', 'true')
    await expect(section.getByText('Scale-ups (51-500 employees)')).toBeVisible()
  })

  test('an item opened after hydration is the panel its trigger controls', async ({ page }) => {
    // The trigger keeps the id the server wrote; the panel mounts in the browser with React's id.
    // They match only when the browser hydrates the island with the same ids as the server.
    await visit(page, pagePath)
    const role = page.locator('#b2b-dataset').getByRole('button', { name: 'By Role' })
    await role.click()
    await expect(role).toHaveAttribute('aria-expanded', 'true')
    const panelId = await role.getAttribute('aria-controls')
    expect(panelId).toBeTruthy()
    await expect(page.locator(`[id="${panelId}"]`)).toContainText('Founders and C-level')
  })

  test('the dataset section is the b2b-dataset anchor', async ({ page }) => {
    await visit(page, `${pagePath}#b2b-dataset`)
    await expect(page.getByRole('heading', { name: 'A Verified B2B Telegram Dataset' })).toBeInViewport()
  })

  test('the channel mockup is a labelled preview whose message bar never takes focus', async ({ page }) => {
    await visit(page, pagePath)
    const mockup = page.getByTestId('channel-mockup')
    await expect(mockup).toHaveAccessibleName(/Sample channel preview/)
    await expect(page.getByTestId('channel-input')).toHaveAttribute('aria-hidden', 'true')
    expect(
      await mockup.locator('a, button, input, textarea, select, [tabindex], [contenteditable]').count(),
    ).toBe(0)

    // Keyboard focus goes from the last link above it (the client quote under the hero) straight
    // past the mockup to the accordion.
    await page
      .locator('[data-proof="lead-quote"]')
      .getByRole('link', { name: /Read the case study/ })
      .focus()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'By Industry' })).toBeFocused()
  })

  test('the open-rate comparison states each range as text and draws it to scale', async ({ page }) => {
    await visit(page, pagePath)
    const section = page.locator('#open-rates')
    for (const [channel, range] of [
      ['Email', '15-25%'],
      ['Social Ads', '30-40%'],
      ['Telegram', '70-90%'],
    ]) {
      await expect(section.getByRole('listitem').filter({ hasText: channel })).toContainText(range!)
    }
    const ranges = section.getByTestId('open-rate-range')
    await expect(ranges.nth(2)).toHaveAttribute('style', /left:\s?70%;\s?width:\s?20%/)
    const track = ranges.nth(2).locator('..')
    await expect(track).toHaveAttribute('aria-hidden', 'true')
    const [trackBox, rangeBox] = [await track.boundingBox(), await ranges.nth(2).boundingBox()]
    expect((rangeBox!.x - trackBox!.x) / trackBox!.width).toBeCloseTo(0.7, 2)
  })
})

test('AI SEO: the Live Data panel says it is a snapshot, and nothing in it signals live activity', async ({
  page,
}) => {
  await visit(page, '/services/ai-seo-organic-growth')
  const panel = page.getByTestId('live-data')
  await scrollIntoView(panel)
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText('Live DataSnapshot')
  await expect(panel.getByTestId('snapshot-badge')).toBeVisible()
  // A fixed page has no live feed: no animation runs in the panel (the pulsing dot is gone).
  expect(
    await panel.evaluate((element) =>
      element.getAnimations({ subtree: true }).map((animation) => (animation as CSSAnimation).animationName),
    ),
  ).toEqual([])
})

test('appointment setting: the BANT bars are drawn at the stated percentages', async ({ page }) => {
  await visit(page, '/services/appointment-setting')
  const section = page.locator('#qualification')
  const bars = section.getByTestId('qualification-bar')
  const expected: [string, number][] = [
    ['Budget', 80],
    ['Authority', 90],
    ['Need', 75],
    ['Timeline', 85],
  ]
  for (const [index, [name, percent]] of expected.entries()) {
    const item = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })
    await expect(item).toContainText(`${percent}%`)
    const bar = bars.nth(index)
    const [barBox, trackBox] = [await bar.boundingBox(), await bar.locator('..').boundingBox()]
    expect(barBox!.width / trackBox!.width).toBeCloseTo(percent / 100, 2)
  }
})

test.describe('calls to action', () => {
  test('LinkedIn & e-mail: scheduler, e-mail and phone', async ({ page, externalRequests }) => {
    await visit(page, '/services/linkedin-email-outreach')
    const cta = page.locator('#get-started')
    await expect(cta.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`)
    await expect(cta.getByRole('listitem').filter({ hasText: 'Call Us' }).getByRole('link')).toHaveAttribute(
      'href',
      `tel:${site.phone.replace(/\s+/g, '')}`,
    )
    const card = cta.getByRole('listitem').filter({ hasText: 'Schedule a Strategy Call' })
    await expect(card.getByRole('link')).toHaveAttribute('target', '_blank')
    // The whole card is the link's target: a click on its icon, away from the link text, opens the scheduler.
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      card.click({ position: { x: 24, y: 24 } }),
    ])
    await popup.waitForLoadState()
    expect(popup.url()).toBe(scheduler)
    expect(externalRequests).toContain(scheduler)
  })

  test('Startup accelerator: Start Your Journey opens the booking page', async ({ page }) => {
    await visit(page, '/services/startup-accelerator')
    await expect(page.getByRole('heading', { name: 'Ready to Accelerate Your Startup?' })).toBeVisible()
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: /Start Your Journey/ }).click(),
    ])
    await popup.waitForLoadState()
    expect(popup.url()).toBe(strategyCall)
  })

  test('AI SEO: Get Free SEO Audit opens the scheduler', async ({ page }) => {
    await visit(page, '/services/ai-seo-organic-growth')
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: /Get Free SEO Audit/ }).click(),
    ])
    await popup.waitForLoadState()
    expect(popup.url()).toBe(scheduler)
  })

  test('AI SEO: View Case Studies lands at the top of /case-studies', async ({ page }) => {
    await visit(page, '/services/ai-seo-organic-growth')
    const link = page.getByRole('link', { name: 'View Case Studies' })
    await scrollIntoView(link)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    await link.click()
    await expect(page).toHaveURL(/\/case-studies$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Our Case Studies' })).toBeVisible()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  for (const pagePath of ['/services/appointment-setting', '/services/linkedin-facebook-ads']) {
    test(`${pagePath}: the closing call goes to the home page's contact section`, async ({ page }) => {
      await visit(page, pagePath)
      const link = page.locator('#get-started').getByRole('link', { name: 'Contact Our Team' })
      await expect(link).toHaveAttribute('href', '/#contact')
      await expect(link).not.toHaveAttribute('target', /.+/)
      await link.click()
      await expect(page).toHaveURL(/\/#contact$/)
      await expect(page.locator('#contact')).toBeInViewport()
    })
  }
})

test.describe('SEO Cost Calculator', () => {
  const pagePath = '/services/ai-seo-organic-growth'
  const money = (value: number) => formatMoney(value, calculatorConfig.currency)
  const expectedRange = (inputs: SeoCalculatorInputs) => {
    const { monthly } = estimateSeo(calculatorConfig, inputs)
    return `${money(monthly.low)} – ${money(monthly.high)}`
  }

  test('shows the two placeholders first, then the calculator in the same space', async ({ page }) => {
    await visit(page, pagePath)
    const section = page.locator('#seo-cost-calculator')
    await expect(section.getByText('Loading Calculator...')).toHaveCount(1)
    await expect(section.getByText('Loading Results...')).toHaveCount(1)
    await expect(section.locator('form')).toHaveCount(0)
    const reserved = (await section.locator('.grid').first().boundingBox())!.height

    await loadCalculator(page)
    await expect(section.getByText('Loading Calculator...')).toHaveCount(0)
    await expect(section.getByText('Loading Results...')).toHaveCount(0)
    const loaded = (await section.locator('.grid').first().boundingBox())!.height
    expect(Math.abs(loaded - reserved)).toBeLessThanOrEqual(2)
  })

  test('results follow the inputs, which are labelled and keyboard-operable', async ({ page }) => {
    await visit(page, pagePath)
    await loadCalculator(page)
    const results = page.getByTestId('seo-results')
    const monthly = page.getByTestId('seo-monthly')
    await expect(results).toHaveAttribute('aria-live', 'polite')

    const inputs = defaultInputs(calculatorConfig)
    await expect(monthly).toHaveText(expectedRange(inputs))

    await page.getByRole('radio', { name: /Large/ }).check()
    inputs.siteSize = 'large'
    await expect(monthly).toHaveText(expectedRange(inputs))

    const keywords = page.getByRole('slider', { name: 'Target keywords' })
    await keywords.focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    inputs.keywords += 2 * calculatorConfig.keywords.step
    await expect(keywords).toHaveAttribute('aria-valuetext', `${inputs.keywords} keywords`)
    await expect(monthly).toHaveText(expectedRange(inputs))

    await page.getByRole('radio', { name: /Medium.*specialist/ }).focus()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('radio', { name: /High.*Well-funded/ })).toBeChecked()
    inputs.competition = 'high'
    await expect(monthly).toHaveText(expectedRange(inputs))

    const content = page.getByRole('slider', { name: 'Content pieces per month' })
    await content.focus()
    await page.keyboard.press('End')
    inputs.contentPieces = calculatorConfig.contentPieces.max
    await expect(monthly).toHaveText(expectedRange(inputs))

    await page.getByRole('radio', { name: /Extensive/ }).check()
    inputs.technicalNeeds = 'extensive'
    await expect(monthly).toHaveText(expectedRange(inputs))

    const estimate = estimateSeo(calculatorConfig, inputs)
    const growth = results.getByRole('table', { name: 'Projected organic growth' })
    await expect(growth.getByRole('row', { name: /Visitors/ })).toContainText(
      `+${estimate.traffic.growth12}%`,
    )
    await expect(growth.getByRole('row', { name: /Leads/ })).toContainText(`+${estimate.leads.growth6}%`)

    const visitors = page.getByRole('spinbutton', { name: 'Current monthly organic visitors' })
    await visitors.fill('0')
    await expect(results).toContainText(
      `Growth modelled from ${calculatorConfig.currentVisitors.modelFloor} visitors a month.`,
    )
    // The assumptions are the fine print, one click away.
    await expect(page.getByText('Prices in USD excluding VAT')).toBeHidden()
    await page.getByText('Assumptions', { exact: true }).click()
    await expect(page.getByText('Prices in USD excluding VAT')).toBeVisible()
  })
})

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport })

    test('each service page shows the client quotes of its own case studies, from data/', async ({
      page,
    }) => {
      const shownSomewhere = services.filter((service) => quotesOfPage(pathOf(service.name)).length > 0)
      expect(shownSomewhere.length, 'services whose studies have quotes').toBeGreaterThan(0)
      for (const service of services) {
        const [lead, ...expected] = quotesOfPage(pathOf(service.name))
        await visit(page, pathOf(service.name))
        // The first under the hero, the others in their own band further down.
        const leadQuote = page.locator('[data-proof="lead-quote"]')
        if (lead) await expect(leadQuote.locator('blockquote')).toHaveText(lead.quote)
        else await expect(leadQuote).toHaveCount(0)
        const section = page.locator('#client-quotes')
        if (expected.length === 0) {
          await expect(section).toHaveCount(0)
          continue
        }
        await scrollIntoView(section)
        await expect(section.getByRole('heading', { level: 2 })).toHaveText('What Our Clients Say')
        const shown = section.getByTestId('client-quote')
        await expect(shown.locator('blockquote')).toHaveText(expected.map((quote) => quote.quote))
        for (const [index, quote] of expected.entries()) {
          await expect(shown.nth(index)).toBeVisible()
          await expect(shown.nth(index)).toContainText(quote.role)
          await expect(shown.nth(index).getByRole('link', { name: /Read the case study/ })).toHaveAttribute(
            'href',
            `/case-studies/${quote.caseStudy}`,
          )
        }
      }
    })

    test('body copy: at least 80% of the words of every service page are set at 16px or more', async ({
      page,
    }) => {
      test.slow() // six pages, each scrolled through so its calculators load
      for (const service of services) {
        await visit(page, pathOf(service.name))
        await renderWholePage(page)
        const sizes = await wordSizes(page)
        expect(
          sizes.readable / sizes.words,
          `${service.name}: ${JSON.stringify(sizes.small)}`,
        ).toBeGreaterThanOrEqual(0.8)
      }
    })
  })
}
