import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { parse, stringify } from 'yaml'
import { runPipeline } from '../../scripts/data/pipeline'
import { problemLines } from '../../scripts/data/report'
import { CHECK_ENTRY_PATH } from '@/admin/checkEntryPath'
import { caseStudyPath } from '@/lib/paths'
import { CMS_REPO_DIR } from './support/cmsRepo'

/**
 * The editor at /admin under `npm run cms` (playwright.cms.config.ts), on a copy of data/: a case
 * study made through the form is written under data/ and passes build:data; one build:data would
 * refuse is refused in the editor with build:data's own lines, and nothing is written.
 */

const studiesDir = path.join(CMS_REPO_DIR, 'data', 'case-studies')
/** The categories the editor's copy lists: read when a test runs (the copy exists once its server does). */
function categories(): { caseStudies: string[] } {
  return parse(readFileSync(path.join(CMS_REPO_DIR, 'data', 'categories.yaml'), 'utf8')) as {
    caseStudies: string[]
  }
}

interface Study {
  slug: string
  title: string
  category: string
  challenges: string
  solutions: string
  results: string
}

const study: Study = {
  slug: 'outbound-booked-41-demos-for-a-freight-platform',
  title: 'Outbound booked 41 demos for a freight platform',
  category: 'Outreach',
  challenges: 'Inbound demand had stalled at ten demos a month',
  solutions: 'LinkedIn and email sequences to 600 freight operations managers',
  results:
    '41 qualified demos booked with freight operations leaders in 90 days, from LinkedIn and email outreach to 600 accounts',
}

/** The new-study form, signed in to decap-server (no account: a button). */
async function openNewStudy(page: Page) {
  await page.goto('/admin#/collections/case-studies/new')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByLabel('Title', { exact: true })).toBeVisible({ timeout: 60_000 })
}

async function fillStudy(page: Page, entry: Study) {
  await page.getByLabel('Slug', { exact: true }).fill(entry.slug)
  await page.getByLabel('Title', { exact: true }).fill(entry.title)
  await page.getByLabel('Publish date', { exact: true }).fill('2026-11-20')
  await page.getByLabel('Category', { exact: true }).click()
  await page.getByText(entry.category, { exact: true }).click()
  await page.getByLabel('Industry', { exact: true }).fill('Logistics')
  for (const list of ['challenges', 'solutions', 'results'] as const) {
    await page.getByRole('button', { name: `Add ${list}`, exact: true }).click()
    await page.locator(`[id^="${list}-field"] input`).last().fill(entry[list])
  }
}

async function publishNow(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText('Publish now', { exact: true }).click()
}

/** What build:data prints for data/ with this study's file in it: run on a scratch copy. */
function buildDataErrors(file: string, fileText: string): string[] {
  const scratch = mkdtempSync(path.join(tmpdir(), 'cms-e2e-'))
  try {
    cpSync(path.join(CMS_REPO_DIR, 'data'), path.join(scratch, 'data'), { recursive: true })
    writeFileSync(path.join(scratch, file), fileText)
    const { problems } = runPipeline(path.join(scratch, 'data'), path.join(CMS_REPO_DIR, 'public'))
    return problemLines(
      problems.filter((problem) => problem.severity === 'error'),
      { githubActions: false },
    )
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

test.describe.configure({ mode: 'serial' })

test('a case study made in the form is saved under data/ and passes build:data', async ({ page }) => {
  await openNewStudy(page)
  await fillStudy(page, study)
  // The preview shows it with the site's own components, in the site's styles.
  const preview = page.frameLocator('#preview-pane')
  await expect(preview.getByRole('heading', { level: 1, name: study.title })).toBeVisible()
  await expect(preview.getByRole('link', { name: 'Back to Case Studies' })).toBeVisible()
  await expect(preview.getByRole('heading', { level: 2, name: 'Results' })).toBeVisible()
  await expect(preview.getByText(study.results).first()).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('preview.png') })
  const titleWeight = await preview
    .getByRole('heading', { level: 1 })
    .evaluate((heading) => getComputedStyle(heading).fontWeight)
  expect(titleWeight).toBe('800')
  await publishNow(page)

  const file = path.join(studiesDir, `${study.slug}.yaml`)
  await expect.poll(() => existsSync(file), { timeout: 30_000 }).toBe(true)
  const saved = parse(readFileSync(file, 'utf8')) as Record<string, unknown>
  expect(saved).toMatchObject({
    slug: study.slug,
    title: study.title,
    category: study.category,
    industry: 'Logistics',
    results: [study.results],
  })
  const { errors, content } = runPipeline(path.join(CMS_REPO_DIR, 'data'), path.join(CMS_REPO_DIR, 'public'))
  expect(errors).toEqual([])
  expect(content?.caseStudies.map((entry) => entry.slug)).toContain(study.slug)

  // The site `npm run cms` serves shows it at its address...
  await expect
    .poll(async () => (await page.request.get(caseStudyPath(study.slug))).status(), { timeout: 30_000 })
    .toBe(200)
  await page.goto(caseStudyPath(study.slug))
  await expect(page.getByRole('heading', { level: 1, name: study.title })).toBeVisible()
  // ...and the build of that checkout publishes it, in the list and on a page of its own.
  execFileSync('npm', ['run', 'build'], { cwd: CMS_REPO_DIR, stdio: 'pipe' })
  const built = (address: string) =>
    readFileSync(path.join(CMS_REPO_DIR, 'dist', 'client', address, 'index.html'), 'utf8')
  expect(built(caseStudyPath(study.slug))).toContain(`<h1`)
  expect(built(caseStudyPath(study.slug))).toContain(study.title)
  expect(built('case-studies')).toContain(caseStudyPath(study.slug))
})

