/**
 * `npm run cms` for the end-to-end tests on PORT, in a fresh copy of this checkout (cmsRepoDir: its
 * files, with the packages of node_modules linked, committed to a repository of its own): the editor
 * writes the copy's data/, and the copy's dev server shows what it wrote, as `npm run cms` does on a
 * maintainer's own checkout; the checkout's files are never touched. Each copy has a node_modules
 * folder of its own, so that two of them started at once bundle the editor's dependencies each into
 * its own cache (node_modules/.vite), not into one.
 */
import { execFileSync, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import path from 'node:path'
import { cmsRepoDir } from './cmsRepo'

const CMS_REPO_DIR = cmsRepoDir(Number(process.env.PORT))

rmSync(CMS_REPO_DIR, { recursive: true, force: true })
const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'])
  .toString()
  .split('\0')
  .filter((file) => file && existsSync(file))
for (const file of files) {
  const copy = path.join(CMS_REPO_DIR, file)
  mkdirSync(path.dirname(copy), { recursive: true })
  cpSync(file, copy)
}
mkdirSync(path.join(CMS_REPO_DIR, 'node_modules'))
for (const entry of readdirSync('node_modules')) {
  if (entry !== '.vite')
    symlinkSync(path.resolve('node_modules', entry), path.join(CMS_REPO_DIR, 'node_modules', entry))
}
// A repository of its own, so that a test reads what a save changed as `git diff` shows it.
const git = (...args: string[]) => execFileSync('git', args, { cwd: CMS_REPO_DIR, stdio: 'pipe' })
git('init', '--quiet')
git('add', '--all')
git(
  '-c',
  'user.name=cms e2e',
  '-c',
  'user.email=cms-e2e@localhost',
  'commit',
  '--quiet',
  '-m',
  'the checkout',
)

const cms = spawn(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/cms.ts'], {
  cwd: CMS_REPO_DIR,
  stdio: 'inherit',
})
cms.on('exit', (code) => process.exit(code ?? 1))
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => cms.kill(signal))
