/**
 * What the edge runner needs of wrangler.jsonc (the Worker's name, compatibility date and flags,
 * assets, D1 databases, cron triggers and variables), read with jsonc-parser as wrangler reads its
 * JSONC, and wrangler's command line, its supported interface (its programmatic functions marked
 * unstable are not used: eslint/supportedApis.js).
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser'

/** Where Node keeps compiled code when asked to with no folder (module.enableCompileCache()). */
const NODE_COMPILE_CACHE = path.join(tmpdir(), 'node-compile-cache')

/** The project's wrangler.jsonc, which `wrangler deploy` reads. */
export const WRANGLER_CONFIG = path.resolve(import.meta.dirname, '../../wrangler.jsonc')

export interface WranglerConfig {
  /** The file it was read from. */
  file: string
  name: string
  compatibility_date: string
  compatibility_flags?: string[]
  assets?: {
    directory: string
    binding?: string
    html_handling?: 'auto-trailing-slash' | 'drop-trailing-slash' | 'force-trailing-slash' | 'none'
    not_found_handling?: 'none' | 'single-page-application' | '404-page'
    run_worker_first?: string[] | boolean
  }
  d1_databases?: {
    binding: string
    database_name?: string
    database_id?: string
    preview_database_id?: string
    migrations_dir?: string
  }[]
  triggers?: { crons?: string[] }
  vars?: Record<string, string>
}

export function readWranglerConfig(file: string): WranglerConfig {
  const errors: ParseError[] = []
  const config = parse(readFileSync(file, 'utf8'), errors, { allowTrailingComma: true }) as WranglerConfig
  if (errors.length > 0)
    throw new Error(
      `${file} is no valid JSONC: ${errors.map((error) => `${printParseErrorCode(error.error)} at offset ${error.offset}`).join(', ')}`,
    )
  return { ...config, file }
}

/** The id under which wrangler keeps a D1 database locally (`--local`, `wrangler dev`). */
export function localD1Id(database: NonNullable<WranglerConfig['d1_databases']>[number]): string {
  return database.preview_database_id ?? database.database_id ?? database.binding
}

/** wrangler's command-line script, as its package.json names it (its exports give no path to it). */
export function wranglerBin(): string {
  const require = createRequire(import.meta.url)
  const manifest = require.resolve('wrangler/package.json')
  const { bin } = require(manifest) as { bin: Record<string, string> }
  return path.join(path.dirname(manifest), bin.wrangler!)
}

export interface WranglerRun {
  code: number | null
  stdout: string
  stderr: string
}

/**
 * Runs `wrangler <args>` in `cwd` with this process's Node (`script`: wrangler's bin/wrangler.js),
 * as a program would, not a person: no prompt waits for an answer, no metrics or error reports are
 * sent. Resolves with what it printed and its exit code, whatever that is.
 */
export function wrangler(
  args: readonly string[],
  {
    cwd,
    env = process.env,
    script = wranglerBin(),
  }: { cwd: string; env?: NodeJS.ProcessEnv; script?: string },
): Promise<WranglerRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd,
      env: {
        ...env,
        CI: 'true',
        WRANGLER_SEND_METRICS: 'false',
        WRANGLER_SEND_ERROR_REPORTS: 'false',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        // wrangler's 15 MB of JavaScript compiled once, not at every call: a fifth of its start.
        NODE_COMPILE_CACHE: env.NODE_COMPILE_CACHE ?? NODE_COMPILE_CACHE,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

/** Runs `wrangler <args>` against `config`; resolves with its output, rejects with it when wrangler fails. */
export async function runWrangler(config: string, args: readonly string[]): Promise<string> {
  const run = await wrangler([...args, '--config', config], { cwd: path.dirname(config) })
  const output = run.stdout + run.stderr
  if (run.code !== 0) throw new Error(`wrangler ${args.join(' ')} failed:\n${output.trim()}`)
  return output
}
