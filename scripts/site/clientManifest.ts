import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { CLIENT_ENTRY, ISLANDS_ENTRY } from './islandsEntry'

/** Each source module of the client build, by path, with the file it was built into. */
export type ClientManifest = Record<string, { file: string }>

/** Vike's client manifest (assets.json beside dist/client), if the build has one. */
export function clientManifest(clientDir: string): ClientManifest | undefined {
  const file = path.join(clientDir, '..', 'assets.json')
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ClientManifest) : undefined
}

function builtFile(manifest: ClientManifest, source: string): string {
  const entry = manifest[source]
  if (!entry) throw new Error(`${source} is not in the client build (see vite.config.ts)`)
  return `/${entry.file}`
}

/** The URL of the page's client code, the one script every page names (Vike's `client` setting). */
export function clientEntryFile(manifest: ClientManifest): string {
  return builtFile(manifest, CLIENT_ENTRY)
}

/** The URL of the islands entry, which the client code imports once the page has loaded and been painted. */
export function islandsEntryFile(manifest: ClientManifest): string {
  return builtFile(manifest, ISLANDS_ENTRY)
}
