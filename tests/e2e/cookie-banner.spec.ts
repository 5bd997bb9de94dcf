import { COOKIE_BANNER_DELAY_MS } from '../../src/config/constants'
import { builtContent } from './support/content'
import { hitAtCentre } from './support/earlyPage'
import { expect, test, visit } from './support/fixtures'

/**
 * The cookie banner on the common phones, over the top of every page that sells: it takes at most a
 * quarter of the screen and leaves the hero's main button (the first of its calls to action) whole,
 * above it, and the one a tap reaches.
 */
const PHONES = [
  { width: 360, height: 640 },
  { width: 375, height: 667 },
  { width: 390, height: 844 },
  { width: 412, height: 915 },
]
const SELLING_PAGES = [
  '/',
  ...builtContent('services').map((service) => `/services/${service.slug}`),
  ...builtContent('solutions').map((solution) => `/solutions/${solution.slug}`),
]

test.use({ cookieConsent: null, isMobile: true, hasTouch: true })

for (const phone of PHONES) {
  test.describe(`on a ${phone.width}x${phone.height} phone`, () => {
    test.use({ viewport: phone })

    test('the banner takes at most a quarter of the screen and leaves the hero’s main button free', async ({
      page,
    }) => {
      // The page's clock skips the banner's second after the load event; the time is not under test here.
      await page.clock.install()
      for (const path of SELLING_PAGES) {
        await visit(page, path)
        await page.clock.fastForward(COOKIE_BANNER_DELAY_MS)
        const banner = page.getByRole('region', { name: 'Cookie consent' })
        await expect(banner).toBeVisible()
        // Measured where it rests: its slide-in finished at once.
        await banner.evaluate((element) => element.getAnimations().forEach((animation) => animation.finish()))
        const main = page.locator('[data-hero-actions] > :first-child')
        const [bannerBox, mainBox] = [(await banner.boundingBox())!, (await main.boundingBox())!]
        test.info().annotations.push({
          type: 'banner',
          description: `${path}: banner ${Math.round(bannerBox.height)}px (${Math.round((bannerBox.height / phone.height) * 100)}%), main button ends at ${Math.round(mainBox.y + mainBox.height)}px, banner starts at ${Math.round(bannerBox.y)}px`,
        })
        expect(bannerBox.height, `${path}: the banner's height`).toBeLessThanOrEqual(phone.height / 4)
        expect(bannerBox.y + bannerBox.height).toBeCloseTo(phone.height, 0)
        expect(mainBox.y, `${path}: the main button starts on screen`).toBeGreaterThanOrEqual(0)
        expect(
          mainBox.y + mainBox.height,
          `${path}: the main button ends above the banner`,
        ).toBeLessThanOrEqual(bannerBox.y)
        expect(await hitAtCentre(main), `${path}: a tap on the main button reaches it`).toBe('itself')
      }
    })
  })
}
