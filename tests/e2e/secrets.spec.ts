import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, scrollIntoView } from './support/fixtures'
import { TEST_BOT_TOKEN, TEST_CHAT_ID } from './support/ports'
import { sitemapPaths } from './support/sitemap'

/**
 * The bot token and chat id live only in the server's environment: no byte the browser can receive
 * (page, script, style, JSON, feed, header) carries them, whatever it asks for.
 */
const SECRETS = [TEST_BOT_TOKEN, TEST_CHAT_ID, TEST_BOT_TOKEN.split(':')[1]!]

function servedFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(?:br|gz)$/.test(entry.name))
    .map(
      (entry) => `/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`,
    )
}

test('no page, script, style or data file the server sends carries the Telegram token or chat id', async ({
  request,
}) => {
  const clientDir = path.resolve('dist/client')
  const urls = [
    ...servedFiles(clientDir),
    ...sitemapPaths(),
    '/runtime-config.json',
    '/api/contact',
    '/this-page-does-not-exist',
  ]
  expect(urls.length).toBeGreaterThan(100)
  for (const url of urls) {
    const response = await request.get(url, { headers: { 'accept-encoding': 'identity' }, maxRedirects: 0 })
    const seen = `${JSON.stringify(response.headers())}\n${await response.text()}`
    for (const secret of SECRETS) expect(seen.includes(secret), `${url} carries a secret`).toBe(false)
  }
  // And on disk, where a static host would upload from.
  for (const file of servedFiles(clientDir)) {
    const content = readFileSync(path.join(clientDir, file), 'utf8')
    for (const secret of SECRETS) expect(content.includes(secret), file).toBe(false)
  }
})

test('a visitor who sends the form receives no secret either', async ({ page }) => {
  const bodies: string[] = []
  page.on('response', async (response) => {
    bodies.push(JSON.stringify(await response.allHeaders()), await response.text().catch(() => ''))
  })
  await page.goto('/contact')
  await page.waitForSelector('html[data-hydrated="true"]')
  const form = page.getByRole('form', { name: 'Contact form' })
  await scrollIntoView(form)
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  for (const [label, value] of Object.entries({
    'Full name': 'Taras Melnyk',
    Email: 'taras@secret-check.example',
    Phone: '+380 44 000 0000',
    Company: `Secret Check ${Date.now()}`,
    Message: 'Checking that nothing secret comes back to the browser.',
  }))
    await form.getByLabel(label, { exact: true }).fill(value)
  await form.getByLabel('Industry').selectOption('Technology')
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(form.getByRole('status')).toContainText('Success')
  expect(bodies.length).toBeGreaterThan(5)
  for (const body of bodies) for (const secret of SECRETS) expect(body.includes(secret)).toBe(false)
})
