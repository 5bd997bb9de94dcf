import { isIsland, type Island } from './island'

/**
 * Where the bundler finds islands: every module under src/ named `*.island.tsx` (the globs of
 * ./registry.ts and ./serverRegistry.ts, which must be written out where they are used).
 */
const FOLDER = '/src/'
const SUFFIX = '.island.tsx'

/**
 * The id of the island exported as `exportName` from the module `modulePath` (as import.meta.glob
 * names it): `features/blog/ShareButton#ShareButton`. The page's HTML carries it (data-island), and
 * the browser finds the island's code by it.
 */
export function islandId(modulePath: string, exportName: string): string {
  if (!modulePath.startsWith(FOLDER) || !modulePath.endsWith(SUFFIX))
    throw new Error(`${modulePath}: islands are exported from modules named src/**/*${SUFFIX}`)
  return `${modulePath.slice(FOLDER.length, -SUFFIX.length)}#${exportName}`
}

/** The module (as import.meta.glob names it) and the export the island `id` stands for. */
export function islandSource(id: string): { modulePath: string; exportName: string } {
  const at = id.lastIndexOf('#')
  return { modulePath: `${FOLDER}${id.slice(0, at)}${SUFFIX}`, exportName: id.slice(at + 1) }
}

/** Every island the modules export, with its id. */
export function islandIds(modules: Record<string, Record<string, unknown>>): Map<Island<never>, string> {
  const ids = new Map<Island<never>, string>()
  for (const [modulePath, module] of Object.entries(modules))
    for (const [exportName, value] of Object.entries(module))
      if (isIsland(value) && !ids.has(value)) ids.set(value, islandId(modulePath, exportName))
  return ids
}
