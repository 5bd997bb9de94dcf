import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { parse } from 'yaml'
import { BODY_FIELD, DATA_FORMATS, fromFile } from '@/admin/formats'
import { caseStudyPath } from '@/lib/paths'
import { changes, diffLines } from './support/cmsEntries'
import {
  cmsBaseURL,
  cmsRepo,
  cover,
  featuredImageButton,
  uploadAndChoose,
  fillNewStudy,
  freightStudy,
  openEntry,
  publish,
  publishNow,
  restore,
  signIn,
  typeOver,
} from './support/cmsEditor'

/**
 * Every journey of the editor ends saved, or with a message the marketer can act on: the dead ends
 * of issue 53, each walked as the marketer would.
 */

test.use(cmsBaseURL)
test.beforeEach(() => restore())

const ARTICLE = 'cold-email-deliverability-2025'
const articleFile = `data/blog/${ARTICLE}.md`

test('an article’s cover uploaded in its form is published with it, in one save', async ({ page }) => {
  await signIn(page)
  await openEntry(page, { collection: 'blog', slug: ARTICLE })
  await featuredImageButton(page).click()
  await uploadAndChoose(page, 'deliverability-shield.svg', cover('#0b3d91'))
  await publish(page)
  expect(readFileSync(path.join(cmsRepo(), 'public/images/blog/deliverability-shield.svg'))).toEqual(
    cover('#0b3d91'),
  )
  expect(changes(cmsRepo()).untracked).toEqual(['public/images/blog/deliverability-shield.svg'])
  expect(diffLines(changes(cmsRepo()).diff)).toEqual({
    removed: [`featuredImage: /images/blog/${ARTICLE}.svg`],
    added: ['featuredImage: /images/blog/deliverability-shield.svg'],
  })
})

test('a problem in an article’s text is shown at the text, with its line, and gets the cursor', async ({
  page,
}) => {
  await signIn(page)
  await openEntry(page, { collection: 'blog', slug: ARTICLE })
  const body = fromFile(DATA_FORMATS.markdown, readFileSync(path.join(cmsRepo(), articleFile), 'utf8'))[
    BODY_FIELD
  ] as string
  // A line typed at the text's end, in the empty block the editor keeps there.
  await page.locator('[data-slate-editor="true"] > [data-slate-node="element"]').last().click()
  await page.keyboard.type('Read [the handoff guide](/blog/no-such-article) next.')
  await publishNow(page)
  await expect(page.getByText('Not saved. Text needs a change: see what is marked in red.')).toBeVisible({
    timeout: 60_000,
  })
  const line = body.replace(/\n$/, '').split('\n').length + 1
  const message = page.getByText(new RegExp(`^Text, line ${line}: .*/blog/no-such-article`))
  await expect(message).toBeVisible()
  await expect(page.locator('[data-slate-editor="true"]')).toBeFocused()
  await page.screenshot({ path: test.info().outputPath('text-problem.png') })
  expect(changes(cmsRepo())).toEqual({ diff: '', untracked: [] })
})

test('a problem fixed in another field no longer stops Publish: every problem is checked again', async ({
  page,
}) => {
  await signIn(page)
  const long = 'Outbound Booked 41 Demos for a Freight and Logistics Platform'
  await fillNewStudy(page, { ...freightStudy, title: long })
  await publishNow(page)
  const asked = page.getByText(
    /^Title: makes the page title '.+' \d+ characters long, more than 60: add a seoTitle/,
  )
  await expect(asked).toBeVisible({ timeout: 60_000 })
  // The SEO title the message asks for, and Publish again: the title's message goes, and it saves.
  await typeOver(page.getByLabel(/^SEO title/), 'Outbound Booked 41 Freight Demos')
  await expect(asked).toBeHidden()
  await publish(page)
  const [file] = changes(cmsRepo()).untracked
  expect(parse(readFileSync(path.join(cmsRepo(), file!), 'utf8'))).toMatchObject({
    title: long,
    seoTitle: 'Outbound Booked 41 Freight Demos',
  })
})

test('a rule broken below the fold stops Publish with a toast, and its field gets the cursor', async ({
  page,
}) => {
  await signIn(page)
  await fillNewStudy(page, {
    ...freightStudy,
    result: 'Qualified demos booked with freight operations leaders',
  })
  // Back to the top of the form, where the Publish button is.
  await page.getByLabel('Title', { exact: true }).focus()
  const result = page.locator('[id^="results-field"] input').last()
  await publishNow(page)
  await expect(page.getByText(/^Not saved: a field needs a change\./)).toBeVisible()
  await expect(result).toBeFocused()
  await expect(result).toBeInViewport()
  await expect(
    page.getByText("Results: each line starts with the number it reports, e.g. '146 qualified demos booked'"),
  ).toBeVisible()
  expect(changes(cmsRepo())).toEqual({ diff: '', untracked: [] })
})

