/**
 * Every analytics provider configured (playwright.analytics.config.ts): nothing of them before a
 * choice or after Decline, their scripts after Accept All, one conversion per provider for a sent
 * lead, and a CSP with exactly their hosts. The providers are stand-ins routed inside the browser:
 * each script does what the real one does with the calls the site makes, and reports to its host.
 */
import type { Page, Request } from '@playwright/test'
import { analyticsHosts, analyticsSchema } from '@/schemas/analytics'
import { parse } from 'yaml'
import { EVERY_PROVIDER_YAML } from '../support/analyticsConfig'
import { builtContent } from './support/content'
import { expect, test, visit } from './support/fixtures'

const analytics = analyticsSchema.parse((parse(EVERY_PROVIDER_YAML) as { analytics: unknown }).analytics)
const hosts = analyticsHosts(analytics)
const PROVIDER_HOSTS = new Set(
  [...hosts.script, ...hosts.connect, ...hosts.img].map((origin) => new URL(origin).host),
)

/** The stand-ins' scripts: each drains the site's queued calls and reports to its own host. */
const STAND_IN_BODIES: Record<string, string> = {
  'plausible.io/js/script.js': `
    const send = (name) => fetch('https://plausible.io/api/event?n=' + encodeURIComponent(name), { method: 'POST' })
    const queued = (window.plausible && window.plausible.q) || []
    window.plausible = (name) => send(name)
    send('pageview')
    for (const [name] of queued) send(name)`,
  'www.googletagmanager.com/gtag/js': `
    let granted = false
    const id = new URL(document.currentScript.src).searchParams.get('id')
    const run = (args) => {
      if (args[0] === 'consent') granted = args[2].analytics_storage === 'granted'
      const off = window['ga-disable-' + id] === true
      if (!granted || off) return
      if (args[0] === 'config') {
        // gtag's first-party cookies, for the site's domain (here a host of its own).
        document.cookie = '_ga=GA1.1.123456789.1767225600; Path=/; Max-Age=63072000'
        document.cookie = '_ga_' + id.slice(2) + '=GS2.1.s1767225600$o1; Path=/; Max-Age=63072000'
        navigator.sendBeacon('https://region1.google-analytics.com/g/collect?en=page_view&tid=' + args[1])
      }
      if (args[0] === 'event') navigator.sendBeacon('https://region1.google-analytics.com/g/collect?en=' + args[1] + '&tid=' + id)
    }
    for (const args of window.dataLayer) run(args)
    window.dataLayer.push = (args) => run(args)`,
  'snap.licdn.com/li.lms-analytics/insight.min.js': `
    const pid = window._linkedin_partner_id
    const send = (query) => fetch('https://px.ads.linkedin.com/collect?pid=' + pid + '&' + query, { mode: 'no-cors' })
    const run = ([name, data]) => name === 'track' && send('conversionId=' + data.conversion_id)
    const queued = window.lintrk.q
    window.lintrk = (name, data) => run([name, data])
    send('fmt=js')
    for (const call of queued) run(call)`,
  'connect.facebook.net/en_US/fbevents.js': `
    let granted = true, pixel = ''
    const fbq = window.fbq
    fbq.callMethod = (command, value) => {
      if (command === 'consent') granted = value === 'grant'
      if (command === 'init') {
        pixel = value
        if (granted) document.cookie = '_fbp=fb.1.1767225600000.123456789; Path=/; Max-Age=7776000'
      }
      if (command === 'track' && granted) new Image().src = 'https://www.facebook.com/tr?id=' + pixel + '&ev=' + value
    }
    for (const args of fbq.queue.splice(0)) fbq.callMethod(...args)`,
}

/** Each in a block of its own: classic scripts share one global scope, where two `const send` clash. */
const STAND_INS = Object.fromEntries(
  Object.entries(STAND_IN_BODIES).map(([address, body]) => [address, `{${body}\n}`]),
)

interface ProviderTraffic {
  requests: string[]
  /** The provider requests made from now on. */
  since(): () => string[]
}

/** Routes the providers' hosts to the stand-ins and records every request that reaches one. */
async function standInProviders(page: Page): Promise<ProviderTraffic> {
  const requests: string[] = []
  page.on('request', (request: Request) => {
    if (PROVIDER_HOSTS.has(new URL(request.url()).host)) requests.push(request.url())
  })
  await page.route(
    (url) => PROVIDER_HOSTS.has(url.host),
    async (route) => {
      const url = new URL(route.request().url())
      const script = STAND_INS[`${url.host}${url.pathname}`]
      if (script) await route.fulfill({ status: 200, contentType: 'text/javascript', body: script })
      else await route.fulfill({ status: 204, headers: { 'Access-Control-Allow-Origin': '*' } })
    },
  )
  return {
    requests,
    since() {
      const from = requests.length
      return () => requests.slice(from)
    },
  }
}

const conversions = (requests: string[]) => ({
  plausible: requests.filter((url) => url.includes('plausible.io/api/event?n=Lead')).length,
  googleAnalytics: requests.filter((url) => url.includes('/g/collect?en=generate_lead')).length,
  linkedinInsight: requests.filter((url) =>
    url.includes(`conversionId=${analytics.linkedinInsight!.conversionId}`),
  ).length,
  metaPixel: requests.filter((url) => url.includes('/tr?') && url.includes('ev=Lead')).length,
})

