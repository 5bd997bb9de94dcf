import type { Page } from '@playwright/test'
import { AWARD_IMAGE_TIMEOUT_MS } from '@/features/home/awardImageTimeout'
import { builtContent } from './support/content'
import { BADGE_ANSWERS, startBadgeStandIn, type BadgeAnswer } from './support/badgeStandIn'
import { BADGE_STAND_IN_PORT } from './support/ports'
import { expect, scrollIntoView, test, visit } from './support/fixtures'

/**
 * The award badges after Accept All, against a stand-in of the reviews platform on loopback that
 * answers each badge's address with its picture or in each way a platform fails: its 404 page, a
 * corporate proxy's 403 block page, a widget page that refuses to be framed, a reset connection and
 * a connection that never answers. Whatever comes, a visitor sees either the platform's picture or
 * the site's drawn badge in the same 160px square, never a broken image or an error page.
 */
const site = builtContent('site')
/** Every badge of the demo data has its picture's address (a badge may leave it out: then it stays drawn). */
const pictures = site.awards.map((award) => new URL(award.embedSrc!))
const files = pictures.map((picture) => picture.pathname.split('/').pop()!)
const origins = [...new Set(pictures.map((picture) => picture.origin))]

let standIn: Awaited<ReturnType<typeof startBadgeStandIn>>

// One stand-in on the one port the suite gives it: these tests run one after another.
test.describe.configure({ mode: 'serial' })
test.beforeAll(async () => {
  standIn = await startBadgeStandIn(BADGE_STAND_IN_PORT)
})
test.afterAll(async () => standIn?.stop())

test.use({
  cookieConsent: 'accepted',
  // The browser reports a failed picture's status on the console itself; the site adds nothing.
  allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 40[34]/],
})

const list = (page: Page) => page.getByTestId('award-badges')

/** Opens home with the platform answering as `answers` says, and brings the badges into view. */
async function badgesAnswering(page: Page, answers: (index: number) => BadgeAnswer) {
  await standIn.answerBadges(page, origins, files, answers)
  await visit(page, '/')
  await scrollIntoView(list(page))
  await expect(list(page)).toHaveAttribute('data-images', 'loaded')
}

/** What the visitor sees in each badge's square: the platform's picture, the drawing, or anything else. */
function shownInEachSquare(page: Page) {
  return list(page)
    .locator('figure[data-award]')
    .evaluateAll((figures) =>
      figures.map((figure) => {
        const visible = (element: Element | null) =>
          element !== null &&
          getComputedStyle(element).visibility === 'visible' &&
          element.getBoundingClientRect().width > 0
        const image = figure.querySelector('img')
        const drawing = figure.querySelector('[data-static-badge]')
        if (visible(image) && visible(drawing)) return 'both'
        if (visible(image)) return image!.complete && image!.naturalWidth > 0 ? 'picture' : 'broken picture'
        if (visible(drawing)) return 'drawing'
        return 'nothing'
      }),
    )
}

test('every way the platform fails shows the drawn badge, at once or at the timeout, never a broken one', async ({
  page,
}) => {
  const failures = BADGE_ANSWERS.filter((answer) => !answer.startsWith('picture'))
  expect(failures, 'one failure for each of the five badges').toHaveLength(site.awards.length)
  await page.clock.install()
  await badgesAnswering(page, (index) => failures[index]!)
  // Whatever has answered so far, and while the rest load, each square shows the drawing.
  await expect.poll(() => shownInEachSquare(page)).toEqual(site.awards.map(() => 'drawing'))
  // The four that answered gave up at once; the one that hangs waits, unseen behind its drawing.
  const states = list(page).locator('[data-image-state]')
  await expect
    .poll(() => states.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-image-state'))))
    .toEqual(['failed', 'failed', 'failed', 'failed', 'loading'])

  await page.clock.runFor(AWARD_IMAGE_TIMEOUT_MS)
  await expect(states.filter({ has: page.locator('img') })).toHaveCount(0)
  await expect(list(page).locator('[data-image-state="failed"]')).toHaveCount(site.awards.length)
  expect(await shownInEachSquare(page)).toEqual(site.awards.map(() => 'drawing'))
})

test('the platform’s pictures take the drawings’ place in the same squares, a refusal to be framed included', async ({
  page,
}) => {
  await badgesAnswering(page, (index) => (index % 2 === 0 ? 'picture' : 'picture-refusing-frames'))
  await expect(list(page).locator('[data-image-state="shown"]')).toHaveCount(site.awards.length)
  expect(await shownInEachSquare(page)).toEqual(site.awards.map(() => 'picture'))
  for (const [index, image] of (await list(page).locator('img').all()).entries()) {
    await expect(image).toHaveAttribute('src', pictures[index]!.href)
    // Decorative: the link over the square names the award and the platform.
    await expect(image).toHaveAttribute('alt', '')
    expect(await image.boundingBox()).toMatchObject({ width: 160, height: 160 })
  }
  // Nothing of the site is framed, and no frame of the platform's either.
  await expect(page.locator('iframe')).toHaveCount(0)
})

test('a picture that arrives after the timeout does not replace the drawing: it stays for good', async ({
  page,
}) => {
  await page.clock.install()
  await badgesAnswering(page, () => 'hang')
  await page.clock.runFor(AWARD_IMAGE_TIMEOUT_MS)
  await expect(list(page).locator('[data-image-state="failed"]')).toHaveCount(site.awards.length)
  // The pictures the page asked for are gone from the page: a late answer has nowhere to appear.
  await expect(list(page).locator('img')).toHaveCount(0)
  expect(await shownInEachSquare(page)).toEqual(site.awards.map(() => 'drawing'))
})
