import { expect, test, visit } from './support/fixtures'

test.describe('missing pages', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] })

  test('an unknown path shows the not-found page with status 404, noindex', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response!.status()).toBe(404)
    await expect(page.getByText('404', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
    await expect(
      page.getByText("Sorry, the page you're looking for doesn't exist or has been moved."),
    ).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
    await page.getByRole('link', { name: 'Back to Homepage' }).click()
    await expect(page).toHaveURL('/')
  })

  for (const [missing, list] of [
    ['/case-studies/no-such-study', '/case-studies'],
    ['/blog/no-such-article', '/blog'],
  ] as const) {
    test(`${missing} lands on ${list} without a history entry`, async ({ page }) => {
      await visit(page, '/privacy-policy')
      const before = await page.evaluate(() => history.length)
      await page.evaluate((href) => {
        const link = document.createElement('a')
        link.href = href
        link.textContent = 'missing'
        document.querySelector('main')!.prepend(link)
        link.click()
      }, missing)
      await expect(page).toHaveURL(list)
      // One entry for the navigation itself; the redirect replaced the missing address.
      expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(before + 1)
      await page.goBack()
      await expect(page).toHaveURL('/privacy-policy')
    })

    test(`${missing} opened directly lands on ${list}`, async ({ page }) => {
      await page.goto(missing)
      await expect(page).toHaveURL(list)
    })
  }

  test('the not-found page alone sends a static host’s visitor to the list', async ({ page }) => {
    // A static CDN serves the 404 page itself for a missing article: its script replaces the address.
    await page.route('**/blog/gone', (route) =>
      route.fulfill({ path: 'dist/client/404/index.html', status: 404 }),
    )
    await page.goto('/blog/gone')
    await expect(page).toHaveURL('/blog')
  })
})
