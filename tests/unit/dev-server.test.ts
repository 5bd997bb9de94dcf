import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { compileInlineScript } from '../../scripts/site/inlineScriptPlugin'
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
 * What a fresh clone holds: every file git tracks (and new ones not ignored), so no generated/,
 * no dist/ and no Vite cache; node_modules is linked, as `npm ci` would have installed it. Vite's
 * cache goes to the copy's own folder.
 */
function freshClone(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dev-server-'))
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file !== '' && existsSync(path.join(root, file)))
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    copyFileSync(path.join(root, file), path.join(dir, file))
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'))
  renameSync(path.join(dir, 'vite.config.ts'), path.join(dir, 'vite.base.config.ts'))
  writeFileSync(
    path.join(dir, 'vite.config.ts'),
    `import config from './vite.base.config.ts'\n` +
      `export default { ...config, cacheDir: ${JSON.stringify(path.join(dir, '.vite'))} }\n`,
  )
  return dir
}

/** `npm run dev` (vike dev) in a fresh clone, after `prepare` has changed what the test needs. */
function devServer(prepare: (dir: string) => void = () => {}) {
  const dir = freshClone()
  prepare(dir)
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

  return {
    dir,
    get output() {
      return output
    },
    printed,
    /** The dev server's report of its next build:data run. */
    nextRun: () => printed(/build:data(: data\/ is valid| found \d+ problem)/),
    /** A page as a browser asks for it, or (`accept: '*\/*'`) as curl and other tools do. */
    async page(address: string, accept = 'text/html') {
      const response = await fetch(`${base}${address}`, { headers: { accept } })
      return { status: response.status, text: textOf(await response.text()) }
    },
    /** A file as the server sends it: a page's HTML, a module as Vite serves it. */
    async raw(address: string) {
      return (await fetch(`${base}${address}`, { headers: { accept: 'text/html' } })).text()
    },
    editData(file: string, change: (text: string) => string) {
      const full = path.join(dir, 'data', file)
      writeFileSync(full, change(readFileSync(full, 'utf8')))
    },
    /** Starts the server and resolves once it listens, before build:data's first run has ended. */
    async start() {
      const port = await freePort()
      base = `http://127.0.0.1:${port}`
      server = spawn(
        process.execPath,
        [path.join(root, 'node_modules/vike/bin.js'), 'dev', '--port', String(port), '--host', '127.0.0.1'],
        { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
      )
      for (const stream of [server.stdout!, server.stderr!]) {
        stream.on('data', (chunk: Buffer) => {
          // CI=true turns Vite's colours on; the patterns read the plain text.
          output += stripVTControlCharacters(chunk.toString())
          for (const listener of [...listeners]) listener()
        })
      }
      server.on('exit', () => {
        for (const listener of [...listeners]) listener()
      })
      await printed(new RegExp(`Local:\\s+${base}`), 0)
    },
    stop() {
      server?.kill()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** The first case study of a data folder: its address and title. */
function firstCaseStudy(dir: string): { path: string; title: string } {
  const [file] = readdirSync(path.join(dir, 'data/case-studies')).sort()
  const study = parse(readFileSync(path.join(dir, 'data/case-studies', file!), 'utf8')) as {
    slug: string
    title: string
  }
  return { path: `/case-studies/${study.slug}`, title: study.title }
}

describe('npm run dev in a fresh clone', { timeout: 240_000 }, () => {
  const dev = devServer()

  beforeAll(() => dev.start(), 200_000)
  afterAll(() => dev.stop())

  it('builds the data before its first page: 200 from the start, without build:data first', async () => {
    expect(existsSync(path.join(dev.dir, 'generated'))).toBe(false)
    const study = firstCaseStudy(dev.dir)
    // Asked as curl asks (no text/html), the first request used to reach the page before build:data
    // had written generated/, and every page failed from then on.
    const [home, caseStudy] = await Promise.all([dev.page('/', '*/*'), dev.page(study.path, '*/*')])
    expect(home.status).toBe(200)
    expect(caseStudy.status).toBe(200)
    expect(caseStudy.text).toContain(study.title)
    expect(dev.output).toMatch(/build:data: data\/ is valid/)
  })

  it('starts the islands as a built page does: its inline script imports the islands entry, from its source', async () => {
    const html = await dev.raw('/')
    const modules = [...html.matchAll(/import\("([^"]+)"\)|<script[^>]*\bsrc="([^"]+)"/g)].map(
      ([, imported, src]) => imported ?? src,
    )
    // Vite's client for reloads only: no Vike client runtime, no page context, no client file.
    expect(modules).toEqual(['/@vite/client'])
    expect(html).not.toMatch(/vike_pageContext|vike_globalContext/)
    const entry = /<script data-entry="([^"]+)">/.exec(html)?.[1]
    expect(entry).toBe('/renderer/islandsEntry.tsx')
    expect(await dev.raw(entry!)).toMatch(/hydrateIslands/)
    for (const file of [
      'renderer/inline/applyStoredTheme.ts',
      'src/islands/inline/holdEarlyClicks.ts',
      'src/islands/inline/startIslands.ts',
    ]) {
      const { code } = await compileInlineScript(path.join(dev.dir, file))
      expect(html, file).toContain(`>${code}</script>`)
    }
  })

  it('shows a data edit on the next reload, without a restart', async () => {
    const sentence = 'This sentence was added while the dev server ran.'
    const run = dev.nextRun()
    dev.editData('legal/privacy-policy.md', (text) => `${text.trimEnd()}\n\n${sentence}\n`)
    await run
    expect((await dev.page('/privacy-policy')).text).toContain(sentence)
  })

  it('shows a data error in the browser, naming the file, field and line, until it is fixed', async () => {
    const original = readFileSync(path.join(dev.dir, 'data/site.yaml'), 'utf8')
    const line = original.split('\n').findIndex((text) => text.startsWith('email:')) + 1
    const failed = dev.nextRun()
    dev.editData('site.yaml', (text) => text.replace(/^email: .*$/m, 'email: not-an-address'))
    await failed
    const broken = await dev.page('/')
    expect(broken.status).toBe(500)
    expect(broken.text).toContain(`data/site.yaml:${line} email: must be an e-mail address`)
    expect(dev.output).toContain(`data/site.yaml: email: must be an e-mail address (line ${line})`)
    const fixed = dev.nextRun()
    writeFileSync(path.join(dev.dir, 'data/site.yaml'), original)
    await fixed
    expect((await dev.page('/')).status).toBe(200)
  })
})

describe('npm run dev in a fresh clone whose data/ is invalid from the start', { timeout: 240_000 }, () => {
  let original = ''
  const dev = devServer((dir) => {
    const file = path.join(dir, 'data/site.yaml')
    original = readFileSync(file, 'utf8')
    writeFileSync(file, original.replace(/^email: .*$/m, 'email: nobody'))
  })

  beforeAll(async () => {
    await dev.start()
    await dev.printed(/build:data found 1 problem/, 0)
  }, 200_000)
  afterAll(() => dev.stop())

  it('recovers the pages that failed before generated/ existed once the data is fixed, without a restart', async () => {
    const study = firstCaseStudy(dev.dir)
    // Requests that reach the pages while generated/ does not exist fail on its import.
    expect((await dev.page('/', '*/*')).status).toBe(500)
    expect((await dev.page(study.path, '*/*')).status).toBe(500)
    expect(dev.output).toMatch(/Failed to load url \S*generated\/shell\.json/)
    expect(existsSync(path.join(dev.dir, 'generated'))).toBe(false)

    const fixed = dev.nextRun()
    writeFileSync(path.join(dev.dir, 'data/site.yaml'), original)
    await fixed
    expect(dev.output).toMatch(/build:data: data\/ is valid/)
    expect((await dev.page('/')).status).toBe(200)
    const caseStudy = await dev.page(study.path)
    expect(caseStudy.status).toBe(200)
    expect(caseStudy.text).toContain(study.title)
  })
})
