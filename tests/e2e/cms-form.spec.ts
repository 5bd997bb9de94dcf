import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { parse } from 'yaml'
import { slugify } from '@/lib/text'
import { changes } from './support/cmsEntries'
import { cmsBaseURL, cmsRepo, openEntry, publishNow, restore, signIn, typeOver } from './support/cmsEditor'

/**
 * The form as a marketer meets it: the slug follows the title as it is typed, dates stay in the
 * agency's years, the lengths search engines show are counted as they are typed, other entries and
 * pictures are picked rather than typed, every collection is listed by its name and previewed in
 * the site's own styles.
 */

test.use(cmsBaseURL)
test.beforeEach(() => restore())

const dataFile = <T>(file: string) => parse(readFileSync(path.join(cmsRepo(), 'data', file), 'utf8')) as T

/**
 * A long title typed as fast as a test types, into a new article and a new study: every key reaches
 * the title, and the slug is made from all of them. A slug changed after the keystroke (from a
 * timer) once rendered the form outside it, and the keys typed meanwhile were put back: "Lead
 * Scoring That" became "Lead Scort".
 */
for (const [collection, kind] of [
  ['blog', 'article'],
  ['case-studies', 'case study'],
] as const) {
  test(`every key of a long title typed fast into a new ${kind} arrives`, async ({ page }) => {
    await signIn(page)
    await page.goto(`/admin#/collections/${collection}/new`)
    const title = page.getByLabel('Title', { exact: true })
    const typed =
      'Lead Scoring That Sales Trusts: 5 Checks Our Freight Clients Run Before Every Handoff, and 2 They Dropped'
    await title.pressSequentially(typed)
    await expect(title).toHaveValue(typed)
    await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(slugify(typed))
  })
}

test('a new entry’s slug follows its title keystroke by keystroke, until the slug is typed by hand', async ({
  page,
}) => {
  await signIn(page)
  await page.goto('/admin#/collections/blog/new')
  const title = page.getByLabel('Title', { exact: true })
  const slug = page.getByLabel('Slug', { exact: true })
  const typed = 'Lead Scoring That Sales Trusts: 5 Checks'
  await title.pressSequentially(typed)
  // Every key kept, typed as fast as a test types, and the slug made from all of them.
  await expect(title).toHaveValue(typed)
  await expect(slug).toHaveValue(slugify(typed))
  await expect(page.getByText(`The page will be at /blog/${slugify(typed)}`)).toBeVisible()
  // Typed by hand, the slug is the marketer's: the title's next change leaves it.
  await typeOver(slug, 'lead-scoring-checks')
  await title.press('End')
  await title.pressSequentially(' in 2026')
  await expect(slug).toHaveValue('lead-scoring-checks')
})

test('a date outside the agency’s years is refused at its field, in words', async ({ page }) => {
  const { foundingYear } = dataFile<{ foundingYear: number }>('site.yaml')
  await signIn(page)
  await openEntry(page, { collection: 'blog', slug: 'cold-email-deliverability-2025' })
  const date = page.getByLabel('Publish date', { exact: true })
  await date.fill('1907-06-26')
  await page.getByLabel('Title', { exact: true }).focus()
  await expect(
    page.getByText(
      `Publish date: is 1907-06-26, before ${foundingYear}, the year the agency was founded (foundingYear in data/site.yaml): check the year`,
    ),
  ).toBeVisible()
  await publishNow(page)
  await expect(page.getByText(/^Not saved: a field needs a change\./)).toBeVisible()
  await expect(date).toBeFocused()
  expect(changes(cmsRepo())).toEqual({ diff: '', untracked: [] })
})

/**
 * The counter under a field, by the field's label (an optional field's says so after it), or what a
 * screen reader is told of it.
 */
const counterOf = (page: Page, label: string, part = '[data-counter]') =>
  page
    .locator('[aria-label$=" field"]')
    .filter({ has: page.locator('label').getByText(new RegExp(`^${label}( \\(optional\\))?$`)) })
    .locator(part)
    .first()
const announcementOf = (page: Page, label: string) => counterOf(page, label, '[data-counter-announcement]')

/** The title typed up to the key that made the study's page title longer than search results show. */
const overSixty = (title: string) =>
  [...title]
    .map((_, index) => title.slice(0, index + 1).trim())
    .find((typed) => `${typed} - Case Study`.length > 60)!

