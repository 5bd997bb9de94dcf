import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { islandSource } from '@/islands/ids'
import { ISLANDS_MANIFEST, type IslandsManifest } from '@/islands/vitePlugin'

/** What the client build wrote about the islands (islands.json beside dist/client), if the build has it. */
export function islandsManifest(clientDir: string): IslandsManifest | undefined {
  const file = path.join(clientDir, '..', ISLANDS_MANIFEST)
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as IslandsManifest) : undefined
}

/** The file the island `id` (an island element's data-island) was built into. */
export function islandFile(manifest: IslandsManifest, id: string): string {
  const { modulePath } = islandSource(id)
  const file = manifest.modules[modulePath]
  if (!file) throw new Error(`island ${id}: ${modulePath} is not in the client build`)
  return file
}
