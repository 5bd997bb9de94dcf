import { expect, test, type Locator, type Page } from '@playwright/test'
import { cmsRepoDir } from './cmsRepo'
import { git, type EditorEntry, type TextField } from './cmsEntries'
import { CMS_SERVERS } from './ports'

/**
 * The editor at /admin under `npm run cms` (playwright.cms.config.ts), on a copy of the checkout
 * that is a git repository of its own: what the editor's specs share.
 */

/** This worker's server and the copy it writes: playwright.cms.config.ts starts one for each. */
export const cmsServer = () => CMS_SERVERS[test.info().parallelIndex]!
export const cmsRepo = () => cmsRepoDir(cmsServer().site)
/** For `test.use`: every page of a spec opens this worker's server. */
export const cmsBaseURL = { baseURL: async ({}, use: (url: string) => Promise<void>) => use(cmsServer().url) }

/** Decap's sign-in to decap-server: no account, a button, once per browser. */
export async function signIn(page: Page) {
  // A page of the site is served once the dev server's first run of build:data is over: the
  // reload that follows it is not the editor's to wait for.
  expect((await page.request.get('/', { headers: { accept: 'text/html' } })).status()).toBe(200)
  await page.goto('/admin')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('link', { name: /Case studies/ }).first()).toBeVisible({ timeout: 60_000 })
}

/**
 * An entry in the editor, reached through its collection's page (going straight from one entry to
 * another, Decap keeps the first one's form).
 */
export async function openEntry(page: Page, { collection, slug }: Pick<EditorEntry, 'collection' | 'slug'>) {
  await page.goto(`/admin#/collections/${collection}`)
  await expect(publishButton(page)).toHaveCount(0)
  await page.goto(`/admin#/collections/${collection}/entries/${slug}`)
  await expect(publishButton(page)).toBeVisible({ timeout: 60_000 })
}

/** The input of a field holding `value`, once the entry's form shows it; a list is expanded first. */
export async function inputOf(page: Page, { name, value, inList }: TextField) {
  const inputs = page.locator(`input[id^="${name}-field-"], textarea[id^="${name}-field-"]`)
  const holding = async () => {
    const values = await inputs.evaluateAll((elements) =>
      elements.map((element) => (element as HTMLInputElement).value),
    )
    return values.indexOf(value)
  }
  await expect
    .poll(holding, { message: `an input of '${name}' holding '${value}'` })
    .toBeGreaterThanOrEqual(0)
  const input = inputs.nth(await holding())
  if (inList && !(await input.isVisible())) await page.getByRole('button', { name: 'Expand' }).first().click()
  await expect(input).toBeVisible()
  return input
}

export async function publishNow(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText('Publish now', { exact: true }).click()
}

export const publishButton = (page: Page) => page.getByRole('button', { name: /^(Publish|Published)$/ })

/**
 * A field typed over. Decap's text fields put the caret back where it was when they render again,
 * as they do when focused: the field is focused first, so that what is typed replaces its text.
 */
export async function typeOver(input: Locator, value: string) {
  await input.focus()
  await input.fill(value)
}

/** Publishes the entry; the toast says when its files are written, and is closed by a click. */
export async function publish(page: Page) {
  await publishNow(page)
  const saved = page.getByText('Entry saved')
  await expect(saved).toBeVisible({ timeout: 120_000 })
  // It closes by itself after 4 s: the click only hastens that, and finds nothing once it has gone.
  await saved.click({ timeout: 3_000 }).catch(() => undefined)
  await expect(saved).toBeHidden({ timeout: 30_000 })
}

/** A new study, as an editor fills in its form. */
export interface NewStudy {
  title: string
  publishDate: string
  category: string
  challenges: string
  solution: string
  result: string
}

export const freightStudy: NewStudy = {
  title: 'Outbound Booked 41 Demos for a Freight Platform',
  publishDate: '2026-10-20',
  category: 'Outreach',
  challenges:
    'Inbound demand had stalled at ten demos a month, and two sales reps spent their week building lists by hand.',
  solution: 'LinkedIn and email sequences to 600 freight operations managers, reviewed weekly',
  result: '41 qualified demos booked with freight operations leaders in 90 days',
}

export async function fillNewStudy(page: Page, study: NewStudy) {
  await page.goto('/admin#/collections/case-studies/new')
  await page.getByLabel('Title', { exact: true }).fill(study.title)
  await page.getByLabel('Publish date', { exact: true }).fill(study.publishDate)
  await page.getByLabel('Category', { exact: true }).click()
  await page.getByRole('option', { name: study.category, exact: true }).click()
  await page.getByLabel('Industry', { exact: true }).fill('Logistics')
  await page.getByRole('textbox', { name: 'Challenges', exact: true }).fill(study.challenges)
  await page.getByRole('button', { name: 'Add solutions', exact: true }).click()
  await page.locator('[id^="solutions-field"] input').last().fill(study.solution)
  await page.getByRole('button', { name: 'Add results', exact: true }).click()
  await page.locator('[id^="results-field"] input').last().fill(study.result)
}

/** A picture of its own: an article's cover is compared with the others' by content. */
export const cover = (colour: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><title>Cover</title><rect width="1200" height="630" fill="${colour}"/></svg>\n`,
  )

/** The button of the article's featured image that opens the media library. */
export const featuredImageButton = (page: Page) =>
  page
    .locator('[aria-label="image field"]')
    .filter({ has: page.getByText('Featured image', { exact: true }) })
    .getByRole('button', { name: 'Choose different image' })

/** Uploads a picture in the media library an image field opened, and chooses it for the field. */
export async function uploadAndChoose(page: Page, name: string, content: Buffer) {
  const choose = page.getByRole('button', { name: 'Choose selected' })
  await expect(choose).toBeVisible()
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/svg+xml', buffer: content })
  // The library selects what was just uploaded, a draft until the entry is saved.
  await expect(page.getByRole('dialog').getByText('Draft', { exact: true })).toBeVisible()
  await expect(choose).toBeEnabled()
  await choose.click()
  await expect(choose).toBeHidden()
}

/** Puts the copy back as it was committed, for the next test: data/, and the pictures uploaded. */
export function restore() {
  // The checkout's own commit: a test may commit its steps on top of it.
  const [checkout] = git(cmsRepo(), 'rev-list', '--max-parents=0', 'HEAD').split('\n')
  git(cmsRepo(), 'reset', '--quiet', '--hard', checkout!)
  git(cmsRepo(), 'clean', '-fdq', 'data', 'public')
}
