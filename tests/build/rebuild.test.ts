import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { createHash } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { buildsDirFor } from '../../server/siteBuild'
import { newBuildDir, publishBuild, pruneBuilds } from '../../scripts/site/publish'
import { createServer } from '../../server/createServer'
import { memoryLogger } from '../../server/log'
import { linkedSite } from '../../server/siteBuild'

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

/** The files of a build folder, relative to it, in the order a test writes them. */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort()
}

describe('a new build published next to a running server', { timeout: 120_000 }, () => {
  /*
   * What `npm run build` does around Vike's build (scripts/build-site.ts), with the build's own functions:
   * the new build is written file by file into a fresh folder beside the one the server reads through
   * the link, then published in one step. The new build is the real one with one more inline script
   * on the home page, allowed by its own manifest: served with the old CSP (or the old page with the
   * new CSP), the check below would fail.
   */
  it('never serves a broken page: the old build until the new one is complete, then the new one', async () => {
    expect(existsSync(path.resolve('dist/server.json')), 'run `npm run build` first').toBe(true)
    const built = realpathSync('dist')
    const link = path.join(work, 'dist')
    const old = path.join(buildsDirFor(link), '00-old')
    mkdirSync(buildsDirFor(link), { recursive: true })
    cpSync(built, old, { recursive: true })
    symlinkSync(old, link)
    const log = memoryLogger()
    const server = createServer({ site: linkedSite(link, log, 0), log })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const pages = ['/', '/blog', '/case-studies']

    const next = newBuildDir(link)
    const marker = 'window.nextBuild=1'
    const problems: string[] = []
    let checks = 0
    try {
      const files = filesOf(built)
      const batch = Math.ceil(files.length / 8)
      for (let start = 0; start < files.length; start += batch) {
        for (const file of files.slice(start, start + batch)) {
          mkdirSync(path.dirname(path.join(next, file)), { recursive: true })
          copyFileSync(path.join(built, file), path.join(next, file))
        }
        for (const urlPath of pages) problems.push(...(await checkPage(base, urlPath)))
        checks++
        expect(await (await fetch(base)).text()).not.toContain(marker)
      }
      const home = path.join(next, 'client', 'index.html')
      writeFileSync(home, readFileSync(home, 'utf8').replace('</head>', `<script>${marker}</script></head>`))
      for (const compressed of ['.br', '.gz']) rmSync(`${home}${compressed}`, { force: true })
      const manifest = JSON.parse(readFileSync(path.join(next, 'server.json'), 'utf8')) as {
        scriptHashes: string[]
      }
      manifest.scriptHashes.push(`'sha256-${createHash('sha256').update(marker).digest('base64')}'`)
      writeFileSync(path.join(next, 'server.json'), JSON.stringify(manifest))
      for (const urlPath of pages) problems.push(...(await checkPage(base, urlPath)))
      expect(await (await fetch(base)).text()).not.toContain(marker)

      publishBuild(next, link)
      expect(pruneBuilds(link, 3)).toEqual([])
      for (const urlPath of pages) problems.push(...(await checkPage(base, urlPath)))
      expect(await (await fetch(base, { headers: { 'accept-encoding': 'identity' } })).text()).toContain(
        marker,
      )
    } finally {
      server.close()
    }
    expect(problems).toEqual([])
    expect(checks).toBeGreaterThan(3)
    expect(realpathSync(link)).toBe(realpathSync(next))
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
