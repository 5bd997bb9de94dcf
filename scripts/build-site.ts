/**
 * `npm run build` (after build:data): prerenders every page into a fresh folder under dist-builds/,
 * finishes it (site/finishBuild.ts), and only then publishes it as dist/ in one atomic step. A server running
 * beside it keeps serving the previous build until the new one is complete.
 *
 * What an earlier build made from the same inputs is reused from .cache/ (compressed copies, social
 * images), and the content editor's bundle from its own cache (.editor-cache/, `npm run
 * build:editor`). While `vike build` runs in a process of its own, this one renders the social
 * images and finds the editor's bundle (building it only if its cache has none for these inputs),
 * so the two cores work at once. Each step prints its time.
 *
 *   tsx scripts/build-site.ts [--link <path>]   (default link: dist)
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { loadContent } from '@/schemas/load.server'
import { CACHE_DIR } from './site/buildCache'
import { installEditor, prepareEditor } from './site/editor'
import { buildsDirFor } from '../server/siteBuild'
import { newBuildDir, publishBuild, pruneBuilds } from './site/publish'
import { renderSocialImages } from './site/socialImages'
import { step } from './site/steps'
import { finishBuild } from './site/finishBuild'

const KEEP_BUILDS = 3

const linkFlag = process.argv.indexOf('--link')
const link = path.resolve(linkFlag === -1 ? 'dist' : process.argv[linkFlag + 1]!)
const buildDir = newBuildDir(link)
mkdirSync(buildsDirFor(link), { recursive: true })

let vike: ChildProcess | undefined

/** `vike build` into `outDir`, in a process of its own. */
function vikeBuild(outDir: string): Promise<void> {
  return new Promise((resolve) => {
    vike = spawn(process.execPath, [path.resolve('node_modules/vike/bin.js'), 'build'], {
      stdio: 'inherit',
      env: { ...process.env, BUILD_OUT_DIR: outDir },
    })
    vike.on('exit', (code) => {
      if (code !== 0) process.exit(code ?? 1)
      resolve()
    })
  })
}

// A step that fails beside vike build stops it too.
process.on('exit', () => vike?.exitCode === null && vike.kill())

const started = performance.now()
const [, editor, socialImages] = await Promise.all([
  step('vike build', () => vikeBuild(buildDir)),
  step(
    'content editor',
    () => prepareEditor(),
    ({ reused, key }) => `${reused ? 'reused' : 'built'} ${key}, beside vike build`,
  ),
  step(
    'social images',
    () =>
      renderSocialImages(loadContent('sitePages'), loadContent('site'), {
        cacheDir: path.join(CACHE_DIR, 'social-images'),
        logoSvg: readFileSync(path.resolve('public/logo.svg'), 'utf8'),
      }),
    ({ files, rendered }) => `${files.size} images, ${rendered} rendered, beside vike build`,
  ),
])
await finishBuild(buildDir, { installEditor: (clientDir) => installEditor(clientDir, editor), socialImages })
publishBuild(buildDir, link)
const pruned = pruneBuilds(link, KEEP_BUILDS)
console.log(
  `build: published ${path.relative(process.cwd(), buildDir)} as ${path.relative(process.cwd(), link)} ` +
    `in ${((performance.now() - started) / 1000).toFixed(1)} s` +
    (pruned.length > 0 ? `; removed ${pruned.length} old build(s)` : ''),
)
