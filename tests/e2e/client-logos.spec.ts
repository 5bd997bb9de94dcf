import { readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { builtContent } from './support/content'
import { expect, test } from './support/fixtures'
import { startFixtureSite, type FixtureSite } from './support/fixtureSite'
import { FIXTURE_SITE_PORT, FIXTURE_SITE_URL } from './support/ports'

/**
 * The client logo strip: the demo data has no logo (the agency has supplied none, and none may be
 * invented), so it is shown here on a copy of data/ with a fixture: one client of the logo list and
 * one case study that names its client and carries its logo.
 */
const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><rect width="40" height="40" rx="8"/></svg>'
/** The first study, in file-name order: data/case-studies/01-...yaml, which the fixture edits. */
const study = builtContent('caseStudies')[0]!
const STUDY_FILE = 'data/case-studies/01-payments-api-demos.yaml'

let site: FixtureSite

test.describe.configure({ mode: 'serial', timeout: 240_000 })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  site = await startFixtureSite(FIXTURE_SITE_PORT, (dir) => {
    mkdirSync(path.join(dir, 'public/images/clients'), { recursive: true })
    writeFileSync(path.join(dir, 'public/images/clients/northwind.svg'), LOGO)
    writeFileSync(path.join(dir, 'public/images/clients/acme-pay.svg'), LOGO.replace('120 40', '80 40'))
    writeFileSync(
      path.join(dir, 'data/client-logos.yaml'),
      '- name: Northwind Logistics\n  logo: /images/clients/northwind.svg\n',
    )
    const file = path.join(dir, STUDY_FILE)
    const text = readFileSync(file, 'utf8')
    writeFileSync(
      file,
      text.replace(/^industry: /m, 'client: Acme Pay\nclientLogo: /images/clients/acme-pay.svg\nindustry: '),
    )
  })
})

test.afterAll(() => site?.stop())

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width}x${viewport.height} the logos from data/ stand in a strip under the hero`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto(`${FIXTURE_SITE_URL}/`)
    const strip = page.locator('main > section#clients')
    await expect(strip).toBeVisible()
    // Right under the hero, before the services. Asked as assertions that wait: on its first visit
    // the dev server may reload the page once it has bundled a dependency it had not seen.
    const sections = page.locator('main > section')
    for (const [index, id] of ['home', 'clients', 'services'].entries())
      await expect(sections.nth(index)).toHaveAttribute('id', id)
    const logos = strip.getByRole('img')
    await expect(logos).toHaveCount(2)
    // The case study's client first, linking to its story; each logo at one height, its own width.
    await expect(logos.nth(0)).toHaveAttribute('alt', 'Acme Pay')
    await expect(strip.getByRole('link', { name: 'Acme Pay' })).toHaveAttribute(
      'href',
      `/case-studies/${study.slug}`,
    )
    await expect(logos.nth(1)).toHaveAttribute('alt', 'Northwind Logistics')
    for (const [index, width] of [64, 96].entries()) {
      await expect(logos.nth(index)).toHaveAttribute('width', String(width))
      await expect(logos.nth(index)).toHaveAttribute('height', '32')
    }

    // The study itself names its client beside its logo.
    await page.goto(`${FIXTURE_SITE_URL}/case-studies/${study.slug}`)
    await expect(page.getByTestId('study-client')).toHaveText(/Acme Pay/)
    await expect(page.getByTestId('study-client').locator('img')).toHaveAttribute(
      'src',
      '/images/clients/acme-pay.svg',
    )
  })
}
