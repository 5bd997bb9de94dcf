import type { Page, Response } from '@playwright/test'
import {
  ANCHOR_OFFSET_PX,
  ANCHOR_SCROLL_DELAY_MS,
  COOKIE_BANNER_DELAY_MS,
  DEMO_COUNTER_BASE,
  DEMO_ROTATION_MS,
  HOVER_CARD_CLOSE_DELAY_MS,
  HOVER_CARD_OPEN_DELAY_MS,
} from '@/config/constants'
import { builtContent } from './support/content'
import { holdScripts } from './support/earlyPage'
import { renderWholePage, wordSizes } from './support/readability'
import {
  everyIslandNearStarted,
  expect,
  framesRendered,
  scrollIntoView,
  tasksDrained,
  test,
  visit,
  visitWithFrozenClock,
} from './support/fixtures'
import { axe, WCAG_22_AA, WCAG_22_AA_AND_BEST_PRACTICE } from './support/axe'

/** The sections the specification names, in its order. */
const SECTION_IDS = [
  'home',
  'services',
  'solutions',
  'lead-calculator',
  'process',
  'path-to-success',
  'about',
  'contact',
]
/** Every section of the page in order: the specification's, with the proof band after the services. */
const PAGE_SECTION_IDS = ['home', 'services', 'results', ...SECTION_IDS.slice(2)]
const ACTIVITIES = ['LinkedIn Outreach', 'Email Campaigns', 'Call Scheduling', 'Smart Follow-ups']
const SCHEDULER = builtContent('site').booking.scheduler
const services = builtContent('services')
const site = builtContent('site')
const platform = site.reviewsProfile.name
const PROFILE = site.reviewsProfile.url
const PLATFORM_ORIGIN = new URL(site.awards[0]!.embedSrc!).origin

/**
 * The reviews platform answers each badge's picture with a small valid SVG (its failures are
 * award-badges.spec.ts's, against a stand-in on loopback).
 */
