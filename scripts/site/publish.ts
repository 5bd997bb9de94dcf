/**
 * Publishing a finished build: `link` (dist) is re-pointed at the new build folder with one rename,
 * which is atomic, so a server reading through the link sees the old build or the new one, never a
 * mix. Old build folders are pruned, keeping a few for pages that visitors still have open.
 */
import { existsSync, lstatSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs'
import path from 'node:path'
import { buildsDirFor } from '../../server/siteBuild'

/** A new, unused folder name for a build (sortable by time). */
export function newBuildDir(link: string, now = new Date()): string {
  return path.join(
    buildsDirFor(link),
    `${now.toISOString().replace(/[-:.]/g, '').replace('T', '-')}-${process.pid}`,
  )
}

export function publishBuild(buildDir: string, link: string): void {
  if (existsSync(link) && !lstatSync(link).isSymbolicLink()) {
    // A build from before builds were published through a link: it becomes an old build.
    renameSync(link, path.join(buildsDirFor(link), `legacy-${Date.now()}`))
  }
  const temporary = `${link}.next-${process.pid}`
  rmSync(temporary, { force: true })
  symlinkSync(path.relative(path.dirname(link), buildDir), temporary, 'dir')
  renameSync(temporary, link)
}

/** Removes all but the newest `keep` builds; the one `link` points at is always kept. */
export function pruneBuilds(link: string, keep: number): string[] {
  const dir = buildsDirFor(link)
  if (!existsSync(dir)) return []
  const current = existsSync(link) ? path.basename(readlinkSync(link)) : ''
  const old = readdirSync(dir)
    .sort()
    .reverse()
    .filter((name) => name !== current)
    .slice(Math.max(0, keep - 1))
  for (const name of old) rmSync(path.join(dir, name), { recursive: true, force: true })
  return old
}
