import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { IncomingMessage } from 'node:http'
import { isRunnableDevEnvironment, type Plugin, type ViteDevServer } from 'vite'
import { parse } from 'yaml'
import { CHECK_ENTRY_PATH } from '../../src/admin/checkEntryPath.ts'
import type { CmsConfig } from './config'

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

/** The collection of the written config (public/admin/config.yml) the entry belongs to. */
function collectionOf(root: string, name: string) {
  const config = parse(readFileSync(path.join(root, 'public/admin/config.yml'), 'utf8')) as CmsConfig
  const collection = config.collections.find((candidate) => candidate.name === name)
  if (!collection) throw new Error(`no collection '${name}'`)
  return collection
}

/** A new entry's file: the collection's folder, its slug field, its extension (the config's `slug`). */
function newEntryPath(collection: ReturnType<typeof collectionOf>, data: CheckRequest['data']): string {
  if (!collection.folder) throw new Error(`no folder collection '${collection.name}'`)
  return `${collection.folder}/${String(data.slug)}.${collection.extension ?? 'md'}`
}

/** A module of scripts/ through Vite, so that it resolves `@/` (the config is loaded without it). */
async function load<T>(server: ViteDevServer, module: string): Promise<T> {
  const ssr = server.environments.ssr
  return (await (ssr && isRunnableDevEnvironment(ssr)
    ? ssr.runner.import(module)
    : server.ssrLoadModule(module))) as T
}

async function checkEntry(server: ViteDevServer, repoDir: string, request: CheckRequest) {
  const { entryProblems } = await load<typeof import('./checkEntry')>(server, '/scripts/cms/checkEntry.ts')
  const collection = collectionOf(server.config.root, request.collection)
  const file = request.path || newEntryPath(collection, request.data)
  return entryProblems(repoDir, { path: file, data: request.data, format: collection.format })
}

/** The editor's page, with its entry served by Vite (the build makes it apart: scripts/build/editor.ts). */
async function editorPage(server: ViteDevServer): Promise<string> {
  const page = await load<typeof import('./editorPage')>(server, '/scripts/cms/editorPage.ts')
  const { loadContent } = await load<typeof import('@/content/load.server')>(
    server,
    '/src/content/load.server.ts',
  )
  const html = page.editorPageHtml(`/${page.EDITOR_ENTRY}`, loadContent('site').brand)
  return server.transformIndexHtml('/admin', html)
}

/**
 * `npm run cms` (and `npm run dev`): the editor's page at /admin, and the endpoint its preSave hook
 * calls (src/admin/refuseInvalidEntry.ts), which checks the entry against the files the editor
 * writes: those of CMS_REPO_DIR (decap-server's folder), by default this checkout.
 */
export function cmsEditor(): Plugin {
  return {
    name: 'bandera:cms-editor',
    apply: 'serve',
    configureServer(server) {
      const repoDir = path.resolve(process.env.CMS_REPO_DIR ?? server.config.root)
      server.middlewares.use((request, response, next) => {
        const pathname = request.url?.split('?')[0]
        if (request.method !== 'GET' || (pathname !== '/admin' && pathname !== '/admin/')) return next()
        editorPage(server)
          .then((html) => {
            response.setHeader('Content-Type', 'text/html; charset=utf-8')
            response.end(html)
          })
          .catch(next)
      })
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
