import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import { build, type Plugin, type Rollup } from 'vite'
import { loadContent } from '@/schemas/load.server'
import { EDITOR_ENTRY } from '../cms/editorEntry'
import { EDITOR_ASSETS_DIR, editorPageHtml } from '../cms/editorPage'
import { cmsGithubRepo } from '../cms/writeConfig'
import { BROWSER_TARGET } from './browsers'
import { pruneCache, touch } from './buildCache'
import { compressBeside, compressibleFiles } from './compress'
import {
  editorInputs,
  editorKey,
  editorSources,
  ROOT,
  sharedInputs,
  type EditorSources,
  type SharedInputs,
} from './editorInputs'

/**
 * The editor's own cache, apart from the site's (.cache/): it changes only with Decap, the editor's
 * sources and the classes its preview styles, so CI and deployments keep it from run to run, and a
 * build of the site finds the editor there. EDITOR_CACHE_DIR names another folder.
 */
export const EDITOR_CACHE_DIR = process.env.EDITOR_CACHE_DIR
  ? path.resolve(process.env.EDITOR_CACHE_DIR)
  : path.join(ROOT, '.editor-cache')

/**
 * A bundle in the cache: <EDITOR_CACHE_DIR>/<key>/ with its files under files/ (each with its .br
 * and .gz copies, as the server sends them) and this record beside them.
 */
export interface CachedEditor {
  /** The entry's file, relative to the client folder. */
  entry: string
  sources: EditorSources
}

const RECORD = 'editor.json'

/** Records the ids of every module the bundle holds. */
function moduleIdsOf(ids: Set<string>): Plugin {
  return {
    name: 'bandera:editor-modules',
    generateBundle() {
      for (const id of this.getModuleIds()) ids.add(id)
    },
  }
}

/**
 * Builds the content editor (Decap CMS) into `outDir`, in a build of its own, apart from the site's:
 * none of its modules takes part in the chunking of the visitors' code, so no page of the site
 * loads, preloads or shares a file with it. Returns its entry and what it was built from.
 */
export async function buildEditorBundle(outDir: string): Promise<CachedEditor> {
  const moduleIds = new Set<string>()
  const output = (await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    resolve: { alias: { '@': path.join(ROOT, 'src') } },
    // The preview pane wears the site's styles (src/admin/preview.css).
    plugins: [tailwindcss(), moduleIdsOf(moduleIds)],
    build: {
      target: BROWSER_TARGET,
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      modulePreload: false,
      // Decap is one large application: its size is known and loads only here.
      chunkSizeWarningLimit: 10_000,
      rollupOptions: {
        input: { cms: path.join(ROOT, EDITOR_ENTRY) },
        output: {
          entryFileNames: `${EDITOR_ASSETS_DIR}/[name].[hash].js`,
          chunkFileNames: `${EDITOR_ASSETS_DIR}/[name].[hash].js`,
          assetFileNames: `${EDITOR_ASSETS_DIR}/[name].[hash][extname]`,
        },
      },
    },
  })) as Rollup.RollupOutput
  const entry = output.output.find((file) => file.type === 'chunk' && file.isEntry)
  if (!entry) throw new Error(`the editor's build has no entry (${EDITOR_ENTRY})`)
  return { entry: entry.fileName, sources: editorSources(moduleIds) }
}

/** A cached bundle whose inputs are still as they were when it was built, if there is one. */
function cachedBundle(
  cacheDir: string,
  shared: SharedInputs,
): { dir: string; record: CachedEditor } | undefined {
  if (!existsSync(cacheDir)) return undefined
  for (const key of readdirSync(cacheDir)) {
    const dir = path.join(cacheDir, key)
    const recordFile = path.join(dir, RECORD)
    if (!existsSync(recordFile)) continue
    const record = JSON.parse(readFileSync(recordFile, 'utf8')) as CachedEditor
    if (editorKey(editorInputs(record.sources, shared)) === key) return { dir, record }
  }
  return undefined
}

export interface PreparedEditor {
  /** The cache entry: the bundle under files/. */
  dir: string
  entry: string
  reused: boolean
  key: string
}

/**
 * The content editor's bundle in its cache (EDITOR_CACHE_DIR/<key>/): the one an earlier build made
 * from the same inputs (editorInputs.ts), or one built now, compressed as the server sends it.
 */
export async function prepareEditor(cacheDir = EDITOR_CACHE_DIR): Promise<PreparedEditor> {
  const shared = await sharedInputs()
  let cached = cachedBundle(cacheDir, shared)
  const reused = cached !== undefined
  if (!cached) {
    const staging = path.join(cacheDir, `.building-${process.pid}`)
    rmSync(staging, { recursive: true, force: true })
    const record = await buildEditorBundle(path.join(staging, 'files'))
    await compressBeside(compressibleFiles(path.join(staging, 'files')))
    const key = editorKey(editorInputs(record.sources, shared))
    writeFileSync(path.join(staging, RECORD), `${JSON.stringify(record, null, 2)}\n`)
    const dir = path.join(cacheDir, key)
    rmSync(dir, { recursive: true, force: true })
    renameSync(staging, dir)
    cached = { dir, record }
  }
  touch(cached.dir)
  pruneCache(cacheDir)
  return { dir: cached.dir, entry: cached.record.entry, reused, key: path.basename(cached.dir) }
}

/**
 * Writes the content editor at /admin into `clientDir`, compressed copies included, after the
 * site's precompression: its bundle under /admin/assets/ and client/admin/index.html (its config,
 * admin/config.yml, comes from public/ with the site's build).
 */
export async function installEditor(clientDir: string, editor: PreparedEditor): Promise<void> {
  cpSync(path.join(editor.dir, 'files'), clientDir, { recursive: true })
  const page = path.join(clientDir, 'admin', 'index.html')
  mkdirSync(path.dirname(page), { recursive: true })
  writeFileSync(page, editorPageHtml(`/${editor.entry}`, loadContent('site').brand, cmsGithubRepo()))
  await compressBeside([page])
}
