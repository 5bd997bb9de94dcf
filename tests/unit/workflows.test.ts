/**
 * The project's GitHub workflows (.github/workflows/), read as GitHub reads them: the suite on pull
 * requests and main on the Node versions package.json accepts, and the deploy from main only, in
 * the README's order, with no secret the README does not name.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
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

/** Whether `version` (x.y.z) is in a range made of `^x.y.z` and `>=x.y.z` alternatives. */
function satisfies(version: string, range: string): boolean {
  const parts = (text: string) => text.split('.').map(Number) as [number, number, number]
  const compare = (a: number[], b: number[]) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!
  const wanted = parts(version)
  return range.split('||').some((alternative) => {
    const match = /^\s*(\^|>=)(\d+\.\d+\.\d+)\s*$/.exec(alternative)
    if (!match) throw new Error(`engines: "${alternative}" is neither ^x.y.z nor >=x.y.z`)
    const floor = parts(match[2]!)
    return compare(wanted, floor) >= 0 && (match[1] === '>=' || wanted[0] === floor[0])
  })
}

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
  it('accept the Node LTS lines users run (22 and 24) and this machine’s Node 20.19', () => {
    for (const version of ['22.12.0', '24.0.0', '20.19.0', process.versions.node])
      expect(satisfies(version, engines), version).toBe(true)
    expect(satisfies('20.18.0', engines)).toBe(false)
    expect(satisfies('21.7.0', engines)).toBe(false)
  })

  it('are what the README’s "Set up" says', () => {
    const setUp = readme.slice(readme.indexOf('## Set up'), readme.indexOf('## Commands'))
    expect(setUp).toMatch(/Node\.js 22 or 24/)
    expect(setUp).toMatch(/20\.19/)
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
