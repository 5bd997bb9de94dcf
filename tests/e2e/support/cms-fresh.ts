/**
 * `npm run cms` for the end-to-end tests, once for each server of CMS_SERVERS, each in a fresh copy
 * of this checkout (cmsRepoDir: its files, with the packages of node_modules linked, committed to a
 * repository of its own): the editor writes the copy's data/, and the copy's dev server shows what it
 * wrote, as `npm run cms` does on a maintainer's own checkout; the checkout's files are never
 * touched. Each copy has a node_modules folder of its own, so that two of them started at once
 * bundle the editor's dependencies each into its own cache (node_modules/.vite), not into one.
 *
 * The copies are made and started at the same time (Playwright starts the web servers of a config
 * one after the other), and READY_LINE is printed once every one of them serves the editor's config.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { connect } from 'node:net'
import { cp, mkdir, readdir, rm, symlink } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { cmsRepoDir, CMS_READY_LINE } from './cmsRepo'
import { CMS_SERVERS } from './ports'

const run = promisify(execFile)

/** Something already answers on the port: a server another run left, which the tests must not use. */
const inUse = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => resolve(!socket.destroy()))
    socket.once('error', () => resolve(false))
  })

/** The checkout's files, as git sees them (ignored ones left out), copied into `repo` and committed there. */
async function makeCopy(repo: string, files: readonly string[]) {
  await rm(repo, { recursive: true, force: true })
  await Promise.all(files.map((file) => cp(file, path.join(repo, file))))
  await mkdir(path.join(repo, 'node_modules'))
  for (const entry of await readdir('node_modules')) {
    if (entry !== '.vite')
      await symlink(path.resolve('node_modules', entry), path.join(repo, 'node_modules', entry))
  }
  // A repository of its own, so that a test reads what a save changed as `git diff` shows it.
  const git = (...args: string[]) => run('git', args, { cwd: repo })
  await git('init', '--quiet')
  await git('add', '--all')
  await git(
    '-c',
    'user.name=cms e2e',
    '-c',
    'user.email=cms-e2e@localhost',
    'commit',
    '--quiet',
    '-m',
    'the checkout',
  )
}

/** Resolves once the server answers `url` (the dev server is up and build:data's first run is over). */
async function answers(url: string, child: ChildProcess) {
  while (child.exitCode === null) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the server for ${url} stopped before it answered`)
}

const children: ChildProcess[] = []
const stopAll = (signal: NodeJS.Signals) => {
  for (const child of children) if (child.exitCode === null) child.kill(signal)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(signal))

for (const server of CMS_SERVERS) {
  for (const port of [server.site, server.backend])
    if (await inUse(port))
      throw new Error(`127.0.0.1:${port} is already in use: stop what listens there first`)
}
const { stdout } = await run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  maxBuffer: 64 * 1024 * 1024,
})
const files = stdout.split('\0').filter((file) => file && existsSync(file))

await Promise.all(
  CMS_SERVERS.map(async (server) => {
    const repo = cmsRepoDir(server.site)
    await makeCopy(repo, files)
    const cms = spawn(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/cms.ts'], {
      cwd: repo,
      stdio: 'inherit',
      env: { ...process.env, PORT: String(server.site), CMS_BACKEND_PORT: String(server.backend) },
    })
    children.push(cms)
    // One copy's server stopping stops the others, and this process with them.
    cms.on('exit', (code) => {
      stopAll('SIGTERM')
      process.exit(code ?? 1)
    })
    await answers(`${server.url}/admin/config.yml`, cms)
  }),
)
console.log(CMS_READY_LINE)
