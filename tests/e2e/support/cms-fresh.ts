/**
 * `npm run cms` for the end-to-end tests, in a fresh copy of this checkout (CMS_REPO_DIR: its files,
 * with node_modules linked, committed to a repository of its own): the editor writes the copy's
 * data/, and the copy's dev server shows what it wrote, as `npm run cms` does on a maintainer's own
 * checkout; the checkout's files are never touched.
 */
import { execFileSync, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs'
import path from 'node:path'
import { CMS_REPO_DIR } from './cmsRepo'

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
symlinkSync(path.resolve('node_modules'), path.join(CMS_REPO_DIR, 'node_modules'), 'dir')
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
