/**
 * The production server as a real process (`scripts/serve.ts`), started in a folder of its own with a
 * `dist` link and a DATA_DIR, for tests of what only a process can show: it keeps serving after hostile
 * requests, and its outbox survives a restart.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

const REPO = path.resolve(import.meta.dirname, '../..')
const TSX = path.join(REPO, 'node_modules', '.bin', 'tsx')

export interface ServerProcess {
  url: string
  child: ChildProcess
  output: () => string
  /** SIGTERM (SIGKILL if it has not ended 15 s later), and the exit code once it has exited. */
  stop(): Promise<number | null>
  /** SIGKILL to the whole process group, as a crash or an OOM killer would: no shutdown at all. */
  kill(): Promise<void>
}

export const SERVE_SCRIPT = path.join(REPO, 'scripts', 'serve.ts')
export const SERVE_EDGE_SCRIPT = path.join(REPO, 'scripts', 'serve-edge.ts')

/** The two ways the site is served, for tests that must hold on both. */
export const TARGETS = [
  { name: 'npm run serve', script: SERVE_SCRIPT },
  { name: 'npm run serve:edge', script: SERVE_EDGE_SCRIPT },
] as const

/** wrangler and workerd start in seconds, or in a minute on a busy machine. */
const START_LIMIT_MS = { [SERVE_SCRIPT]: 30_000, [SERVE_EDGE_SCRIPT]: 150_000 } as Record<string, number>

function tsxArgs(script: string): string[] {
  return ['--tsconfig', path.join(REPO, 'tsconfig.json'), script]
}

/**
 * The server as `npm run serve` starts it: one Node process with tsx's loader, so a stop signal
 * reaches it directly (tsx's own parent process SIGKILLs a child slow to acknowledge a signal).
 */
const SERVER_NODE_ARGS = ['--import', import.meta.resolve('tsx')]
const SERVER_ENV = { TSX_TSCONFIG_PATH: path.join(REPO, 'tsconfig.json') }

const started = new Set<ChildProcess>()
const LEADS_COMMAND_LIMIT_MS = 60_000

/** The server's own children (wrangler and workerd for serve:edge) go with it: the whole process group. */
function killGroup(child: ChildProcess) {
  try {
    process.kill(-child.pid!, 'SIGKILL')
  } catch {
    // already gone
  }
}

/** Kills every server a test started and did not stop (a test that timed out never reaches its finally). */
export function killServerProcesses(): void {
  for (const child of started) if (child.exitCode === null) killGroup(child)
  started.clear()
}

/** `script` stands in for the server in the harness's own test. */
export function startServerProcess(
  cwd: string,
  env: Record<string, string>,
  script = SERVE_SCRIPT,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, script], {
    cwd,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...SERVER_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  started.add(child)
  child.on('exit', () => started.delete(child))
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk))
  return new Promise((resolve, reject) => {
    const failedToStart = (code: number | null) => {
      clearTimeout(timer)
      child.stdout.off('data', readAddress)
      reject(new Error(`the server exited with ${code}:\n${output}`))
    }
    const timer = setTimeout(() => {
      child.stdout.off('data', readAddress)
      child.off('exit', failedToStart)
      reject(new Error(`the server did not start:\n${output}`))
    }, START_LIMIT_MS[script] ?? 30_000)
    // Removes only its own listeners, once: a stop() waiting for 'exit' must not lose its listener
    // to a line the server prints while shutting down.
    function readAddress() {
      const url = /Serving dist\/ at (http:\/\/[\d.:]+)/.exec(output)?.[1]
      if (!url) return
      clearTimeout(timer)
      child.stdout.off('data', readAddress)
      child.off('exit', failedToStart)
      resolve({
        url,
        child,
        output: () => output,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done(child.exitCode)
            const kill = setTimeout(() => killGroup(child), 15_000)
            child.once('exit', (code) => {
              clearTimeout(kill)
              done(code)
            })
            child.kill('SIGTERM')
          }),
        kill: () =>
          new Promise((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done()
            child.once('exit', () => done())
            killGroup(child)
          }),
      })
    }
    child.on('exit', failedToStart)
    child.stdout.on('data', readAddress)
  })
}

/**
 * `npm run leads -- <args>` in `cwd`: its output and exit status. Asynchronous, so a Telegram
 * stand-in in the test's own process can answer while the command runs.
 */
export function runLeadsCommand(
  cwd: string,
  env: Record<string, string>,
  ...args: string[]
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(TSX, [...tsxArgs(path.join(REPO, 'scripts', 'leads.ts')), ...args], {
    cwd,
    env: { ...process.env, ...env },
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk))
  // A command that hangs ends here, with what it printed and a note, instead of holding the test.
  const hung = setTimeout(() => {
    stderr += `\n[killed: no exit after ${LEADS_COMMAND_LIMIT_MS} ms]`
    child.kill('SIGKILL')
  }, LEADS_COMMAND_LIMIT_MS)
  return new Promise((resolve) =>
    child.on('close', (status) => {
      clearTimeout(hung)
      resolve({ status, stdout, stderr })
    }),
  )
}
