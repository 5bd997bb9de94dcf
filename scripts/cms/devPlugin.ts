import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { IncomingMessage } from 'node:http'
import { isRunnableDevEnvironment, type Plugin, type ViteDevServer } from 'vite'
import { parse } from 'yaml'
import type { CmsConfig } from './config'

/** Where the editor asks, before it saves, whether build:data would take the entry. */
export const CHECK_ENTRY_PATH = '/__cms/check-entry'

/** What the editor sends: its collection, the entry's file when it has one, and its fields. */
interface CheckRequest {
  collection: string
  path?: string
  data: Record<string, unknown>
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString('utf8'))
}

/** A new entry's file: the collection's folder, its slug field, its extension (the config's `slug`). */
function newEntryPath(root: string, { collection, data }: CheckRequest): string {
  const config = parse(readFileSync(path.join(root, 'public/admin/config.yml'), 'utf8')) as CmsConfig
  const folder = config.collections.find((candidate) => candidate.name === collection)
  if (!folder?.folder) throw new Error(`no folder collection '${collection}'`)
  return `${folder.folder}/${String(data.slug)}.${folder.extension ?? 'md'}`
}

async function checkEntry(server: ViteDevServer, repoDir: string, request: CheckRequest) {
  const ssr = server.environments.ssr
  const module = (await (ssr && isRunnableDevEnvironment(ssr)
    ? ssr.runner.import('/scripts/cms/checkEntry.ts')
    : server.ssrLoadModule('/scripts/cms/checkEntry.ts'))) as typeof import('./checkEntry')
  const file = request.path || newEntryPath(server.config.root, request)
  return module.entryProblems(repoDir, { path: file, data: request.data })
}

/**
 * `npm run cms` (and `npm run dev`): the endpoint the editor's preSave hook calls (src/admin/
 * refuseInvalidEntry.ts). It checks the entry against the files the editor writes: those of
 * CMS_REPO_DIR (decap-server's folder), by default this checkout.
 */
export function cmsCheckEntry(): Plugin {
  return {
    name: 'bandera:cms-check-entry',
    apply: 'serve',
    configureServer(server) {
      const repoDir = path.resolve(process.env.CMS_REPO_DIR ?? server.config.root)
      server.middlewares.use(CHECK_ENTRY_PATH, (request, response) => {
        if (request.method !== 'POST') {
          response.writeHead(405, { Allow: 'POST' }).end()
          return
        }
        readJson(request)
          .then((body) => checkEntry(server, repoDir, body as CheckRequest))
          .then((errors) => {
            response.setHeader('Content-Type', 'application/json')
            response.end(JSON.stringify({ errors }))
          })
          .catch((error: unknown) => {
            response.writeHead(500, { 'Content-Type': 'application/json' })
            response.end(JSON.stringify({ errors: [`the check failed: ${String(error)}`] }))
          })
      })
    },
  }
}
