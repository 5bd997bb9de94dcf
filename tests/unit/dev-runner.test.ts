import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createServer, isRunnableDevEnvironment, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importForDev } from '../../scripts/data/devRunner'

/**
 * The runner of build:data and the editor's check under the dev server (scripts/data/devRunner.ts):
 * what it evaluated stays evaluated, the pages' reloads notwithstanding, until its code changes.
 */
describe('importForDev', () => {
  let dir: string
  let server: ViteDevServer
  const write = (name: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    writeFileSync(path.join(dir, name), text)
  }
  /** A new value each time the module is evaluated, from the pipeline and from the cache it imports. */
  const pipeline = () =>
    importForDev<{ instance: number; rule: number; cache: number }>(server, '/pipeline.ts')

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'dev-runner-'))
    write('cache.ts', 'export const cache = Math.random()\n')
    write('rule.ts', 'export const rule = 1\n')
    write(
      'pipeline.ts',
      "export { cache } from './cache'\nexport { rule } from './rule'\nexport const instance = Math.random()\n",
    )
    // A page that reads what build:data wrote, as src/config/shell.ts does.
    write('generated/site.json', '{ "name": "before" }\n')
    write('page.ts', "import site from './generated/site.json'\nexport const name = site.name\n")
    server = await createServer({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      server: { middlewareMode: true },
    })
  })
  afterAll(async () => {
    await server.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('keeps its modules evaluated from one run to the next, while the pages are evaluated again', async () => {
    const pages = server.environments.ssr
    if (!isRunnableDevEnvironment(pages)) throw new Error('the pages are not rendered in Node')
    const page = async () => (await pages.runner.import<{ name: string }>('/page.ts')).name
    const first = await pipeline()
    expect(await pipeline()).toBe(first)
    expect(await page()).toBe('before')
    // A run of build:data writes generated/: the pages that read it are evaluated again.
    write('generated/site.json', '{ "name": "after" }\n')
    await expect.poll(page, { timeout: 10_000 }).toBe('after')
    expect(await pipeline()).toBe(first)
  })

  it('evaluates again a module whose code changed, and those importing it, but no other', async () => {
    const before = await pipeline()
    write('rule.ts', 'export const rule = 2\n')
    await expect.poll(async () => (await pipeline()).rule, { timeout: 10_000 }).toBe(2)
    const after = await pipeline()
    expect(after.instance).not.toBe(before.instance)
    expect(after.cache).toBe(before.cache)
  })

  it('imports a file that was missing once it is there', async () => {
    write('pipeline.ts', "export { added } from './added'\nexport const instance = Math.random()\n")
    await expect.poll(() => pipeline().then(() => 'imported', String)).toMatch(/added/)
    write('added.ts', 'export const added = true\n')
    await expect
      .poll(async () => (await importForDev<{ added: boolean }>(server, '/pipeline.ts')).added, {
        timeout: 10_000,
      })
      .toBe(true)
  })
})
