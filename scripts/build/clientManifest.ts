import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ISLANDS_ENTRY } from './islandsEntry'

/** Each source module of the client build, by path, with the file it was built into. */
export type ClientManifest = Record<string, { file: string }>

/** Vike's client manifest (assets.json beside dist/client), if the build has one. */
export function clientManifest(clientDir: string): ClientManifest | undefined {
  const file = path.join(clientDir, '..', 'assets.json')
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ClientManifest) : undefined
}

/** The URL of the built islands entry, the one script a built page starts. */
export function islandsEntryFile(manifest: ClientManifest): string {
  const entry = manifest[ISLANDS_ENTRY]
  if (!entry) throw new Error(`${ISLANDS_ENTRY} is not in the client build (see vite.config.ts)`)
  return `/${entry.file}`
}
