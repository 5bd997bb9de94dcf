import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { parse } from 'yaml'
import { diskDataFiles } from '../../scripts/data/dataFiles'
import { runPipeline } from '../../scripts/data/pipeline'
import {
  cmsBaseURL,
  cmsRepo,
  fillNewStudy,
  freightStudy,
  inputOf,
  openEntry,
  publish,
  publishButton,
  restore,
  signIn,
  typeOver,
} from './support/cmsEditor'
import { CHECK_ENTRY_PATH } from '@/admin/checkEntryPath'
import { caseStudyPath } from '@/lib/paths'
import { slugify } from '@/lib/text'
import { textToPoints } from '@/admin/widgets/TextOrListControl'
import { changes, diffLines, git } from './support/cmsEntries'

/**
 * The editor at /admin under `npm run cms` (playwright.cms.config.ts), on a copy of the checkout
 * that is a git repository of its own: what a save changed is what `git diff` shows.
 */

test.use(cmsBaseURL)

const categories = parse(readFileSync(path.resolve('data/categories.yaml'), 'utf8')) as {
  caseStudies: string[]
}

// Each test starts from the copy as committed, whatever the one before it left.
test.beforeEach(() => restore())

test('a study’s challenges edit as what the study has, and switch between a text and a list, in the preview too', async ({
  page,
}) => {
  await signIn(page)
  const text = readFileSync(path.join(cmsRepo(), 'data/case-studies/01-payments-api-demos.yaml'), 'utf8')
  const { challenges } = parse(text) as { challenges: string }
  expect(typeof challenges).toBe('string')
  await openEntry(page, { collection: 'case-studies', slug: '01-payments-api-demos' })
  const written = page.getByRole('group', { name: 'Challenges: written as' })
  await expect(written.getByRole('button', { name: 'One paragraph' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('textbox', { name: 'Challenges', exact: true })).toHaveValue(challenges)
  const preview = page.frameLocator('#preview-pane')
  await expect(preview.getByText(challenges.slice(0, 60))).toBeVisible()
  // Drawn in the site's styles once they have loaded into the preview.
  await expect(preview.getByRole('heading', { level: 1 })).toHaveCSS('font-weight', '800')
  await page.screenshot({ path: test.info().outputPath('study-text-challenge.png') })

  await written.getByRole('button', { name: 'A list of points' }).click()
  // One point a sentence.
  const sentences = textToPoints(challenges)
  expect(sentences).toHaveLength(3)
  const points = page.getByRole('textbox', { name: /^Challenges, point \d+$/ })
  await expect(points).toHaveCount(3)
  expect(
    await points.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
  ).toEqual(sentences)
  await expect(
    preview.getByRole('listitem').filter({ hasText: 'Its two SDRs spent most of the week' }),
  ).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('study-switched-to-list.png') })
  await publish(page)
  const saved = parse(
    readFileSync(path.join(cmsRepo(), 'data/case-studies/01-payments-api-demos.yaml'), 'utf8'),
  )
  expect(saved.challenges).toEqual(sentences)
  const { removed, added } = diffLines(changes(cmsRepo()).diff)
  expect(removed[0]).toBe('challenges: >-')
  expect(added).toEqual(['challenges:', ...saved.challenges.map((point: string) => `  - ${point}`)])
  restore()

  // A study whose challenges are a list opens as a list.
  await openEntry(page, { collection: 'case-studies', slug: '02-workflow-saas-organic-signups' })
  await expect(written.getByRole('button', { name: 'A list of points' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
})

test('one field of a study, an article’s text and one service each save as a diff of their own lines', async ({
  page,
}) => {
  await signIn(page)
  // A study's industry.
  await openEntry(page, { collection: 'case-studies', slug: '01-payments-api-demos' })
  await (
    await inputOf(page, { name: 'industry', value: 'Fintech', schemaPath: 'industry', inList: false })
  ).fill('Payments')
  await publish(page)
  expect(git(cmsRepo(), 'diff', '--numstat').trim()).toBe(
    '1\t1\tdata/case-studies/01-payments-api-demos.yaml',
  )
  expect(diffLines(changes(cmsRepo()).diff)).toEqual({
    removed: ['industry: Fintech'],
    added: ['industry: Payments'],
  })
  restore()

  // An article's text: a line added at its end, typed in the markdown editor.
  const article = 'data/blog/cold-email-deliverability-2025.md'
  await openEntry(page, { collection: 'blog', slug: 'cold-email-deliverability-2025' })
  // The caret put in the empty block the editor keeps at the end, by one click: the editor reads
  // where the caret went at most every 100 ms, and a click followed at once by Control+End left its
  // caret where the click had put it, where the typing after the first key then went.
  await page.locator('[data-slate-editor="true"] > [data-slate-node="element"]').last().click()
  await page.keyboard.type('- One more point, *as typed*')
  await publish(page)
  expect(git(cmsRepo(), 'diff', '--numstat').trim()).toBe(`1\t0\t${article}`)
  expect(diffLines(changes(cmsRepo()).diff)).toEqual({
    removed: [],
    added: ['- One more point, *as typed*'],
  })
  expect(readFileSync(path.join(cmsRepo(), article), 'utf8').endsWith('*as typed*\n')).toBe(true)
  restore()

  // A service's description, in the list of services: one word of a folded paragraph.
  const services = parse(readFileSync(path.join(cmsRepo(), 'data/services.yaml'), 'utf8')) as {
    description: string
  }[]
  const description = services[0]!.description
  await openEntry(page, { collection: 'lists', slug: 'services' })
  const field = await inputOf(page, {
    name: 'description',
    value: description,
    schemaPath: 'items.*.description',
    inList: true,
  })
  await field.fill(description.replace('qualified buyers', 'ready buyers'))
  await publish(page)
  expect(git(cmsRepo(), 'diff', '--numstat').trim()).toBe('1\t1\tdata/services.yaml')
  const { removed, added } = diffLines(changes(cmsRepo()).diff)
  expect(added).toEqual([removed[0]!.replace('qualified buyers', 'ready buyers')])
  restore()
})

/** The problems build:data --production finds in the copy, but the demo's placeholder addresses and numbers. */
function productionProblems(): string[] {
  const { problems } = runPipeline(
    diskDataFiles(path.join(cmsRepo(), 'data'), path.join(cmsRepo(), 'public')),
    {
      production: true,
    },
  )
  // The demo's own stand-ins: placeholder addresses, and the entries marked as sample content.
  const placeholder =
    /(is on a domain reserved for examples|is an example phone number).*: replace it before a production build$|^marks sample content standing in for real data/
  return problems
    .filter((problem) => problem.severity === 'error' && !placeholder.test(problem.message))
    .map((problem) => `${problem.file}: ${problem.field}: ${problem.message}`)
}

test('a new study made in the form is complete: its slug from its title, its file in sequence, its address published', async ({
  page,
}) => {
  await signIn(page)
  await fillNewStudy(page, freightStudy)
  const slug = 'outbound-booked-41-demos-for-a-freight-platform'
  expect(slugify(freightStudy.title)).toBe(slug)
  // The slug follows the title by the address rule, and may still be changed.
  const slugInput = page.getByLabel('Slug', { exact: true })
  await expect(slugInput).toHaveValue(slug)
  await expect(slugInput).toBeEditable()
  await expect(page.getByText(`The page will be at /case-studies/${slug}`)).toBeVisible()
  // The preview draws it with the site's own components, in the site's styles.
  const preview = page.frameLocator('#preview-pane')
  await expect(preview.getByRole('heading', { level: 1, name: freightStudy.title })).toBeVisible()
  await expect(preview.getByRole('heading', { level: 2, name: 'Results' })).toBeVisible()
  expect(
    await preview
      .getByRole('heading', { level: 1 })
      .evaluate((heading) => getComputedStyle(heading).fontWeight),
  ).toBe('800')
  await page.screenshot({ path: test.info().outputPath('new-study.png') })
  await publish(page)

  const file = `data/case-studies/14-${slug}.yaml`
  expect(changes(cmsRepo()).untracked).toEqual([file])
  expect(git(cmsRepo(), 'diff', '--name-only').trim()).toBe('data/published-addresses.yaml')
  expect(diffLines(changes(cmsRepo()).diff)).toEqual({ removed: [], added: [`- /case-studies/${slug}`] })
  const text = readFileSync(path.join(cmsRepo(), file), 'utf8')
  expect(text).toContain(`publishDate: '${freightStudy.publishDate}'\n`)
  expect(parse(text)).toMatchObject({
    slug,
    title: freightStudy.title,
    publishDate: freightStudy.publishDate,
    category: freightStudy.category,
    industry: 'Logistics',
    challenges: freightStudy.challenges,
    solutions: [freightStudy.solution],
    results: [freightStudy.result],
  })
  expect(productionProblems()).toEqual([])

  // Saved, it is published: its slug is shown and kept.
  await expect(page).toHaveURL(new RegExp(`#/collections/case-studies/entries/14-${slug}$`))
  await expect(slugInput).toHaveValue(slug)
  await expect(slugInput).not.toBeEditable()
  // The site `npm run cms` serves shows it at its address.
  await expect
    .poll(async () => (await page.request.get(caseStudyPath(slug))).status(), { timeout: 60_000 })
    .toBe(200)
  restore()
})

test('a problem is shown at its field, in words, and nothing is written', async ({ page }) => {
  await signIn(page)
  // A rule of the field itself (the schema's): a result line must start with its number.
  await fillNewStudy(page, {
    ...freightStudy,
    result: 'Qualified demos booked with freight operations leaders',
  })
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText('Publish now', { exact: true }).click()
  const rule = "Results: each line starts with the number it reports, e.g. '146 qualified demos booked'"
  await expect(page.getByText(rule)).toBeVisible()
  await page.getByText(rule).scrollIntoViewIfNeeded()
  await page.screenshot({ path: test.info().outputPath('field-error.png') })
  expect(changes(cmsRepo())).toEqual({ diff: '', untracked: [] })

  // A rule build:data applies across files (the page title's length), found by the check on save.
  const long = 'Outbound Booked 41 Demos for a Freight and Logistics Platform'
  await typeOver(page.locator('[id^="results-field"] input').last(), freightStudy.result)
  await typeOver(page.getByLabel('Title', { exact: true }), long)
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText('Publish now', { exact: true }).click()
  await expect(page.getByText('Not saved. Title needs a change: see what is marked in red.')).toBeVisible({
    timeout: 60_000,
  })
  const message = page.getByText(
    /^Title: makes the page title '.+' \d+ characters long, more than 60: add a seoTitle/,
  )
  await expect(message).toBeVisible()
  expect(await message.textContent()).not.toMatch(/data\/|\(line \d+\)|Error/)
  await page.screenshot({ path: test.info().outputPath('check-on-save-error.png') })
  expect(changes(cmsRepo())).toEqual({ diff: '', untracked: [] })
})

test('a category data/categories.yaml does not list cannot be chosen, and the check refuses it at its field', async ({
  page,
}) => {
  await signIn(page)
  await page.goto('/admin#/collections/case-studies/new')
  await page.getByLabel('Category', { exact: true }).click()
  await expect(page.getByRole('option')).toHaveText(categories.caseStudies)

  const file = 'data/case-studies/01-payments-api-demos.yaml'
  const response = await page.request.post(CHECK_ENTRY_PATH, {
    data: {
      collection: 'case-studies',
      data: { ...parse(readFileSync(path.join(cmsRepo(), file), 'utf8')), category: 'Cold Calling' },
      path: file,
    },
  })
  expect(await response.json()).toEqual({
    problems: [
      {
        field: 'category',
        label: 'Category',
        message: `Category: unknown category 'Cold Calling'; data/categories.yaml lists: ${categories.caseStudies.join(', ')}`,
      },
    ],
  })
})

test('an industry added to the list file is one line more, the file’s comments kept', async ({ page }) => {
  await signIn(page)
  const file = 'data/industries.yaml'
  const industries = parse(readFileSync(path.join(cmsRepo(), file), 'utf8')) as string[]
  await openEntry(page, { collection: 'lists', slug: 'industries' })
  // Collapsed, each item shows what it says.
  await expect(page.getByText(industries[0]!, { exact: true }).first()).toBeVisible()
  await page.getByRole('button', { name: 'Add industries', exact: true }).click()
  await page.locator('input[id^="item-field"]').last().fill('Logistics')
  await publish(page)
  expect(diffLines(changes(cmsRepo()).diff)).toEqual({ removed: [], added: ['- Logistics'] })
  restore()
})

test('problems build:data finds in data/ show over the editor until data/ is valid again, the entry kept open', async ({
  page,
}) => {
  await signIn(page)
  await openEntry(page, { collection: 'lists', slug: 'industries' })
  const opened = page.url()
  // A hand edit that breaks the YAML of a file, then put right: as a save read halfway through.
  const file = path.join(cmsRepo(), 'data/industries.yaml')
  writeFileSync(file, `${readFileSync(file, 'utf8')}- [unclosed\n`)
  const overlay = page.locator('vite-error-overlay')
  await expect(overlay).toBeAttached({ timeout: 30_000 })
  await expect(overlay).toContainText('industries.yaml')
  restore()
  await expect(overlay).toHaveCount(0, { timeout: 30_000 })
  expect(page.url()).toBe(opened)
  await expect(publishButton(page)).toBeVisible()
})
