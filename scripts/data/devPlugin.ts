import { readdirSync } from 'node:fs'
import path from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { BUILD_DATA_PLUGIN } from '../../src/admin/dataChangedEvent.ts'
import type { buildDataForDev } from './devBuild'
import { importForDev } from './devRunner.ts'
import { formatProblem, type Problem } from './problems.ts'
import { scheduledLine } from './report.ts'
import { folderState, settledRun } from './settledRun.ts'

type DevBuild = ReturnType<typeof buildDataForDev>

/** Changes that can change what build:data makes: the data, and the schemas and rules it applies. */
const WATCHED = ['data/', 'src/schemas/', 'src/lib/', 'src/config/', 'scripts/data/']

/**
 * `npm run dev` runs build:data itself: at start and after every change under data/ (or to the
 * schemas and rules), and no request is served while a run is under way, so even a fresh clone's
 * first page finds generated/ written. A valid change is on the page at the next reload (the browser
 * reloads by itself); while data/ has problems, every page is an error page listing them (file,
 * field, line) and Vite's overlay shows them over the open page.
 */
export function dataPipeline(): Plugin {
  let server: ViteDevServer
  let current: Promise<DevBuild | undefined> = Promise.resolve(undefined)
  let pending = false

  const build = async (): Promise<DevBuild | undefined> => {
    const module = await importForDev<typeof import('./devBuild')>(server, '/scripts/data/devBuild.ts')
    return module.buildDataForDev(server.config.root)
  }

  /**
   * A page requested while a file of generated/ did not exist yet (data/ invalid since the start)
   * failed on its import, and Vite keeps that failure: the module runner that renders the pages
   * holds the rejected evaluation of every module from the importer up to the page, and asks Vite
   * again only for a module Vite has invalidated; the import never resolved, so no module of Vite's
   * graph stands for the file and its creation invalidates nothing. So once a run has created such
   * a file, every module is invalidated (as Vite does when tsconfig.json changes), before the next
   * request is let through: the runner evaluates them again, and the import now resolves.
   */
  const invalidateModules = () => {
    for (const environment of Object.values(server.environments)) environment.moduleGraph.invalidateAll()
  }
  const generatedFiles = () => {
    try {
      return readdirSync(path.join(server.config.root, 'generated'))
    } catch {
      return []
    }
  }

  /**
   * A run of build:data that read data/ as it stood still. The editor's backend saves a file by
   * emptying it and then writing it, and the watcher may report only the first of the two (it drops
   * a change that follows another within milliseconds): a run that saw data/ change while it read
   * it is run again, and only the last is reported.
   */
  const buildSettled = () => {
    const data = path.join(server.config.root, 'data')
    return settledRun(() => folderState(data), build, MAX_RUNS)
  }

  const rebuild = () => {
    if (pending) return
    pending = true
    current = current.then(async () => {
      pending = false
      const started = performance.now()
      const before = generatedFiles()
      const result = await buildSettled().catch((error: unknown) => {
        server.config.logger.error(`build:data failed: ${String(error)}`)
        return undefined
      })
      if (result?.ok && generatedFiles().some((file) => !before.includes(file))) invalidateModules()
      if (result) report(server, result, Math.round(performance.now() - started))
      return result
    })
  }

  return {
    name: 'bandera:data',
    apply: 'serve',
    configureServer(devServer) {
      server = devServer
      const root = server.config.root
      server.watcher.add(path.join(root, 'data'))
      for (const event of ['add', 'change', 'unlink'] as const) {
        server.watcher.on(event, (file) => {
          const relative = path.relative(root, file).split(path.sep).join('/')
          if (WATCHED.some((prefix) => relative.startsWith(prefix))) rebuild()
        })
      }
      rebuild()
      // Every request waits for the run under way: a page, and a module that imports generated/,
      // then finds it written. A page shows the problems instead while data/ has any.
      server.middlewares.use((request, response, next) => {
        void current.then((result) => {
          const page = request.method === 'GET' && request.headers.accept?.includes('text/html')
          if (!page || !result || result.ok) return next()
          response.statusCode = 500
          response.setHeader('content-type', 'text/html; charset=utf-8')
          response.end(errorPage(result.problems))
        })
      })
    },
  }
}

/** Runs of build:data in a row while data/ keeps changing under them, before one is reported. */
const MAX_RUNS = 5

function report(server: ViteDevServer, result: DevBuild, took: number) {
  const { logger } = server.config
  const errors = result.problems.filter((problem) => problem.severity === 'error')
  for (const problem of result.problems) {
    const line = `${problem.severity === 'warning' ? 'warning: ' : ''}${describe(problem)}`
    if (problem.severity === 'warning') logger.warn(line)
    else logger.error(line)
  }
  const waiting = scheduledLine(result.scheduled)
  if (waiting) logger.info(waiting)
  if (result.ok) {
    logger.info(`build:data: data/ is valid, generated/ written (${took} ms)`, { timestamp: true })
    server.hot.send({ type: 'full-reload', path: '*' })
    return
  }
  logger.error(`build:data found ${errors.length} problem${errors.length === 1 ? '' : 's'}`, {
    timestamp: true,
  })
  const [first] = errors
  server.hot.send({
    type: 'error',
    err: {
      plugin: BUILD_DATA_PLUGIN,
      message: errors.map(describe).join('\n'),
      stack: '',
      id: first && path.join(server.config.root, 'data', first.file),
      ...(first?.line !== undefined && {
        loc: { file: path.join(server.config.root, 'data', first.file), line: first.line, column: 1 },
      }),
    },
  })
}

function describe(problem: Problem): string {
  return `${formatProblem(problem)}${problem.line === undefined ? '' : ` (line ${problem.line})`}`
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`)
}

/** The page every address shows while data/ has problems; it reloads itself once they are fixed. */
export function errorPage(problems: readonly Problem[]): string {
  const errors = problems.filter((problem) => problem.severity === 'error')
  const items = errors
    .map(
      (problem) =>
        `<li><code>data/${escapeHtml(problem.file)}${problem.line === undefined ? '' : `:${problem.line}`}</code> ` +
        `<strong>${escapeHtml(problem.field)}</strong>: ${escapeHtml(problem.message)}</li>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>data/ has ${errors.length} problem${errors.length === 1 ? '' : 's'}</title>
<script type="module" src="/@vite/client"></script>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1f2937 }
li { margin: 0.5rem 0 } code { background: #f3f4f6; padding: 0 0.25rem }
</style>
</head>
<body>
<h1>build:data found ${errors.length} problem${errors.length === 1 ? '' : 's'} in data/</h1>
<p>Fix ${errors.length === 1 ? 'it' : 'them'} and this page reloads by itself.</p>
<ul>
${items}
</ul>
</body>
</html>
`
}
