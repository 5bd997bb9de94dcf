import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'

/**
 * Runs `run` until what it read held still while it ran: `state` (a fingerprint of its input) is
 * taken before and after each run, and a run whose input changed under it is run again, at most
 * `maxRuns` times in all. The last run's result is returned.
 */
export async function settledRun<T>(state: () => string, run: () => Promise<T>, maxRuns: number): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const before = state()
    const result = await run()
    if (attempt >= maxRuns || state() === before) return result
  }
}

/** Every file under `dir` with its size and time of change: equal strings, nothing changed. */
export function folderState(dir: string): string {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((file) => {
      try {
        const stats = statSync(path.join(dir, file))
        return `${file}:${stats.size}:${stats.mtimeMs}`
      } catch {
        return `${file}:gone`
      }
    })
    .join('\n')
}