/** The case studies of the copy, with the files of data/ other than the address lists that name them. */
function studies() {
  const repo = cmsRepo()
  const files = (readdirSync(path.join(repo, 'data'), { recursive: true }) as string[]).filter(
    (name) => /\.(ya?ml|md)$/.test(name) && !/^(published-addresses|redirects)\.yaml$/.test(name),
  )
  return readdirSync(path.join(repo, 'data/case-studies')).map((name) => {
    const file = `data/case-studies/${name}`
    const { slug, title } = parse(readFileSync(path.join(repo, file), 'utf8')) as {
      slug: string
      title: string
    }
    const citedBy = files.filter(
      (other) =>
        `data/${other}` !== file && readFileSync(path.join(repo, 'data', other), 'utf8').includes(slug),
    )
    return { file, entry: name.replace(/\.yaml$/, ''), slug, title, citedBy }
  })
}

/** Deletes the open entry, through Decap's confirmation. */
async function deleteOpenEntry(page: Page) {
  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: 'Delete entry' }).click()
}

test('deleting a published study asks where its address should lead and writes the redirect in the same save', async ({
  page,
}) => {
  const study = studies().find((candidate) => candidate.citedBy.length === 0)!
  const target = studies().find((candidate) => candidate.file !== study.file)!
  await signIn(page)
  await openEntry(page, { collection: 'case-studies', slug: study.entry })
  await deleteOpenEntry(page)
  const question = page.getByRole('dialog', { name: `Where should ${caseStudyPath(study.slug)} lead?` })
  await expect(question).toBeVisible()
  const choice = question.getByLabel('Send its readers to')
  await expect(choice).toHaveValue('/case-studies')
  await choice.selectOption(caseStudyPath(target.slug))
  await page.screenshot({ path: test.info().outputPath('address-question.png') })
  await question.getByRole('button', { name: 'Delete and redirect' }).click()
  await expect(page).toHaveURL(/#\/collections\/case-studies$/, { timeout: 60_000 })
  await expect.poll(() => existsSync(path.join(cmsRepo(), study.file)), { timeout: 30_000 }).toBe(false)
  expect(diffLines(changes(cmsRepo(), { except: study.file }).diff)).toEqual({
    removed: [],
    added: [`- from: ${caseStudyPath(study.slug)}`, `  to: ${caseStudyPath(target.slug)}`],
  })
  // The site stays up: build:data takes data/ as the save left it.
  for (const address of ['/', '/case-studies', caseStudyPath(target.slug)])
    await expect
      .poll(async () => (await page.request.get(address, { headers: { accept: 'text/html' } })).status(), {
        timeout: 60_000,
      })
      .toBe(200)
  await expect(page.locator('vite-error-overlay')).toHaveCount(0)
})

test('a study another file cites is not deleted, and the message names the file; keeping it deletes nothing', async ({
  page,
}) => {
  const cited = studies().find((candidate) => candidate.citedBy.includes('figures.yaml'))!
  await signIn(page)
  await openEntry(page, { collection: 'case-studies', slug: cited.entry })
  await deleteOpenEntry(page)
  const question = page.getByRole('dialog', { name: /^Where should/ })
  await question.getByRole('button', { name: 'Delete and redirect' }).click()
  await expect(
    page.getByText(
      /^Not deleted: it would break .*data\/figures\.yaml: \w+\.caseStudy: no case study has the slug/,
    ),
  ).toBeVisible({ timeout: 60_000 })
  expect(changes(cmsRepo())).toEqual({ diff: '', untracked: [] })

  const uncited = studies().find((candidate) => candidate.citedBy.length === 0)!
  await openEntry(page, { collection: 'case-studies', slug: uncited.entry })
  await deleteOpenEntry(page)
  await question.getByRole('button', { name: 'Keep the study' }).click()
  await expect(page.getByText('Not deleted: you kept the study.')).toBeVisible()
  expect(changes(cmsRepo())).toEqual({ diff: '', untracked: [] })
})

test('a picture an article shows is not deleted from the media library, and the message names the article', async ({
  page,
}) => {
  const { title, featuredImage } = fromFile(
    DATA_FORMATS.markdown,
    readFileSync(path.join(cmsRepo(), articleFile), 'utf8'),
  ) as { title: string; featuredImage: string }
  await signIn(page)
  await openEntry(page, { collection: 'blog', slug: ARTICLE })
  await featuredImageButton(page).click()
  const deleteSelected = page.getByText('Delete selected', { exact: true })
  // The media library renders its list again as its files arrive, which drops a selection made
  // before: the picture is clicked until the library holds it selected (a click toggles it).
  await expect(async () => {
    await page.getByText(path.basename(featuredImage), { exact: true }).click()
    await expect(deleteSelected).toBeEnabled({ timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
  page.once('dialog', (dialog) => void dialog.accept())
  await deleteSelected.click()
  await expect(
    page.getByText(`${featuredImage} is shown by the article '${title}': give it another picture first`),
  ).toBeVisible({ timeout: 30_000 })
  expect(existsSync(path.join(cmsRepo(), 'public', featuredImage))).toBe(true)
  expect(changes(cmsRepo())).toEqual({ diff: '', untracked: [] })
})