test('the page title and description search engines show are counted as they are typed', async ({ page }) => {
  await signIn(page)
  await page.goto('/admin#/collections/case-studies/new')
  const title = 'Outbound Booked 41 Demos for a Freight and Logistics Platform'
  await page.getByLabel('Title', { exact: true }).pressSequentially(title)
  const pageTitle = `${title} - Case Study`
  await expect(counterOf(page, 'Title')).toHaveText(
    `Page title in search results: '${pageTitle}', ${pageTitle.length} characters, ${pageTitle.length - 60} more than the 60 they show: add a shorter SEO title.`,
  )
  // The counter is no live region: a screen reader is told its line once, as it crosses the limit,
  // not at every key typed after.
  await expect(counterOf(page, 'Title')).not.toHaveAttribute('role')
  const crossed = `${overSixty(title)} - Case Study`
  await expect(announcementOf(page, 'Title')).toHaveText(
    `Page title in search results: '${crossed}', ${crossed.length} characters, ${crossed.length - 60} more than the 60 they show: add a shorter SEO title.`,
  )
  await expect(announcementOf(page, 'Title')).toHaveAttribute('aria-live', 'polite')
  await page.getByLabel(/^SEO title/).pressSequentially('Outbound Booked 41 Freight Demos')
  await expect(counterOf(page, 'Title')).toHaveText(
    "Page title in search results: 'Outbound Booked 41 Freight Demos - Case Study', 45 of 60 characters.",
  )
  // Back within the limit at the SEO title's first key, and told so once.
  await expect(announcementOf(page, 'Title')).toHaveText(
    "Page title in search results: 'O - Case Study', 14 of 60 characters.",
  )
  await page.getByLabel(/^SEO description/).pressSequentially('Too short.')
  await expect(counterOf(page, 'SEO description')).toHaveText(
    'Description in search results: 10 characters, outside the 70 to 160 they show whole: change the SEO description.',
  )
  await page.screenshot({ path: test.info().outputPath('counters.png') })
})

test('authors, studies and the pages a study used are picked, not typed; each picture field opens its own folder', async ({
  page,
}) => {
  const authors = dataFile<{ name: string }[]>('authors.yaml').map((author) => author.name)
  await signIn(page)
  await openEntry(page, { collection: 'blog', slug: 'cold-email-deliverability-2025' })
  // The author: one of data/authors.yaml, picked by name.
  const author = page.locator('[aria-label="relation field"]').filter({ hasText: 'Author' })
  await author.locator('input').click()
  await expect(page.getByRole('option')).toHaveText(authors)
  await page.keyboard.press('Escape')

  // The study a figure quotes: picked by its title, stored as its slug.
  const studies = readdirSync(path.join(cmsRepo(), 'data/case-studies')).map(
    (name) => dataFile<{ title: string }>(`case-studies/${name}`).title,
  )
  await openEntry(page, { collection: 'settings', slug: 'figures' })
  const picker = page.locator('[aria-label="relation field"]').first()
  await picker.locator('input').click()
  // Every study but the one the figure quotes already, each by its title.
  await expect(page.getByRole('option')).toHaveCount(studies.length - 1)
  for (const option of await page.getByRole('option').allTextContents()) expect(studies).toContain(option)
  await page.keyboard.press('Escape')

  // The service and solution pages a study used: the site's, by their titles.
  const services = dataFile<{ title: string }[]>('services.yaml')
  await openEntry(page, { collection: 'case-studies', slug: '01-payments-api-demos' })
  const used = page.locator('[aria-label="select field"]').filter({ hasText: 'Services used' })
  await used.locator('input').click()
  await expect(page.getByRole('option', { name: `${services[0]!.title} (service)` })).toBeVisible()
  await page.keyboard.press('Escape')

  // An author's photo is picked among the authors' photos, not the articles' covers.
  await openEntry(page, { collection: 'lists', slug: 'authors' })
  await page.getByRole('button', { name: 'Expand' }).first().click()
  await page.getByRole('button', { name: 'Choose different image' }).first().click()
  const library = page.getByRole('dialog')
  for (const photo of ['olena-kovalenko.svg', 'taras-melnyk.svg'])
    await expect(library.getByText(photo, { exact: true })).toBeVisible()
  await expect(library.getByText('cold-email-deliverability-2025.svg', { exact: true })).toHaveCount(0)
})

test('every collection is listed by its name: service pages by their service’s title', async ({ page }) => {
  const services = dataFile<{ title: string }[]>('services.yaml')
  await signIn(page)
  await page.goto('/admin#/collections/service-pages')
  for (const service of services)
    await expect(page.getByRole('link', { name: service.title, exact: true })).toBeVisible()
})

/** A file of each collection that had no preview of its own. */
const PREVIEWED = [
  { collection: 'service-pages', slug: 'telegram-outreach' },
  { collection: 'legal', slug: 'privacy-policy' },
  { collection: 'lists', slug: 'services' },
  { collection: 'page-copy', slug: 'home' },
  { collection: 'settings', slug: 'site' },
]

test('every collection is previewed in the site’s own styles', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await signIn(page)
  for (const entry of PREVIEWED) {
    await test.step(`${entry.collection}/${entry.slug}`, async () => {
      await openEntry(page, entry)
      const preview = page.frameLocator('#preview-pane')
      const heading = preview.getByRole('heading').first()
      await expect(heading).toBeVisible()
      // The site's type (its headings are extra bold) on the site's dark background.
      expect(
        Number(await heading.evaluate((element) => getComputedStyle(element).fontWeight)),
      ).toBeGreaterThanOrEqual(700)
      const background = await preview
        .locator('main')
        .first()
        .evaluate((element) => getComputedStyle(element).backgroundColor)
      expect(background).not.toBe('rgba(0, 0, 0, 0)')
      await page.screenshot({ path: test.info().outputPath(`preview-${entry.collection}-${entry.slug}.png`) })
    })
  }
  expect(errors).toEqual([])
})
