import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { isBuiltin } from 'node:module'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

const root = path.resolve(import.meta.dirname, '../..')

interface Workflow {
  on: Record<'push' | 'pull_request', { paths: string[] }>
  jobs: Record<string, { steps: { run?: string }[] }>
}

const workflow = parse(readFileSync(path.join(root, '.github/workflows/data.yml'), 'utf8')) as Workflow

/**
 * The files of the repository `npm run build:data` runs: scripts/build-data.ts and every file it
 * imports, through relative and `@/` imports (type-only ones too), resolved by TypeScript with the
 * project's tsconfig.json. Packages are left out: package-lock.json stands for them.
 */
function buildDataImportGraph(): string[] {
  const { config } = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile)
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root)
  const seen = new Set<string>()
  const queue = [path.join(root, 'scripts/build-data.ts')]
  while (queue.length > 0) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    for (const { fileName } of importedFiles) {
      if (isBuiltin(fileName)) continue
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule
      if (!resolved)
        throw new Error(`${path.relative(root, file)} imports '${fileName}', which does not resolve`)
      if (!resolved.isExternalLibraryImport) queue.push(resolved.resolvedFileName)
    }
  }
  return [...seen].map((file) => path.relative(root, file).split(path.sep).join('/')).sort()
}

/**
 * Whether a path filter of a GitHub workflow matches a file: `**` any part of a path, `*` and `?`
 * within one folder. The filters here use only these; others are refused.
 */
function filterMatches(filter: string, file: string): boolean {
  if (/[[\]{}!+]/.test(filter)) throw new Error(`the filter '${filter}' uses syntax this test does not read`)
  const pattern = filter
    .split(/(\*\*|\*|\?)/)
    .map((part) => {
      if (part === '**') return '.*'
      if (part === '*') return '[^/]*'
      if (part === '?') return '[^/]'
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('')
  return new RegExp(`^${pattern}$`).test(file)
}

/** The files of data/ and public/ in the repository: build:data reads them all. */
function trackedFiles(...folders: string[]): string[] {
  return execFileSync('git', ['ls-files', '-z', ...folders], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean)
}

describe('the data workflow (.github/workflows/data.yml)', () => {
  it('reads GitHub path filters as GitHub does, for the forms it uses', () => {
    expect(filterMatches('scripts/cms/**', 'scripts/cms/config.ts')).toBe(true)
    expect(filterMatches('src/admin/**', 'src/admin/listFile.ts')).toBe(true)
    expect(filterMatches('src/admin/**', 'src/adminTools.ts')).toBe(false)
    expect(filterMatches('tsconfig.json', 'tsconfig.json')).toBe(true)
    expect(filterMatches('tsconfig.json', 'src/tsconfig.json')).toBe(false)
    expect(filterMatches('data/*.yaml', 'data/blog/x.yaml')).toBe(false)
  })

  it('runs on every change to a file build:data imports, reads or runs with, on push and on pull request alike', () => {
    const graph = buildDataImportGraph()
    // The walk itself: it reaches the pipeline, the schemas, the rules and the editor's config.
    expect(graph).toEqual(
      expect.arrayContaining([
        'scripts/build-data.ts',
        'scripts/data/pipeline.ts',
        'scripts/data/checks/index.ts',
        'src/content/collections.ts',
        'src/lib/metrics.ts',
        'scripts/cms/writeConfig.ts',
      ]),
    )
    const runsWith = ['package.json', 'package-lock.json', 'tsconfig.json', '.github/workflows/data.yml']
    const files = [...graph, ...runsWith, ...trackedFiles('data', 'public')]
    expect(workflow.on.push.paths).toEqual(workflow.on.pull_request.paths)
    for (const event of ['push', 'pull_request'] as const) {
      const filters = workflow.on[event].paths
      const uncovered = files.filter((file) => !filters.some((filter) => filterMatches(filter, file)))
      expect(uncovered, `files build:data depends on that no ${event} filter covers`).toEqual([])
    }
  })

  it('runs build:data alone, with the production check only where data/site.yaml says the site is live', () => {
    const runs = Object.values(workflow.jobs).flatMap((job) => job.steps.flatMap((step) => step.run ?? []))
    const buildData = runs.filter((run) => run.includes('build:data'))
    expect(buildData).toEqual(['npm run build:data -- --production-if-live'])
    expect(runs.some((run) => /npm (run )?test\b|playwright|vike build/.test(run))).toBe(false)
  })
})