async function stubBadgePictures(page: Page) {
  await page.route(`${PLATFORM_ORIGIN}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><rect width="160" height="160"/></svg>',
    }),
  )
}

const liveCard = (page: Page) => page.getByTestId('live-automation')
const activityTab = (page: Page, name: string) => liveCard(page).getByRole('tab', { name, exact: true })

/** The card's state, read in one go: polling from here keeps working while the page's clock is paused. */
function demoState(page: Page) {
  return page.evaluate(() => {
    const card = document.querySelector('[data-testid="live-automation"]')!
    const tabs = [...card.querySelectorAll('[role="tab"]')]
    const panel = [...card.querySelectorAll('[role="tabpanel"]')].find(
      (node) => getComputedStyle(node).visibility === 'visible',
    )
    return {
      selected: tabs
        .filter((tab) => tab.getAttribute('aria-selected') === 'true')
        .map((tab) => tab.textContent),
      panel: panel?.querySelector('h3')?.textContent,
      executed: card.querySelector('[data-testid="actions-executed"]')?.textContent,
    }
  })
}

async function expectDemo(page: Page, index: number, executed: number) {
  await expect
    .poll(() => demoState(page))
    .toEqual({ selected: [ACTIVITIES[index]], panel: ACTIVITIES[index], executed: String(executed) })
}

/** Once a pending render would have landed, the card has not moved. */
async function expectDemoStays(page: Page, index: number, executed: number) {
  await tasksDrained(page)
  await expectDemo(page, index, executed)
}

/** The card's running animations: each as its name and where it runs (the card, or an activity's panel). */
function cardMotion(page: Page) {
  return page.evaluate(() => {
    const card = document.querySelector('[data-testid="live-automation"]')!
    return card
      .getAnimations({ subtree: true })
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect).target!
        const panel = target.closest('[role="tabpanel"]')
        return `${(animation as CSSAnimation).animationName} in ${panel?.querySelector('h3')?.textContent ?? 'the card'}`
      })
      .sort()
  })
}

/** The shown activity's three "working" dots: the card has no other motion (no "live" ping). */
const motionIn = (activity: string) => Array(3).fill(`pulse in ${activity}`)

async function sectionTop(page: Page, id: string): Promise<number> {
  return page.evaluate(
    (target) => Math.round(document.getElementById(target)!.getBoundingClientRect().top),
    id,
  )
}

test.describe('prerendered HTML', () => {
  test('holds every section in the order of the specification, each under its anchor', async ({
    request,
  }) => {
    const response = await request.get('/')
    expect(response.status()).toBe(200)
    const html = await response.text()
    const positions = SECTION_IDS.map((id) => html.indexOf(`<section id="${id}"`))
    for (const [index, position] of positions.entries())
      expect(position, `<section id="${SECTION_IDS[index]}">`).toBeGreaterThan(-1)
    expect(positions).toEqual([...positions].sort((a, b) => a - b))

    for (const heading of [
      'Empowering B2B sales growth through sales science and AI',
      'Our Services',
      'AI Agent Solutions',
      'The Process',
      'Your Path to Success',
      'Why Choose Bandera',
      'Get In Touch',
    ])
      expect(html).toContain(`>${heading}</h`)

    // The lazy calculator is only a placeholder in the HTML.
    expect(html).toContain('Loading Calculator...')
    expect(html).not.toContain('Your projected month')

    // Live Automation: the first activity and the base count, as the browser will hydrate them.
    expect(html).toMatch(/aria-selected="true"[^>]*>(?:(?!<\/button>).)*LinkedIn Outreach/s)
    expect(html).toContain(`>${DEMO_COUNTER_BASE}</p>`)

    // Nothing of the reviews platform before the visitor's choice: five drawn badges, each in a card
    // that links to the reviews profile.
    expect(html).not.toContain('<iframe')
    expect(html).not.toContain(`src="${builtContent('site').awards[0]!.embedSrc}"`)
    expect(html.match(/data-static-badge="[a-z0-9-]+"/g)).toHaveLength(5)
    expect(html.match(/<figure[^>]*data-award=/g)).toHaveLength(5)

    // The industries served and the process steps of the specification.
    for (const text of [
      'Software Development',
      'Fintech',
      'Healthcare',
      'EdTech',
      'SaaS',
      'Web3',
      'Startups',
    ])
      expect(html).toContain(`${text}</li>`)
    for (const step of ['ICP &amp; GMT', 'Value Proposition Creation', 'Close new opportunities'])
      expect(html).toContain(`>${step}</h3>`)
  })

  test('carries the marketing claims and the structured data', async ({ request }) => {
    const html = await (await request.get('/')).text()
    const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? ''
    const keywords = html.match(/<meta name="keywords" content="([^"]*)"/)?.[1] ?? ''
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''
    const claims = `${title} ${description} ${keywords}`
    for (const claim of [
      '400%+ ROI',
      '70% less workload',
      '500% more leads',
      '$320,000+ cloud credits',
      '10 to 50 employees',
      '2023',
    ])
      expect(claims).toContain(claim)

    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) =>
      JSON.parse(match[1]!),
    )
    const organization = jsonLd.find((item) => item['@type'] === 'Organization')
    expect(organization.makesOffer).toMatchObject({
      '@type': 'Offer',
      name: 'Free 30-minute consultation',
      price: 0,
    })
    expect(organization.foundingDate).toBe('2023')
    const breadcrumb = jsonLd.find((item) => item['@type'] === 'BreadcrumbList')
    expect(breadcrumb.itemListElement[0]).toMatchObject({ position: 1, name: 'Home' })
  })
})

test.describe('sections and links', () => {
  test('the hydrated page keeps the section order and the hero calls to action', async ({ page }) => {
    await visit(page, '/')
    const ids = await page
      .locator('main > section')
      .evaluateAll((sections) => sections.map((section) => section.id))
    // No client logos in data/ yet: no strip under the hero (tests/e2e/client-logos.spec.ts shows one).
    expect(ids).toEqual(PAGE_SECTION_IDS)

    const consultation = page.locator('#home').getByRole('link', { name: /Free Consultation Call/ })
    await expect(consultation).toHaveAttribute('href', SCHEDULER)
    await expect(consultation).toHaveAttribute('target', '_blank')
    await expect(consultation).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(page.locator('#home').getByRole('link', { name: 'Our Services' })).toHaveAttribute(
      'href',
      '#services',
    )
  })

  test('a card per service with its badge and a distinct Learn About link to its page', async ({ page }) => {
    await visit(page, '/')
    const cards = page.locator('#services article')
    await expect(cards).toHaveCount(services.length)
    // The spec's six, with their badges, are among them.
    expect(services.map((service) => [service.title, service.badge])).toEqual(
      expect.arrayContaining([
        ['AI SEO & Organic Growth', 'NEW'],
        ['LinkedIn & Email Outreach', 'High Volume'],
        ['Telegram Outreach', 'Direct Engagement'],
        ['Appointment Setting', 'Productivity Boost'],
        ['LinkedIn/Facebook Ads', 'Wide Reach'],
        ['Startup Accelerator', 'NEW'],
      ]),
    )
    for (const [index, { title, badge, slug }] of services.entries()) {
      const path = `/services/${slug}`
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(title)
      await expect(card).toContainText(badge)
      const link = card.getByRole('link', { name: `Learn About ${title}`, exact: true })
      await expect(link).toHaveAttribute('href', path)
      await expect(link).toBeVisible()
    }

    const telegram = services.findIndex((service) => service.title === 'Telegram Outreach')
    await cards.nth(telegram).getByRole('link', { name: 'Learn About Telegram Outreach' }).click()
    await expect(page).toHaveURL(/\/services\/telegram-outreach$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Telegram Outreach')
  })

  test('three solution cards: Most Popular on the first, four features each, Learn More links', async ({
    page,
  }) => {
    await visit(page, '/')
    const section = page.locator('#solutions')
    const cards = section.locator('article')
    await expect(cards).toHaveCount(3)
    const expected = [
      ['AI Sales Agents', '/solutions/sales-automation'],
      ['AI Marketing Agents', '/solutions/marketing-automation'],
      ['AI Social Media Agents', '/solutions/operations-automation'],
    ] as const
    for (const [index, [title, path]] of expected.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(title)
      await expect(card.locator('ul li')).toHaveCount(4)
      await expect(card.getByRole('link', { name: `Learn More about ${title}` })).toHaveAttribute(
        'href',
        path,
      )
    }
    await expect(section.getByText('Most Popular', { exact: true })).toHaveCount(1)
    await expect(cards.first()).toContainText('Most Popular')

    const strategyCall = section.getByRole('link', { name: /Schedule a Strategy Call/ })
    await expect(strategyCall).toHaveAttribute('href', SCHEDULER)
    await expect(strategyCall).toHaveAttribute('target', '_blank')

    const consultation = page.locator('#process').getByRole('link', { name: /Schedule A Free Consultation/ })
    await expect(consultation).toHaveAttribute('href', SCHEDULER)
    await expect(consultation).toHaveAttribute('rel', 'noopener noreferrer')

    await cards.nth(1).getByRole('link', { name: 'Learn More about AI Marketing Agents' }).click()
    await expect(page).toHaveURL(/\/solutions\/marketing-automation$/)
  })

  test('the six-week roadmap and the contact section', async ({ page }) => {
    await visit(page, '/')
    const weeks = page.locator('#path-to-success ol > li')
    await expect(weeks).toHaveCount(6)
    for (let week = 1; week <= 6; week++) await expect(weeks.nth(week - 1)).toContainText(`Week ${week}`)

    const contact = page.locator('#contact')
    await expect(contact.getByRole('link', { name: /hello@bandera\.example/ })).toHaveAttribute(
      'href',
      'mailto:hello@bandera.example',
    )
    await expect(contact.getByRole('link', { name: /\+380 44 000 0123/ })).toHaveAttribute(
      'href',
      'tel:+380440000123',
    )
    await expect(contact).toContainText('Kyiv')
    await expect(contact.getByRole('button', { name: /send/i })).toBeVisible()
  })
})

test.describe('Live Automation card', () => {
  // The page's clock stands still from the start; only runFor moves it.
  test.beforeEach(async ({ page }) => {
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 60_000)
  })

  test('advances every 2.5 seconds, cyclically, and counts one action per tick', async ({ page }) => {
    await visitWithFrozenClock(page, '/')
    // The card may start its interval anywhere in the first 100 ms the page's clock ran (on a busy
    // machine, hydration lands inside that run): selecting the first activity starts it again now.
    await activityTab(page, ACTIVITIES[0]!).click()
    await expectDemo(page, 0, DEMO_COUNTER_BASE)

    await page.clock.runFor(DEMO_ROTATION_MS - 1)
    await expectDemoStays(page, 0, DEMO_COUNTER_BASE)

    await page.clock.runFor(1)
    await expectDemo(page, 1, DEMO_COUNTER_BASE + 1)

    await page.clock.runFor(DEMO_ROTATION_MS)
    await expectDemo(page, 2, DEMO_COUNTER_BASE + 2)
    await page.clock.runFor(DEMO_ROTATION_MS)
    await expectDemo(page, 3, DEMO_COUNTER_BASE + 3)

    await page.clock.runFor(DEMO_ROTATION_MS)
    await expectDemo(page, 0, DEMO_COUNTER_BASE + 4)
  })

  test('a tab selects its activity and the rotation goes on from there', async ({ page }) => {
    await visitWithFrozenClock(page, '/')
    await page.clock.runFor(1000)

    await activityTab(page, 'Call Scheduling').click()
    await expectDemo(page, 2, DEMO_COUNTER_BASE)
    const panel = liveCard(page).getByRole('tabpanel')
    await expect(panel).toContainText('32')
    await expect(panel).toContainText('Active')

    // The selection restarts the interval: the chosen activity stays a full tick.
    await page.clock.runFor(DEMO_ROTATION_MS - 1)
    await expectDemoStays(page, 2, DEMO_COUNTER_BASE)
    await page.clock.runFor(1)
    await expectDemo(page, 3, DEMO_COUNTER_BASE + 1)
    await expect(panel).toContainText('67')
    await expect(panel).toContainText('Learning')

    // Keyboard: arrow keys move along the tabs and select.
    await activityTab(page, 'Smart Follow-ups').focus()
    await page.keyboard.press('ArrowRight')
    await expect(activityTab(page, 'LinkedIn Outreach')).toBeFocused()
    await expectDemo(page, 0, DEMO_COUNTER_BASE + 1)
    await page.keyboard.press('ArrowLeft')
    await expectDemo(page, 3, DEMO_COUNTER_BASE + 1)
  })

  test('the pause control stops the rotation and play resumes it', async ({ page }) => {
    await visitWithFrozenClock(page, '/')
    await liveCard(page).getByRole('button', { name: 'Pause the automation demo' }).click()
    await page.clock.runFor(DEMO_ROTATION_MS * 3)
    await expectDemoStays(page, 0, DEMO_COUNTER_BASE)

    await liveCard(page).getByRole('button', { name: 'Play the automation demo' }).click()
    await page.clock.runFor(DEMO_ROTATION_MS)
    await expectDemo(page, 1, DEMO_COUNTER_BASE + 1)
  })

  test('its signals move once the card has hydrated, only in the shown activity, and not once paused', async ({
    page,
  }) => {
    await visitWithFrozenClock(page, '/')
    await expect.poll(() => cardMotion(page)).toEqual(motionIn('LinkedIn Outreach'))
    await page.clock.runFor(DEMO_ROTATION_MS)
    await expect.poll(() => cardMotion(page)).toEqual(motionIn('Email Campaigns'))

    await liveCard(page).getByRole('button', { name: 'Pause the automation demo' }).click()
    await expect.poll(() => cardMotion(page)).toEqual([])
    await liveCard(page).getByRole('button', { name: 'Play the automation demo' }).click()
    await expect.poll(() => cardMotion(page)).toEqual(motionIn('Email Campaigns'))
  })

  test('holds still while the Get In Touch dialog covers it, and goes on once the dialog closes', async ({
    page,
  }) => {
    await visitWithFrozenClock(page, '/')
    await expect.poll(() => cardMotion(page)).toEqual(motionIn('LinkedIn Outreach'))

    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click()
    const dialog = page.getByRole('dialog', { name: 'Get In Touch' })
    // Opening (and, below, closing) runs the dialog's own timers on the paused clock.
    await page.clock.runFor(500)
    await expect(dialog).toBeVisible()
    await expect.poll(() => cardMotion(page)).toEqual([])
    await page.clock.runFor(DEMO_ROTATION_MS * 2)
    await expectDemoStays(page, 0, DEMO_COUNTER_BASE)

    await page.keyboard.press('Escape')
    await page.clock.runFor(500)
    await expect(dialog).toBeHidden()
    await expect.poll(() => cardMotion(page)).toEqual(motionIn('LinkedIn Outreach'))
    await page.clock.runFor(DEMO_ROTATION_MS)
    await expectDemo(page, 1, DEMO_COUNTER_BASE + 1)
  })

  test('its endless signals are not drawn over a blurred backdrop, which every frame would redraw', async ({
    page,
  }) => {
    await visitWithFrozenClock(page, '/')
    await expect.poll(() => cardMotion(page)).toEqual(motionIn('LinkedIn Outreach'))
    const blurredUnderMotion = await page.evaluate(() => {
      const endless = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations === Infinity)
        .map((animation) => (animation.effect as KeyframeEffect).target!)
      const blurred = endless.flatMap((target) => {
        const found: string[] = []
        for (let element: Element | null = target; element; element = element.parentElement)
          if (getComputedStyle(element).backdropFilter !== 'none')
            found.push(`${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`)
        return found
      })
      return { endless: endless.length, blurred: [...new Set(blurred)] }
    })
    expect(blurredUnderMotion.endless).toBeGreaterThan(0)
    expect(blurredUnderMotion.blurred).toEqual([])
  })

  test.describe('before hydration (the page as prerendered, no script run)', () => {
    test.use({ javaScriptEnabled: false })

    test('nothing in the card moves', async ({ page }) => {
      await page.goto('/')
      await expect(liveCard(page)).toContainText('LinkedIn Outreach')
      expect(await cardMotion(page)).toEqual([])
    })
  })

  test('does not rotate or move under prefers-reduced-motion, but its tabs still work', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await visitWithFrozenClock(page, '/')
    await expect(liveCard(page).getByRole('button', { name: 'Play the automation demo' })).toBeVisible()
    expect(await cardMotion(page)).toEqual([])
    await page.clock.runFor(DEMO_ROTATION_MS * 4)
    await expectDemoStays(page, 0, DEMO_COUNTER_BASE)

    await activityTab(page, 'Email Campaigns').click()
    await expectDemo(page, 1, DEMO_COUNTER_BASE)
    await page.clock.runFor(DEMO_ROTATION_MS * 2)
    await expectDemoStays(page, 1, DEMO_COUNTER_BASE)
  })
})

/**
 * The height of what the calculator's section holds. The section itself, like every block below
 * the first, keeps a reserved size until it nears the viewport (content-visibility), so neither its
 * own height nor the offsets of the sections after it are the measure; its content's layout is.
 */
function calculatorSectionContent(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelector('#lead-calculator > *')!.getBoundingClientRect().height)
}

test.describe('lead calculator', () => {
  test('loads its code only when scrolled near, without moving what follows', async ({ page }) => {
    let scrolled = false
    const scripts: { response: Response; afterScroll: boolean }[] = []
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push({ response, afterScroll: scrolled })
    })
    await visit(page, '/')
    await everyIslandNearStarted(page)

    const section = page.locator('#lead-calculator')
    await expect(section.getByText('Loading Calculator...', { exact: true })).toBeAttached()
    await expect(page.getByTestId('lead-calculator')).toHaveCount(0)
    const placeholderHeight = await page
      .getByTestId('calculator-placeholder')
      .evaluate((node) => (node as HTMLElement).offsetHeight)
    const contentHeight = await calculatorSectionContent(page)

    const loadedOnFirstVisit = await Promise.all(
      scripts.map(async ({ response }) => ({ url: response.url(), body: await response.text() })),
    )
    expect(loadedOnFirstVisit.length).toBeGreaterThan(0)
    expect(loadedOnFirstVisit.filter(({ body }) => body.includes('Your projected month'))).toEqual([])
    // Nor the award badges' hover cards, which hydrate on demand too.
    expect(loadedOnFirstVisit.filter(({ body }) => body.includes('Verified by'))).toEqual([])

    scrolled = true
    await scrollIntoView(section)
    const calculator = page.getByTestId('lead-calculator')
    await expect(calculator).toBeVisible()
    await expect(section.getByText('Loading Calculator...')).toHaveCount(0)

    const lateScripts = await Promise.all(
      scripts.filter((script) => script.afterScroll).map(({ response }) => response.text()),
    )
    expect(lateScripts.some((body) => body.includes('Your projected month'))).toBe(true)

    // The space was reserved: nothing below moved.
    expect(await calculator.evaluate((node) => (node.parentElement as HTMLElement).offsetHeight)).toBe(
      placeholderHeight,
    )
    expect(await calculatorSectionContent(page)).toBe(contentHeight)
  })

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 820, height: 1180 },
  ]) {
    test(`reserves the calculator's height on a ${viewport.width}px wide screen`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await visit(page, '/')
      const placeholderHeight = await page
        .getByTestId('calculator-placeholder')
        .evaluate((node) => (node as HTMLElement).offsetHeight)
      const contentHeight = await calculatorSectionContent(page)
      await scrollIntoView(page.locator('#lead-calculator'))
      const calculator = page.getByTestId('lead-calculator')
      await expect(calculator).toBeVisible()
      expect(await calculator.evaluate((node) => (node.parentElement as HTMLElement).offsetHeight)).toBe(
        placeholderHeight,
      )
      expect(await calculatorSectionContent(page)).toBe(contentHeight)
    })
  }

  test('labelled sliders change the projected results, announced politely', async ({ page }) => {
    await visit(page, '/')
    await scrollIntoView(page.locator('#lead-calculator'))
    const calculator = page.getByTestId('lead-calculator')
    const results = calculator.locator('[aria-live="polite"]')
    await expect(results).toHaveAttribute('aria-atomic', 'true')

    const result = (label: string) =>
      results.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd')
    // Defaults: 1,500 prospects x 8% x 30% x 20% at $15,000.
    await expect(result('Meetings per month')).toHaveText('36')
    await expect(result('Deals per month')).toHaveText('7.2')
    await expect(result('Pipeline value per month')).toHaveText('$540,000')
    await expect(result('New revenue per year')).toHaveText('$1,296,000')

    const prospects = calculator.getByLabel('Prospects contacted per month')
    await expect(prospects).toHaveAttribute('aria-valuetext', '1,500')
    await prospects.fill('3000')
    await expect(prospects).toHaveAttribute('aria-valuetext', '3,000')
    await expect(result('Meetings per month')).toHaveText('72')
    await expect(result('Deals per month')).toHaveText('14.4')

    // Keyboard: one step of 0.5 points on the reply rate.
    const replyRate = calculator.getByLabel('Reply rate')
    await replyRate.focus()
    await page.keyboard.press('ArrowRight')
    await expect(replyRate).toHaveAttribute('aria-valuetext', '8.5%')
    // 3,000 x 8.5% = 255 replies x 30% = 76.5 meetings x 20% = 15.3 deals
    await expect(result('Meetings per month')).toHaveText('76.5')
    await expect(result('Deals per month')).toHaveText('15.3')

    await calculator.getByLabel('Average deal size').fill('20000')
    await expect(result('Pipeline value per month')).toHaveText('$1,530,000')
    await expect(result('New revenue per year')).toHaveText('$3,672,000')

    await calculator.getByLabel('Meetings that close').fill('0')
    await expect(result('Deals per month')).toHaveText('0')
    await expect(result('New revenue per year')).toHaveText('$0')
  })
})

