import { spawn } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { createHash } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { buildsDirFor, publishBuild, pruneBuilds } from '../../scripts/build/publish'
import { createServer } from '../../scripts/server/createServer'
import { memoryLogger } from '../../scripts/server/log'
import { linkedSite } from '../../scripts/server/siteBuild'

mkdirSync(path.resolve('test-results'), { recursive: true })
const work = mkdtempSync(path.resolve('test-results', 'rebuild-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** Every inline script of a page is allowed by the CSP sent with it, and every script it names exists. */
async function checkPage(base: string, urlPath: string): Promise<string[]> {
  const response = await fetch(`${base}${urlPath}`, { headers: { 'accept-encoding': 'identity' } })
  const html = await response.text()
  const problems: string[] = []
  if (response.status !== 200) problems.push(`${urlPath}: ${response.status}`)
  if (!html.trimEnd().endsWith('</html>')) problems.push(`${urlPath}: truncated`)
  const csp = response.headers.get('content-security-policy') ?? ''
  for (const [, body] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
    const hash = `'sha256-${createHash('sha256').update(body!).digest('base64')}'`
    if (!csp.includes(hash)) problems.push(`${urlPath}: inline script not in the CSP`)
  }
  for (const [, src] of html.matchAll(/(?:src=|s\.src=)"(\/assets\/[^"]+\.js)"/g)) {
    const script = await fetch(`${base}${src}`)
    if (script.status !== 200) problems.push(`${urlPath}: ${src} ${script.status}`)
  }
  return problems
}

describe('npm run build next to a running server', { timeout: 300_000 }, () => {
  it('never serves a broken page: the old build until the new one is complete, then the new one', async () => {
    expect(existsSync(path.resolve('dist/server.json')), 'run `npm run build` first').toBe(true)
    const link = path.join(work, 'dist')
    const old = path.join(buildsDirFor(link), '00-old')
    mkdirSync(buildsDirFor(link), { recursive: true })
    cpSync(realpathSync('dist'), old, { recursive: true })
    symlinkSync(old, link)
    const log = memoryLogger()
    const server = createServer({ site: linkedSite(link, log, 0), log })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

    const build = spawn('npx', ['tsx', 'scripts/build.ts', '--link', link], { stdio: 'ignore' })
    let finished = false
    const exited = new Promise<number | null>((resolve) =>
      build.on('exit', (code) => {
        finished = true
        resolve(code)
      }),
    )
    const problems: string[] = []
    let checks = 0
    try {
      while (!finished) {
        for (const urlPath of ['/', '/blog', '/case-studies'])
          problems.push(...(await checkPage(base, urlPath)))
        checks++
        // A visitor's pace, not a flood: the build needs the cores.
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
      expect(await exited).toBe(0)
      for (const urlPath of ['/', '/blog', '/case-studies'])
        problems.push(...(await checkPage(base, urlPath)))
    } finally {
      server.close()
    }
    expect(problems).toEqual([])
    expect(checks).toBeGreaterThan(3)
    expect(realpathSync(link)).not.toBe(old)
    expect(log.entries.map((entry) => entry.event)).toContain('build.switched')
    // The old build is kept for pages visitors still have open.
    expect(existsSync(old)).toBe(true)
  })
})

describe('publishing a build', () => {
  it('points the link at the new build in one step and keeps only the newest builds', () => {
    const link = path.join(work, 'site')
    for (const name of ['01', '02', '03', '04']) {
      mkdirSync(path.join(buildsDirFor(link), name), { recursive: true })
      publishBuild(path.join(buildsDirFor(link), name), link)
      expect(realpathSync(link)).toBe(realpathSync(path.join(buildsDirFor(link), name)))
    }
    expect(pruneBuilds(link, 2)).toEqual(['02', '01'])
    expect(readdirSync(buildsDirFor(link)).sort()).toEqual(['03', '04'])
  })

  it('turns a build folder from before links into an old build', () => {
    const link = path.join(work, 'legacy')
    mkdirSync(path.join(link, 'client'), { recursive: true })
    mkdirSync(path.join(buildsDirFor(link), 'new'), { recursive: true })
    publishBuild(path.join(buildsDirFor(link), 'new'), link)
    expect(readdirSync(buildsDirFor(link)).some((name) => name.startsWith('legacy-'))).toBe(true)
    expect(realpathSync(link)).toBe(realpathSync(path.join(buildsDirFor(link), 'new')))
  })
})
