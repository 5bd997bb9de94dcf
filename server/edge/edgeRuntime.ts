/**
 * The edge Worker (worker/index.ts, wrangler.jsonc) on workerd through Miniflare, the runtime
 * `wrangler dev` itself runs it in, without wrangler's own proxy before it: bundled with esbuild as
 * wrangler bundles it, with the bindings, assets (and their _headers and _redirects) and
 * compatibility date wrangler reads from wrangler.jsonc, and the local D1 database where
 * `wrangler d1 migrations apply --local --persist-to <state>` keeps it, migrated as that command
 * migrates it (d1Migrations.ts) before the Worker takes a request.
 */
import { execFileSync } from 'node:child_process'
import { chmodSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { createInterface } from 'node:readline'
import type { Readable } from 'node:stream'
import { build } from 'esbuild'
import { Log, LogLevel, Miniflare } from 'miniflare'
import { unstable_getMiniflareWorkerOptions } from 'wrangler'
import type { D1Database } from '../../relay/d1Database'
import { applyD1Migrations } from './d1Migrations'
import { d1PersistDir } from './localD1'

export interface EdgeRuntime {
  /** http://host:port of the Worker, on loopback. */
  url: string
  /** One run of the Worker's cron trigger. */
  scheduled(cron: string): Promise<void>
  dispose(): Promise<void>
}

export interface EdgeRuntimeOptions {
  /** wrangler.jsonc. */
  config: string
  /** The folder of the assets (a build's dist/client). */
  assets: string
  /** Where the local D1 database is kept (wrangler's --persist-to). */
  state: string
  /** The binding of the D1 database migrations/ is for. */
  migrate: string
  /** The Worker's variables, as `wrangler dev --env-file` gives them. */
  variables: Record<string, string>
  host: string
  port: number
  /** Called when workerd ends by itself (killed, crashed): the Worker no longer answers. */
  onRuntimeExit?: () => void
}

interface ScheduledFetcher {
  scheduled(options: { cron: string }): Promise<unknown>
}

/** The Worker as wrangler bundles it for workerd: one ES module. */
async function bundleWorker(main: string, outfile: string, define: Record<string, string>): Promise<void> {
  await build({
    entryPoints: [main],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2024',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['browser', 'module', 'main'],
    define,
    logLevel: 'warning',
  })
}

/**
 * On Linux, workerd ends with this process even when it is killed with -9: Miniflare starts workerd
 * through a script of the state folder that has util-linux's setpriv give it a parent-death signal
 * before it becomes workerd (Miniflare's MINIFLARE_WORKERD_PATH). Where setpriv is missing, workerd
 * is started as before, and ends only when this process stops it.
 */
function workerdDiesWithThisProcess(state: string): void {
  // Miniflare reads the variable whenever it starts workerd: it is set for this process.
  if (process.platform !== 'linux' || process.env.MINIFLARE_WORKERD_PATH) return
  let setpriv: string
  try {
    setpriv = execFileSync('sh', ['-c', 'command -v setpriv'], { encoding: 'utf8' }).trim()
  } catch {
    return
  }
  // The binary Miniflare itself would start.
  const workerd = (createRequire(import.meta.resolve('miniflare'))('workerd') as { default: string }).default
  const script = path.join(state, 'workerd')
  const quoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`
  writeFileSync(script, `#!/bin/sh\nexec ${quoted(setpriv)} --pdeathsig KILL -- ${quoted(workerd)} "$@"\n`)
  chmodSync(script, 0o700)
  process.env.MINIFLARE_WORKERD_PATH = script
}

/** workerd's output, line by line, as Miniflare prints it; `onEnd` once its output ends with it. */
function followRuntime(onEnd: () => void) {
  return (stdout: Readable, stderr: Readable) => {
    createInterface(stdout).on('line', (line) => console.log(line))
    createInterface(stderr).on('line', (line) => console.error(line))
    // A stream Miniflare stops reading (to restart or dispose workerd) is destroyed, not ended.
    stdout.once('end', onEnd)
  }
}

export async function startEdgeRuntime(options: EdgeRuntimeOptions): Promise<EdgeRuntime> {
  const { workerOptions, main, define } = unstable_getMiniflareWorkerOptions(options.config, undefined, {
    overrides: { assets: { directory: options.assets } },
  })
  if (!main) throw new Error(`${options.config} names no main module.`)
  const script = path.join(options.state, 'worker.mjs')
  await bundleWorker(main, script, define)
  workerdDiesWithThisProcess(options.state)
  let disposing = false
  const miniflare = new Miniflare({
    ...workerOptions,
    name: 'site',
    modules: true,
    scriptPath: script,
    modulesRoot: options.state,
    // Request.cf as a fixed placeholder: no download of Cloudflare's.
    cf: false,
    bindings: { ...workerOptions.bindings, ...options.variables },
    d1Persist: d1PersistDir(options.state),
    host: options.host,
    port: options.port,
    // The Worker's own console lines, as wrangler dev prints them; Miniflare's about itself, only warnings.
    log: new Log(LogLevel.WARN),
    handleRuntimeStdio: followRuntime(() => {
      if (!disposing) options.onRuntimeExit?.()
    }),
  })
  const dispose = () => {
    disposing = true
    return miniflare.dispose()
  }
  const url = (await miniflare.ready).origin
  try {
    await applyD1Migrations((await miniflare.getD1Database(options.migrate)) as unknown as D1Database)
  } catch (error) {
    await dispose()
    throw new Error(`the local D1 database in ${options.state} could not be migrated: ${String(error)}`)
  }
  return {
    url,
    async scheduled(cron) {
      // A Fetcher of workerd's; its types are not installed.
      const worker = (await miniflare.getWorker()) as unknown as ScheduledFetcher
      await worker.scheduled({ cron })
    },
    dispose,
  }
}
