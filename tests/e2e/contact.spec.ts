import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { MIN_FILL_TIME_MS } from '../../src/config/constants'
import type { ReceivedMessage, StandInBehaviour } from '../support/telegramStandIn'
import { builtContent } from './support/content'
import { everyIslandNearStarted, expect, scrollIntoView, tasksDrained, test, visit } from './support/fixtures'
import { TELEGRAM_STAND_IN_URL, TEST_BOT_TOKEN, TEST_CHAT_ID } from './support/ports'

const ERROR_ALERT = 'Failed to send message. Please try again or contact us directly.'
const KEPT = 'Your message is saved in this browser and will be sent automatically on your next visit.'

/** What the Telegram stand-in received for a company (named as the chat shows it). */
async function arrivedFor(request: APIRequestContext, company: string): Promise<ReceivedMessage[]> {
  const response = await request.get(
    `${TELEGRAM_STAND_IN_URL}/__requests?company=${encodeURIComponent(company)}`,
  )
  return (await response.json()) as ReceivedMessage[]
}

async function standInAnswers(request: APIRequestContext, company: string, behaviour: StandInBehaviour) {
  await request.post(`${TELEGRAM_STAND_IN_URL}/__behave`, { data: { company, behaviour } })
}

const unique = (name: string) => `${name} ${Date.now()}-${Math.round(Math.random() * 1e6)}`

/**
 * Opens a page on the page's clock, which `fill` moves past the form's minimum fill time: a person
 * takes that long, and the form holds a faster send back until then (relay/intake.ts refuses it).
 */
async function visitOnPageClock(page: Page, path: string) {
  await page.clock.install()
  await visit(page, path)
}

async function openDialog(page: Page) {
  await visitOnPageClock(page, '/blog')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click()
  const dialog = page.getByRole('dialog', { name: 'Get In Touch' })
  await expect(dialog).toBeVisible()
  return dialog
}

async function fill(scope: Locator, company: string, overrides: Record<string, string> = {}) {
  const values = {
    'Full name': 'Olha Shevchenko',
    Email: 'olha@ledgerline.example',
    Phone: '+48 600 000 000',
    Company: company,
    // The relay treats the same address and message as one lead: each test writes its own.
    Message: `We want 20 qualified demos a month with CFOs in Poland (${company}).`,
    ...overrides,
  }
  for (const [label, value] of Object.entries(values))
    await scope.getByLabel(label, { exact: true }).fill(value)
  await scope.getByLabel('Industry').selectOption('Finance')
  await scope.page().clock.fastForward(MIN_FILL_TIME_MS)
}

async function savedForms(page: Page) {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('savedContactForms') ?? '[]') as Record<string, string>[],
  )
}

const FIELDS = ['Full name', 'Email', 'Phone', 'Company', 'Industry', 'Message'] as const

