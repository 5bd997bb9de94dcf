import path from 'node:path'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Plugin, ViteDevServer } from 'vite'
import {
  CHECK_DELETE_PATH,
  CHECK_ENTRY_PATH,
  type CheckRequest,
  type Deletion,
} from '../../src/admin/checkEntryPath.ts'
import { DATA_CHANGED_EVENT } from '../../src/admin/dataChangedEvent.ts'
import type { CheckAnswer, EditorProblem } from '../../src/admin/problemMessages.ts'
import { importForDev } from '../data/devRunner.ts'
import { EDITOR_ENTRY } from './editorEntry.ts'

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString('utf8'))
}

const checks = (server: ViteDevServer) =>
  importForDev<typeof import('./checkEntry')>(server, '/scripts/cms/checkEntry.ts')

/** A POST of JSON answered with the problems `check` finds, or the check's own failure as one. */
function checkEndpoint(check: (body: unknown) => Promise<EditorProblem[]>) {
  return (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'POST') {
      response.writeHead(405, { Allow: 'POST' }).end()
      return
    }
    readJson(request)
      .then(check)
      .then((problems) => {
        response.setHeader('Content-Type', 'application/json')
        response.end(JSON.stringify({ problems } satisfies CheckAnswer))
      })
      .catch((error: unknown) => {
        response.writeHead(500, { 'Content-Type': 'application/json' })
        const answer: CheckAnswer = { problems: [{ message: `The check failed: ${String(error)}` }] }
        response.end(JSON.stringify(answer))
      })
  }
}

/** The editor's page, with its entry served by Vite (the build makes it apart: scripts/site/editor.ts). */
async function editorPage(server: ViteDevServer): Promise<string> {
  const page = await importForDev<typeof import('./editorPage')>(server, '/scripts/cms/editorPage.ts')
  const { loadContent } = await importForDev<typeof import('@/schemas/load.server')>(
    server,
    '/src/schemas/load.server.ts',
  )
  const html = page.editorPageHtml(`/${EDITOR_ENTRY}`, loadContent('site').brand)
  return server.transformIndexHtml('/admin', html)
}

/**
 * `npm run cms` (and `npm run dev`): the editor's page at /admin, and the endpoints its preSave and
 * preUnpublish hooks call (src/admin/saveEntry.ts, src/admin/deleteEntry.ts), which check a save or
 * a delete against the files the editor writes: those of CMS_REPO_DIR (decap-server's folder), by
 * default this checkout. They answer the problems at the fields they lie in
 * (src/admin/problemMessages.ts).
 */
export function cmsEditor(): Plugin {
  return {
    name: 'bandera:cms-editor',
    apply: 'serve',
    // Under `npm run cms`, the editor's dependencies are bundled as the server starts: Vite's scan
    // crawls the editor's entry with the pages Vike names. Found on the first visit instead (the
    // site's components its previews draw import clsx, lucide-react, radix-ui), they made Vite bundle
    // every dependency twice more and reload the editor's page once it had started: its first visit
    // took 56 s instead of 15 on a busy machine.
    config: () =>
      process.env.VITE_CMS_LOCAL_BACKEND
        ? { optimizeDeps: { entries: [EDITOR_ENTRY], include: ['decap-cms-app', 'yaml', 'zod'] } }
        : {},
    configureServer(server) {
      const repoDir = path.resolve(process.env.CMS_REPO_DIR ?? server.config.root)
      const dataDir = path.join(server.config.root, 'data') + path.sep
      for (const event of ['add', 'change', 'unlink'] as const) {
        server.watcher.on(event, (file) => {
          if (file.startsWith(dataDir)) server.hot.send({ type: 'custom', event: DATA_CHANGED_EVENT })
        })
      }
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
      server.middlewares.use(
        CHECK_ENTRY_PATH,
        checkEndpoint(async (body) =>
          (await checks(server)).checkRequest(server.config.root, repoDir, body as CheckRequest),
        ),
      )
      server.middlewares.use(
        CHECK_DELETE_PATH,
        checkEndpoint(async (body) => (await checks(server)).checkDeletion(repoDir, body as Deletion)),
      )
    },
  }
}
