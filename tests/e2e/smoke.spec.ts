import { expect, test, visit } from './support/fixtures'

test('the home page hydrates without console problems', async ({ page }) => {
  await visit(page, '/')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Empowering B2B sales growth')
})
