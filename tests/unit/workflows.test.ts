/**
 * The project's GitHub workflows (.github/workflows/), read as GitHub reads them: the suite on pull
 * requests and main on the Node versions package.json accepts, and the deploy from main only, in
 * the README's order, with no secret the README does not name.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import semver from 'semver'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

interface Step {
  name?: string
  if?: string
  uses?: string
  run?: string
  with?: Record<string, unknown>
}

interface Job {
  if?: string
  needs?: string | string[]
  strategy?: { matrix?: { node?: unknown[] } }
  env?: Record<string, string>
  steps: Step[]
}

interface Workflow {
  name: string
  on: Record<string, { branches?: string[]; workflows?: string[]; types?: string[] } | null>
  jobs: Record<string, Job>
}

const workflow = (name: string) => parse(read(`.github/workflows/${name}`)) as Workflow
const ci = workflow('ci.yml')
const deploy = workflow('deploy.yml')
const data = workflow('data.yml')
const readme = read('README.md')
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
  it('runs on every pull request and on pushes to main', () => {
    expect(Object.keys(ci.on).sort()).toEqual(['pull_request', 'push'])
    expect(ci.on.pull_request?.branches).toBeUndefined()
    expect(ci.on.push?.branches).toEqual(['main'])
  })

  it('runs the suite on Node 22 and 24, both accepted by engines', () => {
    const versions = Object.values(ci.jobs).flatMap(nodeVersions)
    expect([...new Set(versions)].sort()).toEqual(['22', '24'])
    for (const major of versions) expect(satisfies(latestOf(major), engines), major).toBe(true)
  })

  it('runs npm test after npm ci in every job, with Chromium and Java at hand', () => {
    for (const job of Object.values(ci.jobs)) {
      const commands = runs(job)
      expect(commands.indexOf('npm ci')).toBeGreaterThanOrEqual(0)
      expect(commands.indexOf('npm test')).toBeGreaterThan(commands.indexOf('npm ci'))
      expect(job.env?.CHROMIUM_PATH).toBeTruthy()
      expect(job.steps.some((step) => step.uses?.startsWith('actions/setup-java@'))).toBe(true)
    }
  })
})

describe('the data workflow (.github/workflows/data.yml)', () => {
  it('runs on Node 22 and 24, both accepted by engines', () => {
    const versions = Object.values(data.jobs).flatMap(nodeVersions)
    expect([...new Set(versions)].sort()).toEqual(['22', '24'])
    for (const major of versions) expect(satisfies(latestOf(major), engines), major).toBe(true)
  })
})

describe('Deploy (.github/workflows/deploy.yml)', () => {
  it('runs after CI, for main only, and only when the suite passed on a push', () => {
    expect(Object.keys(deploy.on)).toEqual(['workflow_run', 'schedule'])
    expect(deploy.on.workflow_run).toEqual({ workflows: [ci.name], types: ['completed'], branches: ['main'] })
    for (const job of Object.values(deploy.jobs)) {
      const condition = (job.if ?? '').replace(/\s+/g, ' ')
      expect(condition).toContain("github.event.workflow_run.conclusion == 'success'")
      expect(condition).toContain("github.event.workflow_run.event == 'push'")
      expect(condition).toContain("github.event.workflow_run.head_branch == 'main'")
      expect(condition).toContain('github.event.workflow_run.head_repository.full_name == github.repository')
      const checkout = job.steps.find((step) => step.uses?.startsWith('actions/checkout@'))
      expect(checkout?.with?.ref).toBe('${{ github.event.workflow_run.head_sha || github.sha }}')
    }
  })

  it('runs every morning too, so a scheduled article goes live on its day, but only on a commit CI passed', () => {
    expect((deploy.on.schedule as unknown as { cron: string }[]).map((entry) => entry.cron)).toHaveLength(1)
    const job = Object.values(deploy.jobs)[0]!
    expect((job.if ?? '').replace(/\s+/g, ' ')).toMatch(/^github\.event_name == 'schedule' \|\| \(/)
    const gate = job.steps.find((step) => step.if === "github.event_name == 'schedule'")
    expect(gate?.run?.replace(/\s+/g, ' ')).toContain(
      'gh run list --workflow ci.yml --commit "$GITHUB_SHA" --status success',
    )
    // Before anything is installed or built.
    expect(job.steps.indexOf(gate!)).toBeLessThan(job.steps.findIndex((step) => step.run === 'npm ci'))
  })

  it('installs, checks data/ for production, builds, migrates D1 and deploys, in that order', () => {
    const [job, ...others] = Object.values(deploy.jobs)
    expect(others).toEqual([])
    expect(runs(job!).filter((run) => !run.startsWith('test -n'))).toEqual([
      'npm ci',
      'npm run build:data -- --production',
      'npm run build',
      'npx wrangler d1 migrations apply LEADS_DB --remote',
      'npx wrangler deploy',
    ])
    for (const major of nodeVersions(job!)) expect(satisfies(latestOf(major), engines), major).toBe(true)
  })

  it('uses only secrets the README names, and the README’s deploy commands', () => {
    const secrets = [...read('.github/workflows/deploy.yml').matchAll(/\bsecrets\.(\w+)/g)].map(
      (match) => match[1]!,
    )
    expect(secrets.sort()).toEqual(['CLOUDFLARE_ACCOUNT_ID', 'CLOUDFLARE_API_TOKEN'])
    const deploying = readme.slice(
      readme.indexOf('### Deploying to Cloudflare'),
      readme.indexOf('## Editing the content'),
    )
    for (const secret of secrets) expect(deploying).toContain(`\`${secret}\``)
    for (const command of runs(Object.values(deploy.jobs)[0]!).filter((run) =>
      run.startsWith('npx wrangler'),
    ))
      expect(readme).toContain(command)
  })
})