/** The five award badges, scrolled into view, once their hover cards respond. */
async function hydratedBadges(page: Page) {
  await scrollIntoView(page.locator('[data-testid="award-badges"]'))
  const badges = page.locator('figure[data-award]')
  await expect(badges).toHaveCount(5)
  // The prerendered triggers already say data-state="closed"; the hover cards only respond once the
  // list's code has loaded and React has hydrated its markup, which React marks on each node it owns.
  await expect
    .poll(() =>
      badges.evaluateAll((figures) =>
        figures.every((figure) => Object.keys(figure).some((key) => key.startsWith('__reactFiber$'))),
      ),
    )
    .toBe(true)
  return badges
}

test.describe('award badges', () => {
  test.beforeEach(async ({ page }) => {
    await stubBadgePictures(page)
  })

  const boxes = (page: Page) =>
    page
      .locator('figure[data-award] > :first-child')
      .evaluateAll((nodes) => nodes.map((node) => JSON.stringify(node.getBoundingClientRect())))

  test.describe('before the visitor chooses', () => {
    test.use({ cookieConsent: null })

    test('nothing comes from the reviews platform; Accept All swaps its pictures in, in place, without a reload', async ({
      page,
    }) => {
      const platformRequests: string[] = []
      page.on('request', (request) => {
        if (request.url().startsWith(PLATFORM_ORIGIN)) platformRequests.push(request.url())
      })
      await visit(page, '/')
      const badges = await hydratedBadges(page)
      await expect(page.locator('[data-static-badge]')).toHaveCount(5)
      await expect(page.locator('[data-testid="award-badges"] img')).toHaveCount(0)
      for (const badge of await badges.all()) {
        await expect(badge.getByRole('link')).toHaveAttribute('href', PROFILE)
      }
      // The whole card, drawing included, is the link to the reviews profile.
      const first = (await badges.first().boundingBox())!
      const popup = page.waitForEvent('popup')
      await page.mouse.click(first.x + first.width / 2, first.y + 40)
      expect((await popup).url()).toBe(PROFILE)
      await (await popup).close()
      expect(platformRequests).toEqual([])
      const before = await boxes(page)

      await page.evaluate(() => Object.assign(window, { __samePage: true }))
      const banner = page.getByRole('region', { name: 'Cookie consent' })
      await banner.getByRole('button', { name: 'Accept All' }).click()
      await expect(page.locator('[data-testid="award-badges"] img')).toHaveCount(5)
      await expect(page.locator('[data-static-badge]')).toHaveCount(0)
      expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true)
      expect(await boxes(page)).toEqual(before)
      for (const [index, image] of (await page.locator('[data-testid="award-badges"] img').all()).entries())
        await expect(image).toHaveAttribute('src', site.awards[index]!.embedSrc!)
      await expect.poll(() => platformRequests.length).toBeGreaterThanOrEqual(5)
    })
  })

  test.describe('after Decline', () => {
    test.use({ cookieConsent: 'declined' })

    test('the drawings stay; Cookie settings reopens the choice, and accepting there loads the pictures', async ({
      page,
    }) => {
      const platformRequests: string[] = []
      page.on('request', (request) => {
        if (request.url().startsWith(PLATFORM_ORIGIN)) platformRequests.push(request.url())
      })
      await page.clock.install()
      await visit(page, '/')
      await hydratedBadges(page)
      // Past the banner's delay at once: a banner due by now would be up.
      await page.clock.runFor(COOKIE_BANNER_DELAY_MS)
      await tasksDrained(page)
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0)
      await expect(page.locator('[data-static-badge]')).toHaveCount(5)
      expect(platformRequests).toEqual([])

      await page.getByTestId('award-images-note').getByRole('button', { name: 'Cookie settings' }).click()
      const banner = page.getByRole('region', { name: 'Cookie consent' })
      await expect(banner).toBeFocused()
      await expect(banner).toContainText('Your current choice: Decline.')
      await banner.getByRole('button', { name: 'Accept All' }).click()
      await expect(banner).toHaveCount(0)
      await expect(page.locator('[data-testid="award-badges"] img')).toHaveCount(5)
      expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('accepted')
    })
  })

  test('a hover card opens 200ms after the pointer enters and closes 100ms after it leaves', async ({
    page,
  }) => {
    await page.clock.install()
    await visit(page, '/')
    const badges = await hydratedBadges(page)
    // Pausing a minute ahead fires the pictures' give-up timer: every picture has loaded first.
    await expect(page.locator('[data-image-state="shown"]')).toHaveCount(5)
    await page.clock.pauseAt(Date.now() + 60_000)
    const card = page.getByTestId('award-hover-card')

    // Over the platform's picture itself.
    const picture = badges.nth(1).locator('img')
    const box = (await picture.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y - 40)
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 })
    await page.clock.runFor(HOVER_CARD_OPEN_DELAY_MS - 1)
    await expect(card).toHaveCount(0)
    await page.clock.runFor(1)
    await expect(card).toBeVisible()
    await expect(card).toContainText('Top Appointment Setting Company 2025')
    await expect(card).toContainText(site.awards[1]!.description)
    await expect(card).toContainText(`Source: ${platform}`)
    await expect(card).not.toContainText('Verified by')

    await page.mouse.move(5, 5, { steps: 4 })
    await page.clock.runFor(HOVER_CARD_CLOSE_DELAY_MS - 1)
    await expect(card).toBeVisible()
    await page.clock.runFor(1)
    await expect(card).toHaveCount(0)
  })

  test('a hover card also opens on keyboard focus, after the same delay', async ({ page }) => {
    await page.clock.install()
    await visit(page, '/')
    const badges = await hydratedBadges(page)
    await page.clock.pauseAt(Date.now() + 60_000)
    const card = page.getByTestId('award-hover-card')

    const link = badges.nth(4).getByRole('link', { name: /5-Star Client Rating/ })
    await expect(link).toHaveAttribute('href', PROFILE)
    await link.focus()
    await page.clock.runFor(HOVER_CARD_OPEN_DELAY_MS - 1)
    await expect(card).toHaveCount(0)
    await page.clock.runFor(1)
    await expect(card).toContainText('5-Star Client Rating')

    // Focus moves to the previous badge: its card closes after 100ms, the next opens after 200ms.
    await page.keyboard.press('Shift+Tab')
    await expect(badges.nth(3).getByRole('link')).toBeFocused()
    await page.clock.runFor(HOVER_CARD_CLOSE_DELAY_MS)
    await expect(card).toHaveCount(0)
    await page.clock.runFor(HOVER_CARD_OPEN_DELAY_MS - HOVER_CARD_CLOSE_DELAY_MS)
    await expect(card).toHaveCount(1)
    await expect(card).toContainText('Top AI Automation Agency')
  })
})

