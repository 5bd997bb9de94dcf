import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

interface Workflow {
  on: Record<'push' | 'pull_request', { paths: string[] }>
  jobs: Record<string, { steps: { run?: string }[] }>
}

const workflow = parse(
  readFileSync(path.resolve(import.meta.dirname, '../../.github/workflows/data.yml'), 'utf8'),
) as Workflow

describe('the data workflow (.github/workflows/data.yml)', () => {
  it('runs on every push and pull request that changes data/ or the code that judges it', () => {
    for (const event of ['push', 'pull_request'] as const) {
      expect(workflow.on[event].paths).toEqual(
        expect.arrayContaining(['data/**', 'public/**', 'src/content/**', 'scripts/data/**']),
      )
    }
    expect(workflow.on.push.paths).toEqual(workflow.on.pull_request.paths)
  })

  it('runs build:data alone, with the production check on main', () => {
    const runs = Object.values(workflow.jobs).flatMap((job) => job.steps.flatMap((step) => step.run ?? []))
    expect(runs).toContain(
      "npm run build:data -- ${{ github.ref == 'refs/heads/main' && '--production' || '' }}",
    )
    expect(runs.some((run) => /npm (run )?test\b|playwright|vike build/.test(run))).toBe(false)
  })
})