test('a title over 60 characters is refused in the editor with build:data’s message, and nothing is written', async ({
  page,
}) => {
  const title = 'How outbound booked 41 demos for a freight platform in ninety days'
  const entry = {
    ...study,
    title,
    slug: 'how-outbound-booked-41-demos-for-a-freight-platform-in-ninety-days',
  }
  const before = readdirSync(studiesDir).sort()
  const { slug, category, challenges, solutions, results } = entry
  const file = `data/case-studies/${slug}.yaml`
  const expected = buildDataErrors(
    file,
    stringify({
      slug,
      title,
      publishDate: '2026-11-20',
      category,
      industry: 'Logistics',
      challenges: [challenges],
      solutions: [solutions],
      results: [results],
    }),
  ).filter((line) => line.startsWith(`${file}:`))
  expect(expected.join('\n')).toContain('more than 60')

  await openNewStudy(page)
  await fillStudy(page, entry)
  await publishNow(page)

  const toast = page.locator('.Toastify')
  await expect(toast).toContainText('build:data would refuse this entry')
  for (const line of expected) await expect(toast).toContainText(line)
  expect(readdirSync(studiesDir).sort()).toEqual(before)
})

test('a category data/categories.yaml does not list cannot be chosen, and is refused with build:data’s message', async ({
  page,
}) => {
  await openNewStudy(page)
  await page.getByLabel('Category', { exact: true }).click()
  await expect(page.getByRole('option')).toHaveText(categories().caseStudies)

  const response = await page.request.post(CHECK_ENTRY_PATH, {
    data: {
      collection: 'case-studies',
      data: {
        ...parse(readFileSync(path.join(studiesDir, `${study.slug}.yaml`), 'utf8')),
        category: 'Cold Calling',
      },
      path: `data/case-studies/${study.slug}.yaml`,
    },
  })
  const { errors } = (await response.json()) as { errors: string[] }
  expect(errors).toEqual([
    `data/case-studies/${study.slug}.yaml: category: unknown category 'Cold Calling'; data/categories.yaml lists: ${categories().caseStudies.join(', ')} (line 4)`,
  ])
})

test('a file whose root is a list (the industries) is edited as a list, and saved with its opening comment', async ({
  page,
}) => {
  const file = path.join(CMS_REPO_DIR, 'data', 'industries.yaml')
  const before = readFileSync(file, 'utf8')
  const industries = parse(before) as string[]
  await page.goto('/admin#/collections/lists/entries/industries')
  await page.getByRole('button', { name: 'Login' }).click()
  // A list shows collapsed, one summary per item, until it is expanded.
  await page.getByRole('button', { name: 'Expand', exact: true }).click({ timeout: 60_000 })
  const items = page.locator('input[id^="item-field"]')
  await expect(items.first()).toBeVisible()
  await expect(items).toHaveCount(industries.length)
  expect(
    await items.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
  ).toEqual(industries)

  await page.getByRole('button', { name: 'Add industries', exact: true }).click()
  await items.last().fill('Logistics')
  await publishNow(page)

  await expect
    .poll(() => parse(readFileSync(file, 'utf8')) as string[], { timeout: 30_000 })
    .toEqual([...industries, 'Logistics'])
  const opening = before.split('\n')[0]!
  expect(readFileSync(file, 'utf8').startsWith(opening)).toBe(true)
  expect(runPipeline(path.join(CMS_REPO_DIR, 'data'), path.join(CMS_REPO_DIR, 'public')).errors).toEqual([])
})
