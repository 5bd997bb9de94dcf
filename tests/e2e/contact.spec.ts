import type { Page } from '@playwright/test'
import { expect, test, visit } from './support/fixtures'
import { TELEGRAM_STAND_IN_URL, TEST_CHAT_ID } from './support/ports'

const ERROR_ALERT = 'Failed to send message. Please try again or contact us directly.'

async function openDialog(page: Page) {
  await visit(page, '/blog')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Contact' }).click()
  const dialog = page.getByRole('dialog', { name: 'Get In Touch' })
  await expect(dialog).toBeVisible()
  return dialog
}

async function fill(
  scope: ReturnType<Page['locator']>,
  company: string,
  overrides: Record<string, string> = {},
) {
  const values = {
    'Full name': 'Olha Shevchenko',
    Email: 'olha@ledgerline.example',
    Phone: '+48 600 000 000',
    Company: company,
    Message: 'We want 20 qualified demos a month with CFOs in Poland.',
    ...overrides,
  }
  for (const [label, value] of Object.entries(values))
    await scope.getByLabel(label, { exact: true }).fill(value)
  await scope.getByLabel('Industry').selectOption('Finance')
}

async function savedForms(page: Page) {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('savedContactForms') ?? '[]') as Record<string, string>[],
  )
}

test.describe('contact dialog', () => {
  test('Contact and Get Started open "Get In Touch"; Escape and the close control close it', async ({
    page,
  }) => {
    const dialog = await openDialog(page)
    await expect(dialog.getByRole('heading', { name: 'Contact information' })).toBeVisible()
    await expect(dialog.getByRole('form', { name: 'Contact form' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    const getStarted = page.getByRole('banner').getByRole('button', { name: 'Get Started' })
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

  test('is a wide modal on a desktop', async ({ page }) => {
    const dialog = await openDialog(page)
    const box = (await dialog.boundingBox())!
    expect(box.width).toBeGreaterThan(800)
    expect(box.width).toBeLessThan(1280)
    expect(box.y).toBeGreaterThan(0)
  })

  test.describe('under 768px', () => {
    test.use({ viewport: { width: 767, height: 900 } })
    test('fills the screen', async ({ page }) => {
      await visit(page, '/blog')
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page.locator('#mobile-menu').getByRole('button', { name: 'Contact' }).click()
      const box = (await page.getByRole('dialog', { name: 'Get In Touch' }).boundingBox())!
      expect(box).toEqual({ x: 0, y: 0, width: 767, height: 900 })
      await expect(page.locator('#mobile-menu')).toHaveCount(0)
    })
  })
})

test.describe('contact form', () => {
  test('shows every rule’s message under its field on an empty submit', async ({ page }) => {
    const dialog = await openDialog(page)
    await dialog.getByRole('button', { name: 'Send Message' }).click()
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
  })

  test('sends to Telegram, shows success, resets and toasts', async ({ page, request }) => {
    const dialog = await openDialog(page)
    const company = `Success <b>${Date.now()}</b>`
    await fill(dialog, company)
    const send = dialog.getByRole('button', { name: /Send Message|Sending/ })
    await send.click()
    await expect(send).toHaveText('Sending...')
    await expect(send).toBeDisabled()
    const alert = dialog.getByRole('status')
    await expect(alert).toContainText('Success')
    await expect(alert).toContainText("Your message has been sent successfully. We'll get back to you soon!")
    await expect(page.getByText('Message Sent Successfully')).toBeVisible()
    await expect(page.getByText("We'll get back to you within 24 hours.")).toBeVisible()
    await expect(dialog.getByLabel('Company')).toHaveValue('')
    await expect(dialog.getByLabel('Industry')).toHaveValue('')
    expect(await savedForms(page)).toEqual([])

    const escaped = company.replace(/</g, '&lt;').replace(/>/g, '&gt;')
    const received = await (
      await request.get(`${TELEGRAM_STAND_IN_URL}/__requests?company=${encodeURIComponent(escaped)}`)
    ).json()
    expect(received).toHaveLength(1)
    expect(received[0].path).toBe('/bot123456:test-token/sendMessage')
    expect(received[0].body).toMatchObject({ chat_id: TEST_CHAT_ID, parse_mode: 'HTML' })
    expect(received[0].body).not.toHaveProperty('message_thread_id')
    expect(received[0].body.text).toContain('<b>Email:</b> olha@ledgerline.example')
    expect(received[0].body.text).toContain('<b>Industry:</b> Finance')
  })

  test('a refusal keeps the visitor’s data on screen and in browser storage', async ({ page }) => {
    const dialog = await openDialog(page)
    await fill(dialog, 'Refusal Ltd')
    await dialog.getByRole('button', { name: 'Send Message' }).click()
    const alert = dialog.getByRole('alert')
    await expect(alert).toContainText('Error')
    await expect(alert).toContainText(ERROR_ALERT)
    await expect(alert).toContainText('Bad Request: chat not found')
    await expect(alert.getByRole('link', { name: 'Email Us Directly' })).toHaveCount(0)
    await expect(page.getByText('Failed to Send Message', { exact: true })).toBeVisible()
    await expect(dialog.getByLabel('Company')).toHaveValue('Refusal Ltd')
    const saved = await savedForms(page)
    expect(saved).toHaveLength(1)
    expect(saved[0]).toMatchObject({ company: 'Refusal Ltd', industry: 'Finance', name: 'Olha Shevchenko' })
    expect(new Date(saved[0]!.timestamp!).toISOString()).toBe(saved[0]!.timestamp)
  })

  test('a failure that mentions technical difficulties offers "Email Us Directly"', async ({ page }) => {
    const dialog = await openDialog(page)
    await fill(dialog, 'Difficulties Inc')
    await dialog.getByRole('button', { name: 'Send Message' }).click()
    const email = dialog.getByRole('alert').getByRole('link', { name: 'Email Us Directly' })
    await expect(email).toHaveAttribute('href', 'mailto:hello@bandera.example')
    expect(await savedForms(page)).toHaveLength(1)
  })

  test.describe('when the network fails', () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource|ERR_EMPTY_RESPONSE|ERR_CONNECTION/] })
    test('the send fails and the data is kept', async ({ page }) => {
      const dialog = await openDialog(page)
      await fill(dialog, 'Dropped Co')
      await dialog.getByRole('button', { name: 'Send Message' }).click()
      await expect(dialog.getByRole('alert')).toContainText(ERROR_ALERT)
      await expect(dialog.getByLabel('Full name')).toHaveValue('Olha Shevchenko')
      expect((await savedForms(page))[0]).toMatchObject({ company: 'Dropped Co' })
    })
  })

  test('an unconfigured bot says so', async ({ page }) => {
    await page.route('**/runtime-config.json', (route) =>
      route.fulfill({
        json: {
          telegramBotToken: 'YOUR_BOT_TOKEN',
          telegramChatId: 'YOUR_CHAT_ID',
          telegramTopicId: '',
          telegramApiBase: '',
        },
      }),
    )
    const dialog = await openDialog(page)
    await fill(dialog, 'Unconfigured GmbH')
    await dialog.getByRole('button', { name: 'Send Message' }).click()
    await expect(dialog.getByRole('alert')).toContainText(
      'Telegram bot not configured. Please contact the administrator.',
    )
    expect(await savedForms(page)).toHaveLength(1)
  })

  test('an unexpected exception shows the catalogue’s message and toast', async ({ page }) => {
    await page.route('**/runtime-config.json', (route) =>
      route.fulfill({ body: 'not json', contentType: 'application/json' }),
    )
    const dialog = await openDialog(page)
    await fill(dialog, 'Broken Config SA')
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
    await page.waitForLoadState('networkidle')
    const bodies = async () => Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()))
    expect((await bodies()).some((body) => body.includes('Please select an industry.'))).toBe(false)
    await page.locator('#contact').scrollIntoViewIfNeeded()
    const form = page.locator('#contact').getByRole('form', { name: 'Contact form' })
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled()
    expect((await bodies()).some((body) => body.includes('Please select an industry.'))).toBe(true)
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByText('Please select an industry.')).toBeVisible()
  })
})
