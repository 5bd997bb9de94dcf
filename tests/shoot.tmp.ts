import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS, chromiumPath } from '../scripts/chromium'
const base = process.argv[2]!
const shots: [string, string, 'dark' | 'light', number, number][] = JSON.parse(process.argv[3]!)
const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS })
for (const [name, path, theme, width, scrollY] of shots) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 } })
  await context.addInitScript((t) => localStorage.setItem('bandera-ai-theme', t), theme)
  const page = await context.newPage()
  await page.goto(base + path, { waitUntil: 'networkidle' })
  if (scrollY) { await page.evaluate((y) => window.scrollTo(0, y), scrollY); await page.waitForTimeout(800) }
  await page.screenshot({ path: `/tmp/shots/${name}.png` })
  await context.close()
}
await browser.close()
