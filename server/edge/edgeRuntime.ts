/**
 * The edge Worker (worker/index.ts, wrangler.jsonc) on workerd through Miniflare's public API, the
 * runtime `wrangler dev` itself runs it in: the Worker is the bundle `wrangler deploy --dry-run
 * --outdir` writes (workerBundle.ts), loaded as it is, with the bindings, assets (and their _headers
 * and _redirects), compatibility date, flags and cron triggers of wrangler.jsonc, and the local D1
 * database where `wrangler d1 migrations apply --local --persist-to <state>` keeps it, migrated by
 * that command (d1Migrations.ts) before the Worker takes a request.
 */
import { execFileSync } from 'node:child_process'
import { chmodSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Log, LogLevel, Miniflare, type WorkerOptions } from 'miniflare'
import { applyLocalD1Migrations, localD1Current } from './d1Migrations'
import { d1PersistRoot } from './localD1'
import { BUNDLE_MAIN, bundleModules, workerBundle } from './workerBundle'
import { localD1Id, readWranglerConfig, type WranglerConfig } from './wranglerConfig'

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
  /** The Worker's variables, as `wrangler dev --env-file` gives them. */
  variables: Record<string, string>
  host: string
  port: number
  /**
   * Called when workerd ended by itself (killed, crashed) and Miniflare could not start it again:
   * the Worker no longer answers. (A workerd Miniflare restarts answers on the same port.)
   */
  onRuntimeExit?: () => void
}

interface ScheduledFetcher {
  scheduled(options: { cron: string }): Promise<unknown>
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

/** Miniflare's own messages, warnings and errors only; `onRuntimeLost` when it could not restart workerd. */
class RuntimeLog extends Log {
  constructor(private readonly onRuntimeLost: () => void) {
    super(LogLevel.WARN)
  }
  override error(message: Error): void {
    super.error(message)
    if ((message as Error & { code?: string }).code === 'ERR_RUNTIME_FAILURE') this.onRuntimeLost()
  }
}

/** The Worker of wrangler.jsonc as Miniflare's options: its bundle, bindings, assets and triggers. */
function workerOptions(
  config: WranglerConfig,
  bundle: string,
  assets: string,
  variables: Record<string, string>,
): WorkerOptions {
  const env: NonNullable<WorkerOptions['config']['env']> = {}
  for (const [name, value] of Object.entries({ ...config.vars, ...variables }))
    env[name] = { type: 'text', value }
  for (const database of config.d1_databases ?? [])
    env[database.binding] = { type: 'd1', id: localD1Id(database) }
  if (config.assets?.binding) env[config.assets.binding] = { type: 'assets' }
  return {
    config: {
      name: config.name,
      compatibilityDate: config.compatibility_date,
      compatibilityFlags: config.compatibility_flags,
      manifest: { mainModule: BUNDLE_MAIN, modulesRoot: bundle, modules: bundleModules(bundle) },
      env,
      ...(config.assets && {
        assets: {
          directory: assets,
          htmlHandling: config.assets.html_handling,
          notFoundHandling: config.assets.not_found_handling,
          runWorkerFirst: config.assets.run_worker_first,
          hasUserWorker: true,
        },
      }),
      triggers: (config.triggers?.crons ?? []).map((schedule) => ({ type: 'scheduled' as const, schedule })),
    },
  }
}

export async function startEdgeRuntime(options: EdgeRuntimeOptions): Promise<EdgeRuntime> {
  const config = readWranglerConfig(options.config)
  const { dir: bundle } = await workerBundle(options.config, options.assets)
  if (!localD1Current(config, options.state))
    for (const database of config.d1_databases ?? [])
      try {
        await applyLocalD1Migrations(options.config, database.binding, options.state)
      } catch (error) {
        throw new Error(`the local D1 database in ${options.state} could not be migrated: ${String(error)}`)
      }
  workerdDiesWithThisProcess(options.state)
  let disposing = false
  const miniflare = new Miniflare({
    host: options.host,
    port: options.port,
    // Request.cf as a fixed placeholder: no download of Cloudflare's.
    cf: false,
    // No other local session's Workers are looked up or told of this one.
    enableDevRegistry: false,
    resourcePersistencePath: d1PersistRoot(options.state),
    // The Worker's own console lines are printed as wrangler dev prints them.
    log: new RuntimeLog(() => {
      if (!disposing) options.onRuntimeExit?.()
    }),
    workers: [workerOptions(config, bundle, options.assets, options.variables)],
  })
  const dispose = () => {
    disposing = true
    return miniflare.dispose()
  }
  const url = (await miniflare.ready).origin
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