test.describe('anchors', () => {
  test('an address with a hash scrolls to that section, 80px below the top', async ({ page }) => {
    await visit(page, '/#process')
    await expect.poll(() => sectionTop(page, 'process'), { timeout: 10_000 }).toBe(ANCHOR_OFFSET_PX)
    // and it stays there once the lazy part it passed (the calculator) has loaded
    await expect(page.getByTestId('lead-calculator')).toBeAttached()
    await framesRendered(page)
    expect(await sectionTop(page, 'process')).toBe(ANCHOR_OFFSET_PX)
  })

  test('in-page anchor links scroll with the same offset', async ({ page }) => {
    await visit(page, '/')
    await page.locator('#home').getByRole('link', { name: 'Our Services' }).click()
    await expect(page).toHaveURL(/\/#services$/)
    await expect.poll(() => sectionTop(page, 'services'), { timeout: 10_000 }).toBe(ANCHOR_OFFSET_PX)

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click()
    await expect(page).toHaveURL(/\/#about$/)
    await expect.poll(() => sectionTop(page, 'about'), { timeout: 10_000 }).toBe(ANCHOR_OFFSET_PX)
  })

  test('a visitor who scrolls before the page’s code runs is left there, not taken back to the section', async ({
    page,
  }) => {
    const scripts = await holdScripts(page)
    await page.goto('/#about', { waitUntil: 'domcontentloaded' })
    await expect.poll(() => sectionTop(page, 'about'), { timeout: 10_000 }).toBe(ANCHOR_OFFSET_PX)
    await page.mouse.move(640, 400)
    await page.mouse.wheel(0, 400)
    await expect.poll(() => sectionTop(page, 'about')).toBeLessThan(ANCHOR_OFFSET_PX - 300)
    const scrolledTo = await sectionTop(page, 'about')
    scripts.release()
    await page.waitForSelector('html[data-hydrated="true"]')
    // The page's delay before it scrolls to an address's section again has passed, and frames after it.
    await page.evaluate(
      (delay) => new Promise((resolve) => setTimeout(resolve, delay)),
      ANCHOR_SCROLL_DELAY_MS,
    )
    await framesRendered(page, 10)
    expect(await sectionTop(page, 'about')).toBe(scrolledTo)
  })

  test('once landed, the section is held in place while the page settles, until the visitor scrolls', async ({
    page,
  }) => {
    await visit(page, '/')
    // A moment after the scroll lands the page moves 112px on its own, as when a part above loads
    // late and the browser's scroll anchoring does not make up for it (seen on a busy machine).
    const movedAfterLanding = page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          window.addEventListener(
            'scrollend',
            () =>
              window.setTimeout(() => {
                window.scrollBy({ top: -112, behavior: 'instant' })
                resolve()
              }, 300),
            { once: true },
          ),
        ),
    )
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click()
    await movedAfterLanding
    await expect.poll(() => sectionTop(page, 'about'), { timeout: 10_000 }).toBe(ANCHOR_OFFSET_PX)

    await page.mouse.move(640, 400)
    await page.mouse.wheel(0, 400)
    await expect.poll(() => sectionTop(page, 'about')).toBeLessThan(ANCHOR_OFFSET_PX - 300)
    const afterWheel = await sectionTop(page, 'about')
    await framesRendered(page, 10)
    expect(await sectionTop(page, 'about')).toBe(afterWheel)
  })
})

