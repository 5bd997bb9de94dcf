/**
 * What the content editor's bundle (scripts/site/editor.ts) is made from, and the key that names a
 * bundle in the cache: the same key, the same files, byte for byte.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { compile } from '@tailwindcss/node'
import { Scanner } from '@tailwindcss/oxide'
import { sha256 } from './buildCache'

/** The repository's root: module ids and file names of the record are relative to it. */
export const ROOT = path.resolve(import.meta.dirname, '../..')

/** The editor's preview styles (src/admin/preview.css): the site's Tailwind CSS. */
export const PREVIEW_CSS = 'src/admin/preview.css'

/** The build's own code and tools: a change to any of them builds the editor anew. */
const RECIPE_FILES = [
  'scripts/site/editor.ts',
  'scripts/site/browsers.ts',
  'scripts/cms/editorPage.ts',
  'server/front/addresses.ts',
]
const RECIPE_PACKAGES = ['vite', 'rolldown', '@tailwindcss/vite', '@tailwindcss/node', 'tailwindcss']
/** Vite reads these in a production build (import.meta.env): an editor built with others differs. */
const ENV_FILES = ['.env', '.env.local', '.env.production', '.env.production.local']

/** What a bundle was built from, as the build found it: kept beside the bundle in the cache. */
export interface EditorSources {
  /** Files of the repository the bundle holds a module of (relative paths). */
  files: string[]
  /** The folders of node_modules packages it holds a module of (relative paths). */
  packages: string[]
}

/** The state of everything a bundle depends on; editorKey() hashes it. */
export interface EditorInputs {
  /** The build's own code, its tools' versions and the environment Vite reads. */
  recipe: Record<string, string>
  /** Each source file's content hash ('missing' for one that is gone). */
  files: Record<string, string>
  /** Each package folder's installed version ('missing' for one that is gone). */
  packages: Record<string, string>
  /** Hash of the CSS Tailwind generates for the preview's styles from the classes the project uses. */
  previewCss: string
}

/** The cache key of a bundle: a hash of everything its bytes depend on. */
export function editorKey(inputs: EditorInputs): string {
  const sorted = (record: Record<string, string>) =>
    Object.entries(record).sort(([a], [b]) => a.localeCompare(b))
  return sha256(
    JSON.stringify({
      recipe: sorted(inputs.recipe),
      files: sorted(inputs.files),
      packages: sorted(inputs.packages),
      previewCss: inputs.previewCss,
    }),
  ).slice(0, 32)
}

/**
 * Sorts a build's module ids into the repository's files and node_modules' packages. Virtual
 * modules (ids starting with \0) are made by the plugins, whose versions the recipe holds.
 */
export function editorSources(moduleIds: Iterable<string>, root = ROOT): EditorSources {
  const files = new Set<string>()
  const packages = new Set<string>()
  for (const id of moduleIds) {
    if (id.startsWith('\0')) continue
    const file = id.replace(/[?#].*$/, '')
    if (!path.isAbsolute(file)) continue
    const relative = path.relative(root, file).split(path.sep).join('/')
    const inPackage = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(relative)
    if (inPackage) packages.add(inPackage[1]!)
    else files.add(relative)
  }
  return { files: [...files].sort(), packages: [...packages].sort() }
}

function fileHash(file: string): string {
  return existsSync(file) ? sha256(readFileSync(file)) : 'missing'
}

function packageVersion(folder: string): string {
  const manifest = path.join(folder, 'package.json')
  return existsSync(manifest)
    ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version
    : 'missing'
}

/**
 * The CSS Tailwind generates for the preview's styles, hashed: its stylesheets and the classes it
 * finds in the project, found as @tailwindcss/vite finds them (the stylesheet's source() or the
 * whole project from Vite's root, and its @source lines). An article's new words change the bundle
 * only when one of them is a class Tailwind would generate.
 */
export async function previewCssHash(root = ROOT): Promise<string> {
  const file = path.join(root, PREVIEW_CSS)
  const compiler = await compile(readFileSync(file, 'utf8'), {
    base: path.dirname(file),
    onDependency: () => {},
  })
  const sources = (
    compiler.root === 'none'
      ? []
      : compiler.root === null
        ? [{ base: root, pattern: '**/*', negated: false }]
        : [{ ...compiler.root, negated: false }]
  ).concat(compiler.sources)
  return sha256(compiler.build(new Scanner({ sources }).scan()))
}

/** The recipe: the build's code, its tools' versions and the Vite environment of a production build. */
export function editorRecipe(root = ROOT, env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const recipe: Record<string, string> = {}
  for (const file of RECIPE_FILES) recipe[file] = fileHash(path.join(root, file))
  for (const name of RECIPE_PACKAGES) recipe[name] = packageVersion(path.join(root, 'node_modules', name))
  for (const file of ENV_FILES) recipe[file] = fileHash(path.join(root, file))
  for (const [name, value] of Object.entries(env))
    if (name.startsWith('VITE_')) recipe[`env ${name}`] = value ?? ''
  return recipe
}

/** What every bundle depends on whatever its sources: the recipe and the preview's CSS. */
export type SharedInputs = Pick<EditorInputs, 'recipe' | 'previewCss'>

export async function sharedInputs(root = ROOT): Promise<SharedInputs> {
  return { recipe: editorRecipe(root), previewCss: await previewCssHash(root) }
}

/** The current state of what a bundle built from `sources` depends on. */
export function editorInputs(sources: EditorSources, shared: SharedInputs, root = ROOT): EditorInputs {
  return {
    ...shared,
    files: Object.fromEntries(sources.files.map((file) => [file, fileHash(path.join(root, file))])),
    packages: Object.fromEntries(
      sources.packages.map((folder) => [folder, packageVersion(path.join(root, folder))]),
    ),
  }
}