test.describe('contact dialog', () => {
  test('Contact and Get Started open "Get In Touch"; Escape and the close control close it', async ({
    page,
  }) => {
    const dialog = await openDialog(page)
    await expect(dialog.getByRole('heading', { name: 'Contact information' })).toBeVisible()
    await expect(dialog.getByRole('form', { name: 'Contact form' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    const getStarted = page.getByRole('banner').getByRole('link', { name: 'Get Started' })
    await getStarted.click()
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(getStarted).toBeFocused()
  })

  test('keeps keyboard focus inside while open', async ({ page }) => {
    const dialog = await openDialog(page)
    for (let press = 0; press < 25; press++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    }
  })

  // One opening of the dialog for what it shows as it opens; the field for scripts last: it moves the focus.
  test('as it opens: its size, its fields and their marks, its notices, and the field for scripts', async ({
    page,
  }) => {
    const dialog = await openDialog(page)
    await test.step('is a wide modal on a desktop', async () => {
      const box = (await dialog.boundingBox())!
      expect(box.width).toBeGreaterThan(800)
      expect(box.width).toBeLessThan(1280)
      expect(box.y).toBeGreaterThan(0)
    })
    await test.step('marks the six required fields for the eye, once explained, and for assistive technology', async () => {
      await expect(dialog.getByText('Fields marked * are required.')).toBeVisible()
      for (const label of FIELDS) {
        const field = dialog.getByLabel(label, { exact: true })
        await expect(field).toHaveAttribute('aria-required', 'true')
        // The browser's own check would replace the spec's messages: the form leaves it off.
        await expect(field).not.toHaveAttribute('required')
        // The mark shows beside the label; the field's name is the label's words alone.
        const labelled = dialog.locator(`label[for="${await field.getAttribute('id')}"]`)
        await expect(labelled.locator('xpath=..')).toContainText(`${label} *`)
        await expect(field).toHaveAccessibleName(label)
      }
      await expect(dialog.getByRole('form', { name: 'Contact form' })).toHaveAttribute('novalidate', '')
    })
    await test.step('says how the details are used, in the words of the privacy policy, with its links', async () => {
      const { notice } = builtContent('shell').contactForm
      await expect(dialog.getByText(notice[0]!.text.trim().slice(0, 40), { exact: false })).toHaveText(
        notice.map((part) => part.text).join(''),
      )
      for (const part of notice.filter((candidate) => candidate.href !== undefined))
        await expect(dialog.getByRole('link', { name: part.text })).toHaveAttribute('href', part.href!)
    })
    await test.step('says under the Industry field which option the industries we serve belong to', async () => {
      const { industryHint } = builtContent('shell').contactForm
      expect(industryHint).not.toBe('')
      await expect(dialog.getByLabel('Industry')).toHaveAccessibleDescription(industryHint)
      await expect(dialog.getByText(industryHint)).toBeVisible()
    })
    await test.step('the field for scripts is out of reach of people: hidden, unnamed to assistive technology, not in the tab order', async () => {
      const trap = dialog.locator('input[name="website"]')
      await expect(trap).toHaveAttribute('tabindex', '-1')
      expect(await trap.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(true)
      const box = await trap.boundingBox()
      expect(box === null || box.x + box.width <= 0).toBe(true)
      await dialog.getByLabel('Message', { exact: true }).focus()
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).not.toBe(
        'website',
      )
    })
  })

  test.describe('under 768px', () => {
    test.use({ viewport: { width: 767, height: 900 } })
    test('fills the screen', async ({ page }) => {
      await visit(page, '/blog')
      await page.getByRole('button', { name: 'Menu' }).click()
      await page.locator('#mobile-menu').getByRole('link', { name: 'Contact' }).click()
      const box = (await page.getByRole('dialog', { name: 'Get In Touch' }).boundingBox())!
      expect(box).toEqual({ x: 0, y: 0, width: 767, height: 900 })
      await expect(page.locator('#mobile-menu')).toBeHidden()
    })
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    test('opens with the form, its first field on the first screen, and the contact card after it', async ({
      page,
    }) => {
      await visit(page, '/blog')
      await page.getByRole('button', { name: 'Menu' }).click()
      await page.locator('#mobile-menu').getByRole('link', { name: 'Contact' }).click()
      const dialog = page.getByRole('dialog', { name: 'Get In Touch' })
      const form = dialog.getByRole('form', { name: 'Contact form' })
      const card = dialog.getByRole('heading', { name: 'Contact information' })
      await expect(form).toBeVisible()
      const name = (await dialog.getByLabel('Full name', { exact: true }).boundingBox())!
      expect(name.y + name.height).toBeLessThanOrEqual(844)
      expect((await card.boundingBox())!.y).toBeGreaterThan((await form.boundingBox())!.y)
      expect(
        await form.evaluate(
          (element, heading) => element.compareDocumentPosition(heading!) & Node.DOCUMENT_POSITION_FOLLOWING,
          await card.elementHandle(),
        ),
      ).toBeTruthy()
    })
  })
})

test.describe('contact form', () => {
  test('an empty submit shows every rule’s message under its field and takes the focus to the first field to fix, which says why', async ({
    page,
  }) => {
    const dialog = await openDialog(page)
    const send = dialog.getByRole('button', { name: 'Send Message' })
    await send.click()
    await expect(dialog.getByLabel('Full name', { exact: true })).toBeFocused()
    for (const [label, message] of [
      ['Full name', 'Name must be at least 2 characters.'],
      ['Email', 'Please enter a valid email address.'],
      ['Phone', 'Phone number is required.'],
      ['Company', 'Company name is required.'],
      ['Industry', 'Please select an industry.'],
      ['Message', 'Message must be at least 10 characters.'],
    ] as const) {
      const field = dialog.getByLabel(label, { exact: true })
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(field).toHaveAccessibleDescription(new RegExp(message.replace('.', '\\.')))
    }
    await expect(dialog.getByLabel('Full name', { exact: true })).toHaveAccessibleDescription(
      'Name must be at least 2 characters.',
    )
    // With the name right, the first field to fix is the next one that is wrong.
    await dialog.getByLabel('Full name', { exact: true }).fill('Olha Shevchenko')
    await dialog.getByLabel('Email', { exact: true }).fill('olha@ledgerline.example')
    await send.click()
    await expect(dialog.getByLabel('Phone', { exact: true })).toBeFocused()
    await expect(dialog.getByLabel('Phone', { exact: true })).toHaveAccessibleDescription(
      'Phone number is required.',
    )
  })

  test('sends through the site’s relay to Telegram, shows success, resets and toasts @server', async ({
    page,
    request,
  }) => {
    const posts: string[] = []
    page.on('request', (sent) => {
      if (sent.method() === 'POST') posts.push(new URL(sent.url()).pathname)
    })
    const dialog = await openDialog(page)
    const company = unique('Success <b>')
    // Telegram takes a while, so that the sending state can be seen even on a busy machine.
    await standInAnswers(request, company, { kind: 'ok', delayMs: 2000 })
    await fill(dialog, company)
    await dialog.getByRole('button', { name: 'Send Message' }).click()
    // Both at once: the button is disabled while it says so.
    await expect(dialog.getByRole('button', { name: 'Sending...', disabled: true })).toBeVisible()
    const alert = dialog.getByRole('status')
    await expect(alert).toContainText('Success')
    await expect(alert).toContainText("Your message has been sent successfully. We'll get back to you soon!")
    await expect(page.getByText('Message Sent Successfully')).toBeVisible()
    await expect(page.getByText("We'll get back to you within 24 hours.")).toBeVisible()
    await expect(dialog.getByLabel('Company')).toHaveValue('')
    await expect(dialog.getByLabel('Industry')).toHaveValue('')
    expect(await savedForms(page)).toEqual([])
    expect(posts).toEqual(['/api/contact'])

    const received = await arrivedFor(request, company)
    expect(received).toHaveLength(1)
    expect(received[0]!.path).toBe(`/bot${TEST_BOT_TOKEN}/sendMessage`)
    expect(received[0]!.body).toMatchObject({ chat_id: TEST_CHAT_ID, parse_mode: 'HTML' })
    expect(received[0]!.body).not.toHaveProperty('message_thread_id')
    expect(received[0]!.body.text).toContain('<b>Email:</b> olha@ledgerline.example')
    expect(received[0]!.body.text).toContain('<b>Industry:</b> Finance')
  })

  test('a double click sends one message @server', async ({ page, request }) => {
    const posts: string[] = []
    page.on('request', (sent) => {
      if (sent.method() === 'POST') posts.push(sent.url())
    })
    const dialog = await openDialog(page)
    const company = unique('Double Click Ltd')
    await fill(dialog, company)
    await dialog.getByRole('button', { name: 'Send Message' }).dblclick()
    await expect(dialog.getByRole('status')).toContainText('Success')
    expect(posts).toHaveLength(1)
    expect(await arrivedFor(request, company)).toHaveLength(1)
  })

  test('when Telegram refuses, the relay keeps the lead: the visitor sees success and never the provider’s words @server', async ({
    page,
    request,
  }) => {
    const company = unique('Refusal Ltd')
    await standInAnswers(request, company, {
      kind: 'error',
      status: 400,
      description: 'Bad Request: chat not found',
    })
    const dialog = await openDialog(page)
    await fill(dialog, company)
    await dialog.getByRole('button', { name: 'Send Message' }).click()
    await expect(dialog.getByRole('status')).toContainText('Success')
    await expect(page.locator('body')).not.toContainText('chat not found')
    expect(await savedForms(page)).toEqual([])
    expect(await arrivedFor(request, company)).toHaveLength(1)
  })

  test('when the relay itself fails, the lead is kept and "Email Us Directly" is offered', async ({
    page,
  }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 502, body: '<html>Bad Gateway</html>' }),
    )
    const dialog = await openDialog(page)
    await fill(dialog, 'Gateway Trouble Inc')
    await dialog.getByRole('button', { name: 'Send Message' }).click()
    const alert = dialog.getByRole('alert')
    await expect(alert).toContainText('Error')
    await expect(alert).toContainText(ERROR_ALERT)
    await expect(alert).toContainText(`Our server is experiencing technical difficulties. ${KEPT}`)
    await expect(alert.getByRole('link', { name: 'Email Us Directly' })).toHaveAttribute(
      'href',
      'mailto:hello@bandera.example',
    )
    await expect(page.getByText('Failed to Send Message', { exact: true })).toBeVisible()
    await expect(dialog.getByLabel('Company')).toHaveValue('Gateway Trouble Inc')
    const saved = await savedForms(page)
    expect(saved).toHaveLength(1)
    expect(saved[0]).toMatchObject({
      company: 'Gateway Trouble Inc',
      industry: 'Finance',
      name: 'Olha Shevchenko',
    })
    expect(saved[0]!.key).toMatch(/^[0-9a-f]{32}$/)
    expect(new Date(saved[0]!.timestamp!).toISOString()).toBe(saved[0]!.timestamp)
  })

  test('an unconfigured relay says so in the catalogue’s words, and the lead is kept', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 503, json: { status: 'not-configured' } }),
    )
    const dialog = await openDialog(page)
    await fill(dialog, 'Unconfigured GmbH')
    await dialog.getByRole('button', { name: 'Send Message' }).click()
    await expect(dialog.getByRole('alert')).toContainText(
      'Telegram bot not configured. Please contact the administrator.',
    )
    expect(await savedForms(page)).toHaveLength(1)
  })

  test('the relay’s field messages appear under the fields', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 422,
        json: { status: 'invalid', errors: { industry: 'Please select an industry.' } },
      }),
    )
    const dialog = await openDialog(page)
    await fill(dialog, 'Stale Form Ltd')
    await dialog.getByRole('button', { name: 'Send Message' }).click()
    await expect(dialog.getByLabel('Industry')).toHaveAccessibleDescription(/Please select an industry\./)
    await expect(dialog.getByLabel('Industry')).toBeFocused()
    expect(await savedForms(page)).toEqual([])
  })

  test('an unexpected answer shows the catalogue’s message and toast, and the lead is kept', async ({
    page,
  }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ body: 'not json', contentType: 'application/json' }),
    )
    const dialog = await openDialog(page)
    await fill(dialog, 'Broken Answer SA')
    await dialog.getByRole('button', { name: 'Send Message' }).click()
    await expect(dialog.getByRole('alert')).toContainText(
      'An unexpected error occurred. Please try again later or contact us directly at hello@bandera.example.',
    )
    await expect(page.getByText('Failed to send message. Please try again.')).toBeVisible()
    expect(await savedForms(page)).toHaveLength(1)
  })

  test('a message over the cap is refused with a clear message', async ({ page }) => {
    const dialog = await openDialog(page)
    await fill(dialog, 'Verbose Ltd', { Message: 'x'.repeat(3001) })
    await dialog.getByRole('button', { name: 'Send Message' }).click()
    await expect(dialog.getByText('Message must be at most 3000 characters.')).toBeVisible()
  })

  test('sending trips no Content-Security-Policy rule (no eval probe, no other origin) @server', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      ;(window as unknown as { violations: string[] }).violations = []
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { violations: string[] }).violations.push(
          `${event.violatedDirective} ${event.blockedURI}`,
        ),
      )
    })
    const dialog = await openDialog(page)
    await fill(dialog, unique('Strict Policy AG'))
    await dialog.getByRole('button', { name: 'Send Message' }).click()
    await expect(dialog.getByRole('status')).toContainText('Success')
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([])
  })
})

