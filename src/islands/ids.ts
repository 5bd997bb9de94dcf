import { isIsland } from './island'

/**
 * Where the bundler finds islands: every module under src/ named `*.island.tsx` (the globs of
 * ./registry.ts, written out where they are used, and the islands plugin, ./vitePlugin.ts).
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

/**
 * Gives each island that `module` (the namespace of the module `modulePath`) exports its id, the
 * first export name it has. The islands plugin calls it at the end of every island module on the
 * server (./vitePlugin.ts), so each island carries its id itself, whichever copy of its module a
 * page renders from (`vike dev` evaluates a module anew after an edit).
 */
export function nameIslands(modulePath: string, module: Record<string, unknown>): void {
  for (const [exportName, value] of Object.entries(module))
    if (isIsland(value)) value.islandId ??= islandId(modulePath, exportName)
}
