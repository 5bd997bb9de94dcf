/** A small build folder (client files and server.json) for tests of the production server and the edge Worker. */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import type { AddressInfo } from 'node:net'
import { writeEdgeFiles } from '../../scripts/site/edgeFiles'
import { createServer } from '../../server/createServer'
import type { Logger } from '../../server/log'
import { fixedSite, MANIFEST_FILE, type BuildManifest } from '../../server/siteBuild'
import { copyMigratedEdgeState } from './migratedEdgeState'

export function writeFixtureBuild(dir: string, { name = 'one', asset = 'app.abc123.js' } = {}): string {
  const write = (file: string, content: string | Buffer) => {
    const full = path.join(dir, 'client', file)
    mkdirSync(path.dirname(full), { recursive: true })
    writeFileSync(full, content)
  }
  write(
    'index.html',
    `<!doctype html><script>boot()</script><script type="application/ld+json">{}</script>home ${name}`,
  )
  // A page with the compressed copies the build writes beside every page.
  write('blog/index.html', `blog list ${name}`)
  write('blog/index.html.br', brotliCompressSync(`blog list ${name}`))
  write('blog/index.html.gz', gzipSync(`blog list ${name}`))
  write('rss.xml', '<rss version="2.0"></rss>')
  write('404/index.html', `not found page ${name}`)
  write('404/index.html.gz', gzipSync(`not found page ${name}`))
  write(`assets/entries/${asset}`, `console.log(${JSON.stringify(name)})`)
  write('big.txt', 'x'.repeat(100))
  // The content editor (Decap CMS): not a page of the site.
  write('admin/index.html', `content editor ${name}`)
  write('admin/config.yml', 'backend:\n  name: github\n')
  const manifest: BuildManifest = {
    scriptHashes: ["'sha256-abc'"],
    badgeOrigins: ['https://reviews.example'],
    brand: 'Bandera',
    leadRetentionDays: 30,
    redirects: [{ from: '/case-studies/old-address', to: '/blog' }],
  }
  writeFileSync(path.join(dir, MANIFEST_FILE), JSON.stringify(manifest))
  writeEdgeFiles(path.join(dir, 'client'), manifest)
  return dir
}

const siteFolders: string[] = []

/**
 * A folder for one server process: a fixture build published as `dist` (a link into dist-builds/,
 * as `npm run build` leaves it) and an empty `var` for DATA_DIR. removeSiteFolders() deletes them.
 */
export function siteFolder(prefix = 'site-'): string {
  const cwd = mkdtempSync(path.join(tmpdir(), prefix))
  siteFolders.push(cwd)
  writeFixtureBuild(path.join(cwd, 'dist-builds', 'a'))
  symlinkSync(path.join('dist-builds', 'a'), path.join(cwd, 'dist'))
  mkdirSync(path.join(cwd, 'var'))
  return cwd
}

/**
 * A site folder whose DATA_DIR holds a copy of a migrated local D1 state, for a start of
 * `npm run serve:edge` that is not about migrating (about 2 s instead of 7 to 9 s on an empty one).
 */
export async function migratedSiteFolder(prefix?: string): Promise<string> {
  const cwd = siteFolder(prefix)
  await copyMigratedEdgeState(path.join(cwd, 'var'))
  return cwd
}

export function removeSiteFolders(): void {
  for (const cwd of siteFolders.splice(0)) rmSync(cwd, { recursive: true, force: true })
}

/** The production server in-process on the build in `dir`, on a free loopback port. */
export async function serveBuild(dir: string, log: Logger): Promise<{ url: string; close(): void }> {
  const server = createServer({ site: fixedSite(dir), log })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() }
}
