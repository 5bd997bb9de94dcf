import CMS from 'decap-cms-app'
import { collectionFormat } from './entrySchemas'
import { fromFile } from './formats'
import { picturesInUse } from './picturesInUse'
import { entryAddress, PUBLISHED_ADDRESSES_FILE, withAddress } from './publishedAddresses'
import { REDIRECTS_FILE, takeRedirect, withRedirect } from './redirects'

/**
 * The editor's backends: Decap's GitHub backend (hosted) and its proxy to decap-server (`npm run
 * cms`), each wrapped so that a new case study or article is saved with its address added to
 * data/published-addresses.yaml: one more file of the same commit (GitHub) or request
 * (decap-server), never a second save that could be forgotten or fail alone. A published one that
 * is deleted leaves its address to data/redirects.yaml, written just before its file is deleted
 * (src/admin/deleteEntry.ts), and a picture an entry shows is not deleted.
 */

/** The wrapped backends' names: the config names `github`, startCms swaps in these. */
export const EDITOR_BACKENDS = { github: 'data-github', proxy: 'data-proxy' } as const

interface DataFile {
  path: string
  slug: string
  raw: string
  newPath?: string
}

interface PersistOptions {
  newEntry?: boolean
  collectionName?: string
  commitMessage?: string
  useWorkflow?: boolean
}

/** What the wrappers use of a Decap backend implementation (decap-cms-lib-util's Implementation). */
export interface Implementation {
  persistEntry(entry: { dataFiles: DataFile[]; assets: unknown[] }, options: PersistOptions): Promise<unknown>
  getEntry(path: string): Promise<{ data: string }>
  entriesByFolder(
    folder: string,
    extension: string,
    depth: number,
  ): Promise<{ file: { path: string }; data: string }[]>
  deleteFiles(paths: string[], commitMessage: string): Promise<unknown>
  unpublishedEntry?(args: unknown): Promise<{ diffs: { path: string }[] }>
}

let active: Implementation | undefined

/** The backend the editor signed in with (the preSave hook lists a folder through it). */
export function activeBackend(): Implementation {
  if (!active) throw new Error('the editor has no backend yet')
  return active
}

/** The addresses file with a new entry's address added, as one more file of its save; none if listed. */
async function addressFile(
  backend: Implementation,
  collection: string,
  entry: DataFile,
): Promise<DataFile | undefined> {
  const address = entryAddress(collection, fromFile(collectionFormat(collection), entry.raw))
  if (!address) return undefined
  const { data: text } = await backend.getEntry(PUBLISHED_ADDRESSES_FILE)
  const raw = withAddress(text, address)
  return raw === text ? undefined : { path: PUBLISHED_ADDRESSES_FILE, slug: 'published-addresses', raw }
}

export function wrapBackend(inner: Implementation): Implementation {
  const persistEntry: Implementation['persistEntry'] = async (entry, options) => {
    const [first] = entry.dataFiles
    const extra =
      options.newEntry && options.collectionName && first
        ? await addressFile(inner, options.collectionName, first)
        : undefined
    return inner.persistEntry(extra ? { ...entry, dataFiles: [...entry.dataFiles, extra] } : entry, options)
  }
  const deleteFiles: Implementation['deleteFiles'] = async (paths, commitMessage) => {
    const inUse = await picturesInUse(inner, paths)
    if (inUse) throw new Error(inUse)
    const redirects = paths.flatMap((path) => takeRedirect(path) ?? [])
    if (redirects.length > 0) {
      const { data: text } = await inner.getEntry(REDIRECTS_FILE)
      const raw = redirects.reduce(withRedirect, text)
      const file = { path: REDIRECTS_FILE, slug: 'redirects', raw }
      // Straight to the branch, as the deletion itself goes (never a draft of the editorial workflow).
      await inner.persistEntry({ dataFiles: [file], assets: [] }, { commitMessage, useWorkflow: false })
    }
    return inner.deleteFiles(paths, commitMessage)
  }
  // A draft (editorial workflow) is the branch's changed files; the addresses file is not its entry.
  const unpublishedEntry = async (args: unknown) => {
    const data = await inner.unpublishedEntry!(args)
    return { ...data, diffs: data.diffs.filter((diff) => diff.path !== PUBLISHED_ADDRESSES_FILE) }
  }
  return new Proxy(inner, {
    get(target, key) {
      if (key === 'persistEntry') return persistEntry
      if (key === 'deleteFiles') return deleteFiles
      if (key === 'unpublishedEntry' && target.unpublishedEntry) return unpublishedEntry
      const value: unknown = Reflect.get(target, key, target)
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
    },
  })
}

export function registerEditorBackends(): void {
  for (const [base, name] of Object.entries(EDITOR_BACKENDS)) {
    const decap = CMS.getBackend(base)
    if (!decap) throw new Error(`Decap has no '${base}' backend`)
    // Decap constructs a backend with `new`: a constructor may hand back another object.
    class EditorBackend {
      constructor(...args: unknown[]) {
        active = wrapBackend((decap!.init as (...init: unknown[]) => Implementation)(...args))
        return active as unknown as EditorBackend
      }
    }
    CMS.registerBackend(name, EditorBackend)
  }
}
