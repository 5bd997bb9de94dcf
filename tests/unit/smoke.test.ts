/**
 * `npm run smoke` (scripts/smoke.ts), the deploy's check of the Worker before `wrangler deploy`: it
 * passes on a build with every kind of page, and on one that lacks a page or answers wrongly it
 * fails, naming each address. It runs serve:edge (workerd) on a fixture build, in a folder of its own.
 */
import { execFile } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { SITE_PORT } from '../e2e/support/ports'
import { removeSiteFolders, siteFolder } from '../support/fixtureBuild'

const SMOKE = path.resolve(import.meta.dirname, '../../scripts/smoke.ts')
/** One of this run's own ports (tests/e2e/support/ports.ts: the site's base + 13). */
const PORT = SITE_PORT + 13

afterAll(removeSiteFolders)

/** A fixture build with a page of every kind the smoke test asks for. */
function completeBuild(): string {
  const cwd = siteFolder('smoke-')
  const page = (file: string, text: string) => {
    const full = path.join(cwd, 'dist', 'client', file)
    mkdirSync(path.dirname(full), { recursive: true })
    writeFileSync(full, `<!doctype html><html><body>${text}</body></html>`)
  }
  page('index.html', 'home')
  page('blog/index.html', 'blog')
  page('blog/first-article/index.html', 'article')
  page('case-studies/index.html', 'studies')
  page('case-studies/first-study/index.html', 'study')
  page('services/appointment-setting/index.html', 'service')
  page('404/index.html', 'Page Not Found')
  // The fixture's precompressed copy of the blog list would be served instead of the page above.
  for (const copy of ['blog/index.html.br', 'blog/index.html.gz', '404/index.html.gz'])
    rmSync(path.join(cwd, 'dist', 'client', copy), { force: true })
  return cwd
}

async function smoke(cwd: string) {
  return promisify(execFile)(process.execPath, ['--import', import.meta.resolve('tsx'), SMOKE], {
    cwd,
    env: { ...process.env, SMOKE_PORT: String(PORT) },
  }).then(
    (result) => ({ ...result, code: 0 }),
    (error: { stdout: string; stderr: string; code: number }) => error,
  )
}

describe('npm run smoke', { timeout: 400_000 }, () => {
  it('passes a build whose pages, not-found page, lead path and health check all answer', async () => {
    const run = await smoke(completeBuild())
    expect(run.stderr).not.toContain('failed its smoke test')
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('✓ POST /api/contact 503')
    expect(run.stdout).toContain('passed its smoke test')
  })

  it('fails a build that lacks a kind of page or answers the wrong not-found page, naming each', async () => {
    const cwd = completeBuild()
    rmSync(path.join(cwd, 'dist', 'client', 'case-studies', 'first-study'), { recursive: true })
    writeFileSync(path.join(cwd, 'dist', 'client', '404', 'index.html'), '<html>Welcome</html>')
    const run = await smoke(cwd)
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('The Worker failed its smoke test (2)')
    expect(run.stderr).toContain('the build has no page under /case-studies/')
    expect(run.stderr).toContain('GET /no-such-page-smoke: the answer lacks Page Not Found')
  })

  it('fails, with serve:edge’s reason, when the Worker cannot start on the build', async () => {
    const cwd = completeBuild()
    rmSync(path.join(cwd, 'dist', 'client', '_headers'))
    const run = await smoke(cwd)
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(
      /failed its smoke test \(1\):\nserve:edge exited with status 1:\nCannot start: No build found/,
    )
  })
})