const SCRIPTS = [
  'https://plausible.io/js/script.js',
  `https://www.googletagmanager.com/gtag/js?id=${analytics.googleAnalytics!.measurementId}`,
  'https://snap.licdn.com/li.lms-analytics/insight.min.js',
  'https://connect.facebook.net/en_US/fbevents.js',
]

async function sendLead(page: Page, company: string) {
  await visit(page, '/contact')
  await page.getByRole('form', { name: 'Contact form' }).scrollIntoViewIfNeeded()
  await sendLeadHere(page, company)
}

/** Fills the contact form of the page it is on and sends it. */
async function sendLeadHere(page: Page, company: string) {
  const form = page.getByRole('form', { name: 'Contact form' })
  for (const [label, value] of Object.entries({
    'Full name': 'Olha Shevchenko',
    Email: 'olha@ledgerline.example',
    Phone: '+48 600 000 000',
    Company: company,
    Message: `We want 20 qualified demos a month with CFOs in Poland (${company}).`,
  }))
    await form.getByLabel(label, { exact: true }).fill(value)
  await form.getByLabel('Industry').selectOption('Finance')
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(form.getByRole('status')).toContainText('Success')
}

const unique = (name: string) => `${name} ${Date.now()}-${Math.round(Math.random() * 1e6)}`

test.describe('analytics with every provider configured', () => {
  test.use({ cookieConsent: null })

  test('the CSP lists exactly the configured providers’ hosts', async ({ request }) => {
    const policy = (await request.get('/')).headers()['content-security-policy']!
    const directive = (name: string) =>
      policy
        .split('; ')
        .find((part) => part.startsWith(`${name} `))!
        .split(' ')
        .slice(1)
        .filter((source) => source.startsWith('https://'))
    expect(directive('script-src')).toEqual(hosts.script)
    // Beside them, img-src holds only the award badges' pictures' origins.
    const badgeOrigins = [
      ...new Set(
        builtContent('site').awards.flatMap((award) =>
          award.embedSrc ? [new URL(award.embedSrc).origin] : [],
        ),
      ),
    ]
    expect(directive('connect-src')).toEqual(hosts.connect)
    expect(directive('img-src')).toEqual([...badgeOrigins, ...hosts.img])
  })

  test('nothing reaches a provider before a choice, nor after Decline', async ({ page }) => {
    const traffic = await standInProviders(page)
    await visit(page, '/')
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    await expect(banner.getByRole('button', { name: 'Decline' })).toBeVisible()
    expect(traffic.requests).toEqual([])
    await banner.getByRole('button', { name: 'Decline' }).click()
    await sendLead(page, unique('Declined analytics'))
    await visit(page, '/blog')
    await page.waitForLoadState('networkidle')
    expect(traffic.requests).toEqual([])
  })

  test('after Accept All the scripts load, and a sent lead counts once per provider', async ({ page }) => {
    const traffic = await standInProviders(page)
    await visit(page, '/')
    await page.getByRole('button', { name: 'Accept All' }).click()
    await expect.poll(() => SCRIPTS.filter((script) => traffic.requests.includes(script))).toEqual(SCRIPTS)
    await expect.poll(() => traffic.requests.some((url) => url.includes('en=page_view'))).toBe(true)
    await sendLead(page, unique('Accepted analytics'))
    await expect
      .poll(() => conversions(traffic.requests))
      .toEqual({ plausible: 1, googleAnalytics: 1, linkedinInsight: 1, metaPixel: 1 })
    await page.waitForLoadState('networkidle')
    expect(conversions(traffic.requests)).toEqual({
      plausible: 1,
      googleAnalytics: 1,
      linkedinInsight: 1,
      metaPixel: 1,
    })
  })

  test.describe('a later Decline', () => {
    // The tightened policy refuses what the providers' code still tries: that is the point.
    test.use({ allowedConsoleErrors: [/Content Security Policy/] })

    test('stops every further request on the page, a lead included', async ({ page }) => {
      const traffic = await standInProviders(page)
      await visit(page, '/contact')
      await page.getByRole('button', { name: 'Accept All' }).click()
      await expect.poll(() => SCRIPTS.filter((script) => traffic.requests.includes(script))).toEqual(SCRIPTS)
      await page.waitForLoadState('networkidle')
      await page.getByRole('button', { name: 'Cookie settings' }).click()
      await page
        .getByRole('region', { name: 'Cookie consent' })
        .getByRole('button', { name: 'Decline' })
        .click()
      const after = traffic.since()
      await sendLeadHere(page, unique('Withdrawn analytics'))
      await page.waitForLoadState('networkidle')
      expect(after()).toEqual([])
    })

    test('deletes the cookies the providers set on the site, and only those', async ({ page, context }) => {
      await standInProviders(page)
      await visit(page, '/')
      await page.evaluate(() => (document.cookie = 'unrelated=kept; Path=/; Max-Age=3600'))
      await page.getByRole('button', { name: 'Accept All' }).click()
      const names = async () => (await context.cookies()).map((cookie) => cookie.name).sort()
      const providers = ['_fbp', '_ga', `_ga_${analytics.googleAnalytics!.measurementId.slice(2)}`]
      await expect.poll(names).toEqual([...providers, 'unrelated'].sort())
      await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
      await page
        .getByRole('region', { name: 'Cookie consent' })
        .getByRole('button', { name: 'Decline' })
        .click()
      await expect.poll(names).toEqual(['unrelated'])
    })
  })
})
