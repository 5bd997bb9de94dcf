import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { parse } from 'yaml'
import { DATA_FORMATS, fromFile } from '@/admin/formats'
import { blogPostPath } from '@/lib/paths'
import { slugify } from '@/lib/text'
import { changes, diffLines, git } from './support/cmsEntries'
import {
  cmsBaseURL,
  cmsRepo,
  cover,
  openEntry,
  publish,
  restore,
  signIn,
  uploadAndChoose,
} from './support/cmsEditor'

/**
 * The marketer's journey from the issue that asked for it: a new article with a new cover, an edit
 * of it, and its deletion, each ending live (the site `npm run cms` serves shows it) and each timed
 * from the first click to the site showing the result. The times are written to the test's output
 * (journey-times.json) with the load average; they are this machine's, not a quiet one's.
 */

test.use(cmsBaseURL)
test.beforeEach(() => restore())

const ARTICLE = {
  title: 'How to Brief an SDR Team in One Page',
  excerpt:
    'A one-page brief gets a new SDR team to its first qualified meetings faster: the buyer, the trigger, the offer and the three objections to expect.',
  tags: ['SDR', 'Onboarding'],
  body: 'The brief fits on one page because the SDRs read it every morning.',
}

/** A choice of a select or relation field, by the field's label. */
async function choose(page: Page, widget: 'select' | 'relation', label: string, option: string) {
  const field = page.locator(`[aria-label="${widget} field"]`).filter({ hasText: label })
  await field.locator('input').first().click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** The address answers 200 on the site `npm run cms` serves, once build:data has taken the save. */
async function live(page: Page, address: string, status = 200) {
  await expect
    .poll(
      // A connection the dev server closed while it rebuilt is asked again.
      () =>
        page.request.get(address, { headers: { accept: 'text/html' } }).then(
          (response) => response.status(),
          () => 0,
        ),
      { timeout: 90_000 },
    )
    .toBe(status)
}

test('a new article with a new cover, an edit and a delete each end live, timed step by step', async ({
  page,
}) => {
  test.setTimeout(480_000)
  const times: Record<string, number> = {}
  const timed = async (name: string, step: () => Promise<void>) => {
    const started = performance.now()
    await test.step(name, step)
    times[name] = Math.round(performance.now() - started) / 1000
  }
  const slug = slugify(ARTICLE.title)
  const file = `data/blog/${slug}.md`
  const authors = parse(readFileSync(path.join(cmsRepo(), 'data/authors.yaml'), 'utf8')) as { name: string }[]
  // The next free number, as its field's hint asks.
  const nextId =
    Math.max(
      ...readdirSync(path.join(cmsRepo(), 'data/blog')).map(
        (name) =>
          fromFile(DATA_FORMATS.markdown, readFileSync(path.join(cmsRepo(), 'data/blog', name), 'utf8'))
            .id as number,
      ),
    ) + 1
  // The copy is a repository of its own: each step is committed, so the next one's diff is its own.
  const commit = (message: string) => {
    git(cmsRepo(), 'add', '--all')
    git(cmsRepo(), '-c', 'user.name=cms e2e', '-c', 'user.email=cms-e2e@localhost', 'commit', '-qm', message)
  }
  await signIn(page)

  await timed('new article with a new cover, published and live', async () => {
    await page.goto('/admin#/collections/blog/new')
    await page.getByLabel('Title', { exact: true }).pressSequentially(ARTICLE.title)
    await page.getByLabel('Number (ID)', { exact: true }).fill(String(nextId))
    await page.getByLabel('Excerpt', { exact: true }).fill(ARTICLE.excerpt)
    await choose(page, 'relation', 'Author', authors[0]!.name)
    await choose(page, 'select', 'Category', 'Sales Strategy')
    for (const tag of ARTICLE.tags) {
      await page.getByRole('button', { name: 'Add tags', exact: true }).click()
      await page.locator('[id^="tags-field"] input').last().fill(tag)
    }
    await page
      .locator('[aria-label="image field"]')
      .filter({ has: page.getByText('Featured image', { exact: true }) })
      .getByRole('button', { name: 'Choose an image' })
      .click()
    await uploadAndChoose(page, `${slug}.svg`, cover('#3b2f8f'))
    await page.getByLabel('Reading time', { exact: true }).fill('1 min read')
    await page.locator('[data-slate-editor="true"]').click()
    await page.keyboard.type(ARTICLE.body)
    await publish(page)
    await live(page, blogPostPath(slug))
  })
  const saved = fromFile(DATA_FORMATS.markdown, readFileSync(path.join(cmsRepo(), file), 'utf8'))
  expect(saved).toMatchObject({
    slug,
    title: ARTICLE.title,
    author: authors[0]!.name,
    featuredImage: `/images/blog/${slug}.svg`,
    tags: ARTICLE.tags,
  })
  expect(existsSync(path.join(cmsRepo(), `public/images/blog/${slug}.svg`))).toBe(true)
  expect(diffLines(changes(cmsRepo()).diff).added).toEqual([`- ${blogPostPath(slug)}`])
  commit('the new article')

  await timed('an edit of its excerpt, published and live', async () => {
    await openEntry(page, { collection: 'blog', slug })
    const excerpt = page.getByLabel('Excerpt', { exact: true })
    await excerpt.focus()
    await excerpt.fill(ARTICLE.excerpt.replace('faster', 'sooner'))
    await publish(page)
    await expect
      .poll(async () => (await page.request.get(blogPostPath(slug))).text(), { timeout: 90_000 })
      .toContain('sooner')
  })
  // The excerpt is a folded paragraph: the word changes its own line.
  const edited = diffLines(changes(cmsRepo()).diff)
  expect(edited.removed).toHaveLength(1)
  expect(edited.added).toEqual([edited.removed[0]!.replace('faster', 'sooner')])
  commit('the edit')

  await timed('its deletion, its address sent to the blog, and the site up', async () => {
    await openEntry(page, { collection: 'blog', slug })
    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('button', { name: 'Delete entry' }).click()
    const question = page.getByRole('dialog', { name: `Where should ${blogPostPath(slug)} lead?` })
    await expect(question.getByLabel('Send its readers to')).toHaveValue('/blog')
    await question.getByRole('button', { name: 'Delete and redirect' }).click()
    await expect.poll(() => existsSync(path.join(cmsRepo(), file)), { timeout: 60_000 }).toBe(false)
    await live(page, '/blog')
  })
  expect(diffLines(changes(cmsRepo(), { except: file }).diff).added).toEqual([
    `- from: ${blogPostPath(slug)}`,
    '  to: /blog',
  ])

  const report = { steps: times, loadAverage: loadavg().map((load) => Math.round(load * 100) / 100) }
  writeFileSync(test.info().outputPath('journey-times.json'), `${JSON.stringify(report, null, 2)}\n`)
  console.log(`cms journey: ${JSON.stringify(report)}`)
})
