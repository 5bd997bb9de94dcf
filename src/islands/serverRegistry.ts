import { islandIds } from './ids'

/**
 * Every module of the source named `*.island.tsx`, as the bundler finds them: the same glob as the
 * browser's (./registry.ts). On the server only, since it imports every island.
 */
const modules = import.meta.glob<Record<string, unknown>>('/src/**/*.island.tsx', { eager: true })

/** The modules, as import.meta.glob names them: what the browser's registry must know too. */
export const serverIslandModules = Object.keys(modules).sort()

/** Every island of the source, with the id the page's HTML gives it (./serverHost.tsx). */
export const serverIslandIds = islandIds(modules)
