import path from 'node:path'
import { createServerModuleRunner, type ViteDevServer } from 'vite'
import type { ModuleRunner } from 'vite/module-runner'

const runners = new WeakMap<ViteDevServer, ModuleRunner>()

/**
 * A module of scripts/ that the dev server runs itself (build:data, the editor's check before a save),
 * loaded through Vite so that it resolves `@/` and an edit to its code takes effect on its next run.
 *
 * Its modules get a runner of their own, without hot reloads: the runner that renders the pages
 * evaluates every module again on each reload Vite sends it, as it does after every run of
 * build:data that rewrites a file of generated/ a page imports, which threw away what the pipeline
 * keeps from one run to the next (the markdown it rendered, scripts/data/rendered.ts). This one asks
 * Vite on each import which modules changed, and evaluates only those and the modules importing them;
 * all of them once a file of code is added, since an import that failed for want of it is otherwise
 * kept failed.
 */
export async function importForDev<T>(server: ViteDevServer, module: string): Promise<T> {
  let runner = runners.get(server)
  if (!runner) {
    const created = createServerModuleRunner(server.environments.ssr, { hmr: false })
    const content = ['data', 'generated'].map((folder) => path.join(server.config.root, folder) + path.sep)
    server.watcher.on('add', (file) => {
      if (content.some((folder) => file.startsWith(folder))) return
      server.environments.ssr.moduleGraph.invalidateAll()
    })
    runners.set(server, (runner = created))
  }
  return (await runner.import(module)) as T
}
