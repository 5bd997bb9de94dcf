import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

/** Paths of one folder that differ only in letter case, as "a/Name.tsx = a/name.ts" (extension ignored). */
function caseOnlyClashes(files: readonly string[]): string[] {
  const byKey = new Map<string, Set<string>>()
  for (const file of files) {
    const withoutExtension = file.replace(/\.[^/.]+$/, '')
    const key = withoutExtension.toLowerCase()
    byKey.set(key, (byKey.get(key) ?? new Set()).add(withoutExtension))
  }
  return [...byKey.values()].filter((names) => names.size > 1).map((names) => [...names].sort().join(' = '))
}

describe('file names', () => {
  it('finds names that differ only in case, whatever their extension', () => {
    expect(caseOnlyClashes(['a/Chart.tsx', 'a/chart.ts', 'b/chart.ts', 'a/Other.tsx'])).toEqual([
      'a/Chart = a/chart',
    ])
  })

  it('no two files of the repository in one folder differ only in letter case (imports omit the extension)', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => file && existsSync(path.join(root, file)))
    expect(caseOnlyClashes(files)).toEqual([])
  })
})