test.describe('a lead that could not be sent', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource|ERR_FAILED|ERR_INTERNET_DISCONNECTED/] })

  test('is kept when the visitor is offline, then delivered once on the next visit @server', async ({
    page,
    request,
  }) => {
    const company = unique('Offline Ltd')
    const dialog = await openDialog(page)
    await fill(dialog, company)
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'))
    await dialog.getByRole('button', { name: 'Send Message' }).click()
    await expect(dialog.getByRole('alert')).toContainText(`We could not reach our server. ${KEPT}`)
    await expect(dialog.getByRole('alert')).not.toContainText('Failed to fetch')
    const [saved] = await savedForms(page)
    expect(saved).toMatchObject({ company, key: expect.stringMatching(/^[0-9a-f]{32}$/) })
    expect(await arrivedFor(request, company)).toHaveLength(0)

    await page.unroute('**/api/contact')
    await visit(page, '/case-studies')
    await expect(page.getByText('Your earlier message has now reached us.', { exact: false })).toBeVisible()
    expect(await savedForms(page)).toEqual([])
    // The next page, a minute on at once (past the delay before saved forms are sent again): it
    // neither loads the re-send code nor posts anything.
    await page.clock.install()
    await visit(page, '/blog')
    const requests: string[] = []
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script' || sent.url().includes('/api/contact')) requests.push(sent.url())
    })
    await page.clock.runFor(60_000)
    await tasksDrained(page)
    expect(requests).toEqual([])
    const received = await arrivedFor(request, company)
    expect(received).toHaveLength(1)
  })

  test('is deleted unsent once it is older than the period the privacy policy states @server', async ({
    page,
    request,
  }) => {
    const days = builtContent('site').savedFormRetentionDays
    const company = unique('Stale Draft Ltd')
    const old = new Date(Date.now() - (days + 1) * 24 * 60 * 60 * 1000).toISOString()
    await page.addInitScript(
      ({ company: name, timestamp }) => {
        if (sessionStorage.getItem('seeded')) return
        sessionStorage.setItem('seeded', '1')
        localStorage.setItem(
          'savedContactForms',
          JSON.stringify([
            {
              name: 'Olha Shevchenko',
              email: 'olha@ledgerline.example',
              phone: '+48 600 000 000',
              company: name,
              industry: 'Finance',
              message: `An old message that never went out (${name}).`,
              timestamp,
              key: 'f'.repeat(32),
            },
          ]),
        )
      },
      { company, timestamp: old },
    )
    await visit(page, '/blog')
    await expect.poll(() => savedForms(page)).toEqual([])
    await expect(page.getByText('Your earlier message has now reached us.', { exact: false })).toHaveCount(0)
    expect(await arrivedFor(request, company)).toHaveLength(0)
  })

  test('sent twice by two visits that both lost the answer, it still arrives once @server', async ({
    page,
    request,
  }) => {
    const company = unique('Lost Answer Ltd')
    const dialog = await openDialog(page)
    await fill(dialog, company)
    // The relay gets the lead, but the answer never reaches the browser.
    await page.route('**/api/contact', async (route) => {
      await route.fetch()
      await route.abort('connectionreset')
    })
    await dialog.getByRole('button', { name: 'Send Message' }).click()
    await expect(dialog.getByRole('alert')).toContainText(KEPT)
    await page.unroute('**/api/contact')
    await visit(page, '/blog')
    await expect(page.getByText('Your earlier message has now reached us.', { exact: false })).toBeVisible()
    expect(await arrivedFor(request, company)).toHaveLength(1)
  })
})

