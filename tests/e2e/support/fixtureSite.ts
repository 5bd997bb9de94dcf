import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../../..')

/** A running `vike dev` on a copy of the checkout whose data/ and public/ a test has changed. */
export interface FixtureSite {
  dir: string
  stop(): void
}

/**
 * Starts `vike dev` on `port` in a copy of this checkout: the code linked, data/ and public/ copied
 * for `prepare` to change (add a logo, say). Resolves once the dev server has run build:data and
 * answers; a problem in the prepared data fails it with the server's output.
 */
export async function startFixtureSite(port: number, prepare: (dir: string) => void): Promise<FixtureSite> {
  const dir = mkdtempSync(path.join(tmpdir(), 'fixture-site-'))
  for (const entry of [
    'node_modules',
    'src',
    'pages',
    'renderer',
    'scripts',
    'server',
    'package.json',
    'tsconfig.json',
  ])
    symlinkSync(path.join(root, entry), path.join(dir, entry))
  for (const folder of ['data', 'public'])
    cpSync(path.join(root, folder), path.join(dir, folder), { recursive: true })
  cpSync(path.join(root, 'vite.config.ts'), path.join(dir, 'vite.config.ts'))
  prepare(dir)
  const server: ChildProcess = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/vike/bin.js'),
      'dev',
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--strictPort',
    ],
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  const stop = () => {
    server.kill()
    rmSync(dir, { recursive: true, force: true })
  }
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (/build:data: data\/ is valid/.test(output)) resolve()
      else if (/build:data found \d+ problem/.test(output))
        reject(new Error(`fixture data refused:\n${output}`))
    }
    for (const stream of [server.stdout!, server.stderr!])
      stream.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        check()
      })
    server.on('exit', () => reject(new Error(`vike dev exited:\n${output}`)))
  }).catch((error: unknown) => {
    stop()
    throw error
  })
  return { dir, stop }
}
