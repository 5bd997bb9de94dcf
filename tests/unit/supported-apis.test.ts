/**
 * Outside tools through their supported APIs (eslint/supportedApis.js): the lint rule fails every
 * way of reaching a package's unstable_ API, and the tree holds none (issue 52: "no unstable_
 * import in the tree").
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const eslint = new ESLint({ cwd: root })
const RULE = 'supported-apis/no-unstable-api'

async function unstableErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result!.messages.filter((message) => message.ruleId === RULE).map((message) => message.message)
}

describe('the supported-API rule', () => {
  it.each(['server/edge/newRunner.ts', 'scripts/newCommand.ts', 'tests/unit/new.test.ts', 'eslint/new.js'])(
    'fails an import, a re-export, a destructured and a read unstable_ API (%s)',
    async (file) => {
      const errors = await unstableErrors(
        file,
        [
          "import { unstable_getMiniflareWorkerOptions } from 'wrangler'",
          "export { unstable_splitSqlQuery } from 'wrangler'",
          "const { unstable_readConfig } = await import('wrangler')",
          "const worker = await (await import('wrangler')).unstable_startWorker({})",
          'export const parts = [unstable_getMiniflareWorkerOptions, unstable_readConfig, worker]',
          '',
        ].join('\n'),
      )
      expect(errors).toEqual(
        [
          'unstable_getMiniflareWorkerOptions',
          'unstable_splitSqlQuery',
          'unstable_readConfig',
          'unstable_startWorker',
        ].map((name) => expect.stringMatching(new RegExp(`^'${name}' is an unstable API`))),
      )
    },
  )

  it("leaves the supported APIs alone: Miniflare's class, wrangler's getPlatformProxy", async () => {
    expect(
      await unstableErrors(
        'server/edge/newRunner.ts',
        "import { Miniflare } from 'miniflare'\nimport { getPlatformProxy } from 'wrangler'\nexport const parts = [Miniflare, getPlatformProxy]\n",
      ),
    ).toEqual([])
  })

  it('finds no unstable_ name in any file git tracks, but the rule and this test', () => {
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter((file) => /\.(ts|tsx|js|mjs|cjs|jsonc?|ya?ml|md)$/.test(file) && file !== 'package-lock.json')
    const naming = tracked.filter(
      (file) =>
        !['eslint/supportedApis.js', 'tests/unit/supported-apis.test.ts'].includes(file) &&
        /\bunstable_\w/.test(readFileSync(path.join(root, file), 'utf8')),
    )
    expect(tracked.length).toBeGreaterThan(100)
    expect(naming).toEqual([])
  })
})
