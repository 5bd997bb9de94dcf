/**
 * A suite that cannot pass by accident: the rules that keep a focused test, a retried flake or a
 * fixed sleep out of it.
 */
import path from 'node:path'
import { ESLint } from 'eslint'
import { afterEach, describe, expect, it, vi } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const eslint = new ESLint({ cwd: root })

async function ruleErrors(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'tests/e2e/new.spec.ts') })
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message)
}

describe('npm run lint, on a test file', () => {
  it('fails a fixed sleep', async () => {
    expect(
      await ruleErrors(
        "import { test } from '@playwright/test'\ntest('x', async ({ page }) => {\n  await page.waitForTimeout(500)\n})\n",
      ),
    ).toEqual([expect.stringMatching(/^Wait for a condition, or run the page clock/)])
  })

  it('fails a focused test or group', async () => {
    const code = [
      "import { describe, it, test } from 'vitest'",
      "test.only('a', () => {})",
      "it.only('b', () => {})",
      "describe.only('c', () => {})",
      "test.describe.only('d', () => {})",
      '',
    ].join('\n')
    expect(await ruleErrors(code)).toHaveLength(4)
  })

  it('accepts waiting for a condition and the page clock', async () => {
    expect(
      await ruleErrors(
        "import { test, expect } from '@playwright/test'\ntest('x', async ({ page }) => {\n  await page.clock.runFor(1000)\n  await expect(page.locator('p')).toHaveCount(0)\n})\n",
      ),
    ).toEqual([])
  })
})

describe('the Playwright configuration', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  const load = async () => (await import('../../playwright.config')).default

  it('refuses test.only on CI and never retries a failed test', async () => {
    vi.stubEnv('CI', 'true')
    const onCi = await load()
    expect(onCi.forbidOnly).toBe(true)
    expect(onCi.retries).toBe(0)
  })

  it('allows test.only while debugging on a workstation, still without retries', async () => {
    vi.stubEnv('CI', '')
    const local = await load()
    expect(local.forbidOnly).toBe(false)
    expect(local.retries).toBe(0)
  })
})
