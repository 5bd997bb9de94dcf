/**
 * A suite that cannot pass by accident: the rules that keep a focused test, a retried flake or a
 * fixed sleep out of it.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import ts from 'typescript'
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

/**
 * The end-to-end tests whose outcome depends on the server: those that read what reached the
 * Telegram stand-in, in their body or through a function of their file. The edge project runs only
 * the tests tagged @server, so an untagged one would prove the lead path on the Node server alone.
 */
function serverTests(file: string): { title: string; tagged: boolean }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const mentions = (node: ts.Node, names: ReadonlySet<string>): boolean =>
    (ts.isIdentifier(node) && names.has(node.text)) ||
    node.getChildren().some((child) => mentions(child, names))

  // The functions of the file, by name, and (to a fixed point) those that reach the stand-in.
  const functions = new Map<string, ts.Node>()
  const collect = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name) functions.set(node.name.text, node)
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      if (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
        functions.set(node.name.text, node.initializer)
    node.forEachChild(collect)
  }
  collect(source)
  const reaching = new Set([STAND_IN])
  for (let grown = true; grown;) {
    grown = false
    for (const [name, body] of functions)
      if (!reaching.has(name) && mentions(body, reaching)) grown = reaching.add(name).size > 0
  }

  const found: { title: string; tagged: boolean }[] = []
  const walk = (node: ts.Node, titles: string[]): void => {
    if (ts.isCallExpression(node) && ts.isStringLiteralLike(node.arguments[0] ?? node)) {
      const callee = node.expression.getText(source)
      const title = (node.arguments[0] as ts.StringLiteralLike).text
      const body = node.arguments.at(-1)!
      if (callee === 'test.describe') {
        body.forEachChild((child) => walk(child, [...titles, title]))
        return
      }
      if (callee === 'test' && mentions(body, reaching)) {
        const path = [...titles, title].join(' › ')
        found.push({ title: path, tagged: path.includes('@server') })
        return
      }
    }
    node.forEachChild((child) => walk(child, titles))
  }
  walk(source, [])
  return found
}

/** The stand-in's address, which every way of reading what it received goes through. */
const STAND_IN = 'TELEGRAM_STAND_IN_URL'

describe('the edge project', () => {
  const e2e = path.join(root, 'tests/e2e')
  const specs = readdirSync(e2e).filter((file) => file.endsWith('.spec.ts'))

  it('runs every test that reads what reached Telegram: each is tagged @server, in a file it runs', async () => {
    const config = (await import('../../playwright.config')).default
    const edge = config.projects!.find((project) => project.name === 'edge')!
    expect(edge.grep).toEqual(/@server/)
    const byFile = specs.map((file) => ({ file, tests: serverTests(path.join(e2e, file)) }))
    // The lead path's tests are found at all (the rule would hold vacuously otherwise).
    expect(byFile.find(({ file }) => file === 'contact.spec.ts')!.tests.length).toBeGreaterThanOrEqual(8)
    for (const { file, tests } of byFile) {
      expect(tests.filter((test) => !test.tagged).map((test) => `${file}: ${test.title}`)).toEqual([])
      if (tests.length > 0) expect(edge.testMatch, file).toContain(file)
    }
  })
})