test('another page links to /#about: the new page lands on the section, badges shown, and its parts load when near', async ({
  page,
}) => {
  await stubBadgePictures(page)
  await visit(page, '/privacy-policy')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click()
  await expect(page).toHaveURL(/\/#about$/)
  await expect.poll(() => sectionTop(page, 'about'), { timeout: 10_000 }).toBe(ANCHOR_OFFSET_PX)
  // The visitor takes over (the page holds the section in place until then), and reads on.
  await page.mouse.move(640, 400)
  await page.mouse.wheel(0, 100)
  await scrollIntoView(page.getByRole('heading', { name: 'Awards & Recognition' }))
  await expect(page.locator('figure[data-award]')).toHaveCount(5)
  await expect(page.locator('figure[data-award]').first()).toHaveAttribute('data-state', 'closed')
  await scrollIntoView(page.locator('#lead-calculator'))
  await expect(page.getByTestId('lead-calculator')).toBeVisible()
})

for (const theme of ['dark', 'light'] as const) {
  test.describe(`accessibility, ${theme} theme`, () => {
    test.use({ storedTheme: theme })

    test('axe finds no WCAG 2.2 AA violation, with the calculator and a hover card open', async ({
      page,
    }) => {
      test.slow() // axe over the whole page, frames included
      await stubBadgePictures(page)
      await visit(page, '/')
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`))
      await scrollIntoView(page.locator('#lead-calculator'))
      await expect(page.getByTestId('lead-calculator')).toBeVisible()
      const badges = await hydratedBadges(page)
      await badges.first().getByRole('link').focus()
      await expect(page.getByTestId('award-hover-card')).toBeVisible()

      const results = await axe(page).withTags(WCAG_22_AA).analyze()
      expect(results.violations).toEqual([])
    })

    test.describe('after Decline', () => {
      test.use({ cookieConsent: 'declined' })

      test('the drawn badges and their card links pass axe', async ({ page }) => {
        await visit(page, '/')
        await scrollIntoView(page.locator('[data-testid="award-badges"]'))
        await expect(page.locator('figure[data-award]').first()).toHaveAttribute('data-state', 'closed')
        await expect(page.locator('[data-static-badge]')).toHaveCount(5)
        const results = await axe(page).include('#about').withTags(WCAG_22_AA_AND_BEST_PRACTICE).analyze()
        expect(results.violations).toEqual([])
      })
    })
  })
}

test.describe('award badges that never break', () => {
  test.describe('before the visitor chooses', () => {
    test.use({ cookieConsent: null })

    test('each drawn badge names the reviews platform, once, and is one link to its profile', async ({
      page,
    }) => {
      await visit(page, '/')
      const badges = await hydratedBadges(page)
      for (const [index, award] of site.awards.entries()) {
        const badge = badges.nth(index)
        const drawing = badge.locator('[data-static-badge]')
        await expect(drawing).toContainText(platform)
        await expect(drawing).toContainText(award.title.replace(/\s*\b(19|20)\d{2}\b/, ''))
        // The drawing is all a visitor reads: no caption repeats the title under it (the link's
        // name and the description are for screen readers only).
        expect(
          await badge.evaluate((figure) =>
            [...figure.querySelectorAll('*')]
              .filter((element) => !element.closest('[data-static-badge]'))
              .filter((element) => getComputedStyle(element).clipPath !== 'inset(50%)')
              .filter((element) => !element.closest('[class~="sr-only"]'))
              .flatMap((element) => [...element.childNodes])
              .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '')
              .map((node) => node.textContent),
          ),
        ).toEqual([])
        await expect(badge.getByRole('link')).toHaveCount(1)
        await expect(badge.getByRole('link')).toHaveAccessibleName(new RegExp(`^${award.title}, ${platform}`))
        await expect(badge.getByRole('link')).toHaveAttribute('href', site.reviewsProfile.url)
      }
    })
  })
})

test('the reviews platform’s rating and its count stand beside the award badges, linking its profile', async ({
  page,
}) => {
  const { rating, reviewCount } = site.reviewsProfile
  await visit(page, '/')
  const about = page.locator('#about')
  const shown = about.getByTestId('reviews-rating')
  // Shown only when site.yaml states one (it does, as sample content).
  expect(rating, 'data/site.yaml reviewsProfile.rating').toBeDefined()
  await expect(shown).toHaveCount(1)
  await expect(shown).toContainText(`${rating!.toFixed(1)} out of 5`)
  await expect(shown).toContainText(`from ${reviewCount} reviews on ${platform}`)
  await expect(shown).toHaveAttribute('href', site.reviewsProfile.url)
  await expect(shown).toHaveAttribute('target', '_blank')
  // Our own HTML: no frame, no third-party script.
  await expect(shown.locator('iframe, script')).toHaveCount(0)
})

test('the Live Automation card says it is a demonstration', async ({ page }) => {
  await visit(page, '/')
  const card = liveCard(page)
  await expect(card.getByRole('heading', { level: 2 })).toHaveText('Live Automation')
  await expect(card.getByText('Demo', { exact: true })).toBeVisible()
  expect(await card.evaluate((node) => node.textContent)).toContain(
    'sample activities of our AI agents, not live data',
  )
  // Nothing signals live activity beside the title (the demo's only motion is the working dots).
  expect(await cardMotion(page)).not.toContain('ping in the card')
})

test('a service card is one link as a whole, named by its visible Learn About and its title', async ({
  page,
}) => {
  await visit(page, '/')
  const card = page.locator('#services article').nth(1)
  await expect(card.getByRole('link')).toHaveCount(1)
  const title = services[1]!.title
  await expect(card.getByRole('link')).toHaveAccessibleName(`Learn About ${title}`)
  // A click on its text, far from the link's words, follows it.
  await scrollIntoView(card)
  const text = (await card.getByText(services[1]!.description).boundingBox())!
  await page.mouse.click(text.x + text.width / 2, text.y + text.height / 2)
  await expect(page).toHaveURL(new RegExp(`/services/${services[1]!.slug}$`))
})

const quotes = builtContent('clientQuotes')
const studies = builtContent('caseStudies')
const proofCopy = builtContent('home').proof
const featured = studies.find((study) => study.slug === proofCopy.caseStudy)!

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport })

    test('the proof band tells the featured case study with its chart and shows client quotes from data/', async ({
      page,
    }) => {
      await visit(page, '/')
      const band = page.locator('#results')
      await scrollIntoView(band)
      const story = band.getByTestId('featured-case-study')
      await expect(story.getByRole('heading', { level: 3 })).toHaveText(featured.title)
      await expect(story.getByRole('img', { name: /^Line chart:/ })).toBeVisible()
      await expect(story.getByRole('link', { name: /full case study/ })).toHaveAttribute(
        'href',
        `/case-studies/${featured.slug}`,
      )
      // The featured study's quote first, then the first others: three in all.
      const expected = [
        ...quotes.filter((quote) => quote.caseStudy === featured.slug),
        ...quotes.filter((quote) => quote.caseStudy !== featured.slug),
      ].slice(0, 3)
      const shown = band.getByTestId('client-quote').filter({ visible: true })
      await expect(shown).toHaveCount(expected.length)
      for (const [index, quote] of expected.entries()) {
        const study = studies.find((candidate) => candidate.slug === quote.caseStudy)!
        await expect(shown.nth(index).locator('blockquote')).toHaveText(quote.quote)
        await expect(shown.nth(index)).toContainText(quote.role)
        await expect(shown.nth(index)).toContainText(study.client ?? study.industry)
      }
    })

    test('body copy: at least 80% of the words of <main> are set at 16px or more', async ({ page }) => {
      await visit(page, '/')
      await renderWholePage(page)
      const sizes = await wordSizes(page)
      expect(sizes.words).toBeGreaterThan(1000)
      expect(sizes.readable / sizes.words, JSON.stringify(sizes.small)).toBeGreaterThanOrEqual(0.8)
    })
  })
}

/** From the top of the page straight to the award list, as find in page does: it must be on screen. */
async function farJumpLandsOnScreen(page: Page) {
  await visit(page, '/')
  const list = page.getByTestId('award-badges')
  await list.evaluate((element) =>
    (element as HTMLElement & { scrollIntoViewIfNeeded(): void }).scrollIntoViewIfNeeded(),
  )
  const onScreen = () =>
    list.evaluate((element) => {
      const { top, bottom } = element.getBoundingClientRect()
      return { top: Math.round(top), visible: top >= 0 && bottom <= window.innerHeight }
    })
  const landed = await onScreen()
  expect(landed.visible, `the list's top is at ${landed.top}px`).toBe(true)
  // The blocks the page passed keep their height once laid out: nothing moves it afterwards.
  await framesRendered(page, 10)
  expect(await onScreen()).toEqual(landed)
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 720 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport })

    test('a far jump to the award list lands with it on screen, and it stays there', async ({ page }) => {
      await farJumpLandsOnScreen(page)
    })

    test('an address with #about still lands 80px below the top', async ({ page }) => {
      await visit(page, '/#about')
      await expect.poll(() => sectionTop(page, 'about'), { timeout: 10_000 }).toBe(ANCHOR_OFFSET_PX)
    })
  })
}

test.describe('on a 390x844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the whole home page is at most 14 screens long, every section the specification names in it', async ({
    page,
  }) => {
    await visit(page, '/')
    await renderWholePage(page)
    for (const id of SECTION_IDS) await expect(page.locator(`main > section#${id}`)).toHaveCount(1)
    const { height, width } = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      width: document.documentElement.scrollWidth,
    }))
    expect(height / 844, `${height}px`).toBeLessThanOrEqual(14)
    // Nothing in a row to swipe (a card's screen-reader words, say) widens the page sideways.
    expect(width).toBe(390)
  })
})
