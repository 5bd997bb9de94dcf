import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { textOf } from '../support/builtHtml'

const root = path.resolve(import.meta.dirname, '../..')

/** A free port on the loopback address. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

/**
 * `npm run dev` (vike dev) on a copy of the project whose data/ the test edits: the code is linked,
 * data/ is copied, Vite's cache is its own.
 */
describe('npm run dev', { timeout: 240_000 }, () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'dev-server-'))
  let server: ChildProcess
  let output = ''
  let base = ''
  const listeners = new Set<() => void>()

  /** Resolves when the server has printed a line matching `pattern` after `from` characters of output. */
  const printed = (pattern: RegExp, from = output.length) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (pattern.test(output.slice(from))) {
          listeners.delete(check)
          resolve()
        } else if (server.exitCode !== null) {
          reject(new Error(`the dev server exited:\n${output}`))
        }
      }
      listeners.add(check)
      check()
    })
  /** The dev server's report of its next build:data run. */
  const nextRun = () => printed(/build:data(: data\/ is valid| found \d+ problem)/)

  const page = async (address: string) => {
    const response = await fetch(`${base}${address}`, { headers: { accept: 'text/html' } })
    return { status: response.status, text: textOf(await response.text()) }
  }
  const editData = (file: string, change: (text: string) => string) => {
    const full = path.join(dir, 'data', file)
    writeFileSync(full, change(readFileSync(full, 'utf8')))
  }

  beforeAll(async () => {
    for (const entry of [
      'node_modules',
      'src',
      'pages',
      'renderer',
      'scripts',
      'public',
      'package.json',
      'tsconfig.json',
    ])
      symlinkSync(path.join(root, entry), path.join(dir, entry))
    cpSync(path.join(root, 'data'), path.join(dir, 'data'), { recursive: true })
    writeFileSync(
      path.join(dir, 'vite.config.ts'),
      `import config from ${JSON.stringify(path.join(root, 'vite.config.ts'))}\n` +
        `export default { ...config, cacheDir: ${JSON.stringify(path.join(dir, '.vite'))} }\n`,
    )
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    server = spawn(
      process.execPath,
      [path.join(root, 'node_modules/vike/bin.js'), 'dev', '--port', String(port), '--host', '127.0.0.1'],
      {
        cwd: dir,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    for (const stream of [server.stdout!, server.stderr!]) {
      stream.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        for (const listener of [...listeners]) listener()
      })
    }
    server.on('exit', () => {
      for (const listener of [...listeners]) listener()
    })
    await printed(/build:data: data\/ is valid/, 0)
  }, 200_000)

  afterAll(() => {
    server?.kill()
    rmSync(dir, { recursive: true, force: true })
  })

  it('builds the data at start: no build:data needed first', async () => {
    const { text } = await page('/privacy-policy')
    expect(text).toContain('Privacy Policy')
  })

  it('shows a data edit on the next reload, without a restart', async () => {
    const sentence = 'This sentence was added while the dev server ran.'
    const run = nextRun()
    editData('legal/privacy-policy.md', (text) => `${text.trimEnd()}\n\n${sentence}\n`)
    await run
    expect((await page('/privacy-policy')).text).toContain(sentence)
  })

  it('shows a data error in the browser, naming the file, field and line, until it is fixed', async () => {
    const original = readFileSync(path.join(dir, 'data/site.yaml'), 'utf8')
    const line = original.split('\n').findIndex((text) => text.startsWith('email:')) + 1
    const failed = nextRun()
    editData('site.yaml', (text) => text.replace(/^email: .*$/m, 'email: not-an-address'))
    await failed
    const broken = await page('/')
    expect(broken.status).toBe(500)
    expect(broken.text).toContain(`data/site.yaml:${line} email: must be an e-mail address`)
    expect(output).toContain(`data/site.yaml: email: must be an e-mail address (line ${line})`)
    const fixed = nextRun()
    writeFileSync(path.join(dir, 'data/site.yaml'), original)
    await fixed
    expect((await page('/')).status).toBe(200)
  })
})