test.describe('the form in a page', () => {
  test('is complete in the prerendered HTML', async ({ request }) => {
    const html = await (await request.get('/contact')).text()
    for (const text of [
      'Full name',
      'Select your industry',
      'Real Estate',
      'Insurance',
      'Other',
      'Send Message',
    ]) {
      expect(html).toContain(text)
    }
  })

  test('loads its code only when it scrolls near, then works', async ({ page }) => {
    const scripts: string[] = []
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.url())
    })
    await visit(page, '/')
    await everyIslandNearStarted(page)
    const bodies = async () => Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()))
    expect((await bodies()).some((body) => body.includes('Please select an industry.'))).toBe(false)
    await scrollIntoView(page.locator('#contact'))
    const form = page.locator('#contact').getByRole('form', { name: 'Contact form' })
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled()
    expect((await bodies()).some((body) => body.includes('Please select an industry.'))).toBe(true)
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByText('Please select an industry.')).toBeVisible()
  })
})

test.describe('where a lead came from', () => {
  const LANDING = '/services/telegram-outreach?utm_source=linkedin&utm_medium=paid&utm_campaign=q1'

  async function sendFromContactPage(page: Page, company: string) {
    await visitOnPageClock(page, '/contact')
    const form = page.getByRole('form', { name: 'Contact form' })
    await scrollIntoView(form)
    await fill(form, company)
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByRole('status')).toContainText('Success')
  }

  test('with Accept All, the chat hears the campaign the visit landed from, and the page it was sent from @server', async ({
    page,
    request,
  }) => {
    await visit(page, LANDING)
    await visit(page, '/blog')
    const company = unique('Attributed')
    await sendFromContactPage(page, company)
    const [received] = await arrivedFor(request, company)
    expect(received!.body.text).toContain(
      [
        '<b>Source</b>',
        '<b>Sent from:</b> /contact',
        '<b>Landing page:</b> /services/telegram-outreach',
        '<b>Referrer:</b> none',
        '<b>utm_source:</b> linkedin',
        '<b>utm_medium:</b> paid',
        '<b>utm_campaign:</b> q1',
      ].join('\n'),
    )
  })

  test.describe('after Decline', () => {
    test.use({ cookieConsent: 'declined' })

    test('nothing is stored in the browser, and the lead carries only the page it was sent from @server', async ({
      page,
      request,
    }) => {
      await visit(page, LANDING)
      expect(await page.evaluate(() => sessionStorage.getItem('landingSource'))).toBeNull()
      const company = unique('Unattributed')
      await sendFromContactPage(page, company)
      expect(await page.evaluate(() => sessionStorage.getItem('landingSource'))).toBeNull()
      const [received] = await arrivedFor(request, company)
      expect(received!.body.text).toContain('<b>Sent from:</b> /contact\n<b>Landing page:</b> /contact')
      expect(received!.body.text).not.toContain('linkedin')
    })
  })
})
