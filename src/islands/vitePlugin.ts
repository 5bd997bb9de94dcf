/**
 * The islands in Vite's build (vite.config.ts loads this file as it is: relative imports only).
 */
import { realpathSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseSync, type Plugin, type Rollup } from 'vite'

/** The page's code in the browser, which starts the islands: an input of the client build. */
export const ISLANDS_ENTRY = 'renderer/islandsEntry.tsx'

/** The module whose default export is the islands entry's address (renderer/+onRenderHtml.tsx). */
export const ISLANDS_ENTRY_ADDRESS = 'virtual:bandera/islands-entry'
const RESOLVED_ADDRESS = `\0${ISLANDS_ENTRY_ADDRESS}`

/** What the client build wrote about the islands, beside the client folder (dist/islands.json). */
export const ISLANDS_MANIFEST = 'islands.json'

export interface IslandsManifest {
  /** The islands entry's file, as the browser asks for it. */
  entry: string
  /** Each module of islands, as import.meta.glob names it (/src/...island.tsx), with its built file. */
  modules: Record<string, string>
}

/**
 * The project's src/ as Vite names its modules: by their real path, which is not under the root when
 * src/ is a link (a test's copy of the checkout links it).
 */
const srcDirOf = (root: string) => realpathSync(path.join(root, 'src'))

const isIslandModule = (srcDir: string, id: string) =>
  id.startsWith(srcDir + path.sep) && id.endsWith('.island.tsx')

/** A module as import.meta.glob names it: /src/features/blog/ShareButton.island.tsx. */
const globPath = (srcDir: string, id: string) => `/src/${path.relative(srcDir, id).split(path.sep).join('/')}`

/** The module that names islands, as the code the plugin adds to every island module imports it. */
const NAMING_MODULE = '/src/islands/ids.ts'

/**
 * The module's exports as they are bound inside it (export name → local name), for those a value
 * of its own holds: not types, not re-exports of other modules. Undefined if it has an unnamed
 * default export (`export default island(X)`), which no binding holds.
 */
function localExports(id: string, code: string): [exportName: string, localName: string][] | undefined {
  const exports: [string, string][] = []
  for (const statement of parseSync(id, code).module.staticExports)
    for (const entry of statement.entries) {
      if (entry.isType || entry.moduleRequest) continue
      if (!entry.localName.name) return undefined
      exports.push([
        entry.exportName.kind === 'Default' ? 'default' : entry.exportName.name!,
        entry.localName.name,
      ])
    }
  return exports
}

/**
 * What the plugin adds at the end of an island module on the server: its islands get their ids
 * from the names it exports them by, as the module is evaluated. It names the module's own
 * bindings: the module's namespace, imported by the module itself, left islands unnamed under
 * `vike dev` when the editor's saves rewrote generated/ (every page a 500 for a while).
 */
const namingCode = (modulePath: string, exports: [string, string][]) => `
import { nameIslands as __nameIslands } from ${JSON.stringify(NAMING_MODULE)}
__nameIslands(${JSON.stringify(modulePath)}, { ${exports.map(([exported, local]) => `${JSON.stringify(exported)}: ${local}`).join(', ')} })
`

function islandsManifest(bundle: Rollup.OutputBundle, root: string): IslandsManifest {
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk')
  const entryId = path.join(root, ISLANDS_ENTRY)
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === entryId)
  if (!entry) throw new Error(`${ISLANDS_ENTRY} is not an entry of the client build`)
  const modules: Record<string, string> = {}
  const srcDir = srcDirOf(root)
  for (const chunk of chunks)
    for (const id of chunk.moduleIds)
      if (isIslandModule(srcDir, id)) modules[globPath(srcDir, id)] = `/${chunk.fileName}`
  return { entry: `/${entry.fileName}`, modules }
}

/**
 * The islands in the build:
 * - the islands entry is an input of the client build, and its file holds everything it imports
 *   statically (React, the islands of the shell and the code they share): every page loads all of
 *   it at once, and on a phone each extra file costs a request and a task of its own. Vike's own
 *   code stays out of it;
 * - the server's renderer gets the entry's address from ISLANDS_ENTRY_ADDRESS: the source under
 *   `vike dev`, the file the client build wrote in a build (Vike builds the client first);
 * - on the server, every island module names its islands (namingCode), so the HTML can carry ids;
 * - once the client is built, the file each module of islands went into (ISLANDS_MANIFEST), for the
 *   build's tests and its size report.
 */
export function islands(): Plugin {
  let root = ''
  let srcDir = ''
  let serving = false
  let built: IslandsManifest | undefined
  return {
    name: 'bandera:islands',
    // One instance for the client and the server build, so the second knows what the first wrote.
    sharedDuringBuild: true,
    config: () => ({
      environments: {
        client: {
          build: {
            rollupOptions: {
              input: { islands: ISLANDS_ENTRY },
              output: {
                codeSplitting: {
                  groups: [
                    {
                      name: 'islands',
                      tags: ['$initial'],
                      test: (id: string) => !/[\\/]node_modules[\\/]vike[\\/]|virtual:/.test(id),
                    },
                  ],
                },
              },
            },
          },
        },
      },
    }),
    configResolved(config) {
      root = config.root
      srcDir = srcDirOf(root)
      serving = config.command === 'serve'
    },
    resolveId: (id) => (id === ISLANDS_ENTRY_ADDRESS ? RESOLVED_ADDRESS : undefined),
    load(id) {
      if (id !== RESOLVED_ADDRESS) return
      if (!serving && this.environment.name === 'client')
        this.error(`${ISLANDS_ENTRY_ADDRESS} is for the server's renderer, not the browser`)
      if (!serving && !built) this.error('the client build must come before the server build')
      return `export default ${JSON.stringify(serving ? `/${ISLANDS_ENTRY}` : built!.entry)}`
    },
    transform(code, id) {
      if (this.environment.config.consumer === 'client' || !isIslandModule(srcDir, id)) return
      // Added at the end: the lines before keep their places, and so does their source map.
      const exports = localExports(id, code)
      if (!exports)
        return this.error(
          `${globPath(srcDir, id)}: an island module exports each island by a name of its own (export const Tabs = island(TabsIsland)), not as an unnamed default`,
        )
      return { code: `${code}${namingCode(globPath(srcDir, id), exports)}`, map: null }
    },
    generateBundle(_, bundle) {
      if (this.environment.name === 'client') built = islandsManifest(bundle, root)
    },
    writeBundle(options) {
      if (this.environment.name !== 'client' || !options.dir || !built) return
      writeFileSync(path.join(options.dir, '..', ISLANDS_MANIFEST), `${JSON.stringify(built, null, 2)}\n`)
    },
  }
}
