import type { ComponentType } from 'react'
import { islandSource } from './ids'
import { isIsland } from './island'

type IslandModule = Record<string, unknown>

/**
 * The islands of the shell and of the shared components (src/app/, src/components/), which every
 * page shows: their code is part of the islands entry's own file, so a page waits for no further
 * request to hydrate its bar and its footer.
 */
const inEntry = import.meta.glob<IslandModule>('/src/{app,components}/**/*.island.tsx', { eager: true })

/** Every other island: its module is a file of its own, which a page loads only if it holds one. */
const onDemand = import.meta.glob<IslandModule>(['/src/**/*.island.tsx', '!/src/{app,components}/**'])

/** The modules of every island the browser can start, as import.meta.glob names them. */
export const browserIslandModules = () => [...Object.keys(inEntry), ...Object.keys(onDemand)].sort()

/** The island `id` (an island element's data-island), once its module has loaded. */
export async function loadIsland(id: string): Promise<ComponentType<object>> {
  const { modulePath, exportName } = islandSource(id)
  const module = inEntry[modulePath] ?? (await onDemand[modulePath]?.())
  const component = module?.[exportName]
  if (!isIsland(component)) throw new Error(`Unknown island "${id}"`)
  return component as unknown as ComponentType<object>
}
