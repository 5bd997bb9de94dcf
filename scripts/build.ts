/**
 * `npm run build` (after build:data): prerenders every page into a fresh folder under dist-builds/,
 * finishes it (postbuild), and only then publishes it as dist/ in one atomic step. A server running
 * beside it keeps serving the previous build until the new one is complete.
 *
 *   tsx scripts/build.ts [--link <path>]   (default link: dist)
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { buildsDirFor, newBuildDir, publishBuild, pruneBuilds } from './build/publish'
import { buildEditor } from './build/editor'
import { postbuild } from './postbuild'

const KEEP_BUILDS = 3

const linkFlag = process.argv.indexOf('--link')
const link = path.resolve(linkFlag === -1 ? 'dist' : process.argv[linkFlag + 1]!)
const buildDir = newBuildDir(link)
mkdirSync(buildsDirFor(link), { recursive: true })

const started = performance.now()
const vike = spawnSync('npx', ['vike', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, BUILD_OUT_DIR: buildDir },
})
if (vike.status !== 0) process.exit(vike.status ?? 1)
await buildEditor(path.join(buildDir, 'client'))
await postbuild(buildDir)
publishBuild(buildDir, link)
const pruned = pruneBuilds(link, KEEP_BUILDS)
console.log(
  `build: published ${path.relative(process.cwd(), buildDir)} as ${path.relative(process.cwd(), link)} ` +
    `in ${((performance.now() - started) / 1000).toFixed(1)} s` +
    (pruned.length > 0 ? `; removed ${pruned.length} old build(s)` : ''),
)
