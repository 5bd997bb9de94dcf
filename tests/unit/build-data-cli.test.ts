import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import type { ProblemsFile } from '../../scripts/data/report'
import { dataCheckComment } from '../../scripts/github/dataCheck'

const root = path.resolve(import.meta.dirname, '../..')
const dirs: string[] = []

/**
 * `npm run build:data` in a copy of the project whose data/ has had `change` made to site.yaml (and
 * whatever `prepare` does to the copy's data/).
 */
async function buildData(
  change: (site: string) => string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  prepare: (dataDir: string) => void = () => {},
) {
  const dir = mkdtempSync(path.join(tmpdir(), 'build-data-'))
  dirs.push(dir)
  for (const entry of ['node_modules', 'src', 'scripts', 'public', 'tsconfig.json', 'package.json'])
    symlinkSync(path.join(root, entry), path.join(dir, entry))
  cpSync(path.join(root, 'data'), path.join(dir, 'data'), { recursive: true })
  prepare(path.join(dir, 'data'))
  const siteFile = path.join(dir, 'data/site.yaml')
  writeFileSync(siteFile, change(readFileSync(siteFile, 'utf8')))
  const run = promisify(execFile)(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build-data.ts', ...args],
    { cwd: dir, env: { ...process.env, GITHUB_ACTIONS: '', ...env } },
  )
  const { stdout, stderr, code } = await run.then(
    (result) => ({ ...result, code: 0 }),
    (error: { stdout: string; stderr: string; code: number }) => error,
  )
  const lineOf = (pattern: RegExp) =>
    readFileSync(siteFile, 'utf8')
      .split('\n')
      .findIndex((line) => pattern.test(line)) + 1
  const generated = (name: string) => readFileSync(path.join(dir, 'generated', `${name}.json`), 'utf8')
  return { stdout, stderr, code, lineOf, generated }
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

describe('npm run build:data', { timeout: 120_000 }, () => {
  it('under GitHub Actions writes each problem as an annotation on its file and line, and fails', async () => {
    const { stderr, code, lineOf } = await buildData(
      (site) => site.replace(/^email: .*$/m, 'email: nobody'),
      [],
      { GITHUB_ACTIONS: 'true' },
    )
    expect(code).toBe(1)
    expect(stderr).toContain(
      `::error file=data/site.yaml,line=${lineOf(/^email: nobody/)},title=build%3Adata%3A email::email: must be an e-mail address`,
    )
  })

  it('with --problems-file writes its problems there, which the pull request comment gives in the same words', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'problems-')), 'problems.json')
    dirs.push(path.dirname(file))
    const { stderr, code } = await buildData(
      (site) => site.replace(/^email: .*$/m, 'email: nobody').replace(/^phone: .*$/m, 'phone: [1, 2]'),
      ['--production', '--problems-file', file],
    )
    expect(code).toBe(1)
    const printed = stderr.split('\n').filter((line) => line.startsWith('data/'))
    expect(printed.length).toBeGreaterThanOrEqual(2)
    const report = JSON.parse(readFileSync(file, 'utf8')) as ProblemsFile
    expect(report.production).toBe(true)
    const listed = dataCheckComment(report, 'https://github.com/o/r/actions/runs/1')
      .split('\n')
      .filter((line) => line.startsWith('- '))
      .map((line) => line.slice(2).replace(/\\(.)/g, '$1'))
    expect(listed).toEqual(printed)
  })

  it('with --production lists each placeholder once, at the line the file writes it', async () => {
    const { stderr, code, lineOf } = await buildData(
      (site) => site.replace(/^phone: .*$/m, "phone: '+380 44 000 0123'"),
      ['--production'],
    )
    expect(code).toBe(1)
    const lines = stderr.split('\n').filter((line) => line.startsWith('data/'))
    expect(new Set(lines).size).toBe(lines.length)
    expect(lines).toContain(
      `data/site.yaml: phone: +380 44 000 0123 is an example phone number: replace it before a production build (line ${lineOf(/^phone: /)})`,
    )
  })

  it('with --production-if-live skips the production check while data/site.yaml does not say live: true', async () => {
    const { stdout, code } = await buildData(
      (site) => site.replace(/^email: .*$/m, 'email: hello@bandera.example'),
      ['--production-if-live'],
    )
    expect(code).toBe(0)
    expect(stdout).toMatch(
      /^build:data: .* files in generated\/ \(\d+ ms\); no production check: data\/site\.yaml does not say live: true$/m,
    )
  })

  it('with --production-if-live runs the production check once data/site.yaml says live: true', async () => {
    const { stderr, code, lineOf } = await buildData(
      (site) => `live: true\n${site.replace(/^email: .*$/m, 'email: hello@bandera.example')}`,
      ['--production-if-live'],
    )
    expect(code).toBe(1)
    expect(stderr.split('\n')).toContain(
      `data/site.yaml: email: e-mail address hello@bandera.example is on a domain reserved for examples (bandera.example): replace it before a production build (line ${lineOf(/^email: /)})`,
    )
  })

  it('says which articles wait for their publish date, and leaves them out of generated/', async () => {
    // Within the year ahead that a scheduled date may lie in.
    const ahead = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10)
    const { stdout, code, generated } = await buildData(
      (site) => site,
      [],
      {},
      (dataDir) => {
        const [article] = readdirSync(path.join(dataDir, 'blog')).sort()
        const text = readFileSync(path.join(dataDir, 'blog', article!), 'utf8')
        writeFileSync(
          path.join(dataDir, 'blog/written-ahead.md'),
          text
            .replace(/^id: \d+$/m, 'id: 999')
            .replace(/^slug: .*$/m, 'slug: written-ahead')
            .replace(/^publishDate: .*$/m, `publishDate: '${ahead}'\nscheduled: true`)
            .replace(/^featuredImage: .*$/m, 'featuredImage: /logo.svg'),
        )
      },
    )
    expect(code).toBe(0)
    expect(stdout.split('\n')).toContain(
      `build:data: 1 article waits for its publish date (scheduled: true), left out of the site until then: data/blog/written-ahead.md until ${ahead}`,
    )
    expect(generated('blog')).not.toContain('written-ahead')
    expect(generated('sitePages')).not.toContain('written-ahead')
  })
})
