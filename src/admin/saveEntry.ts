import type { CmsEventListener } from 'decap-cms-core'
import { CHECK_ENTRY_PATH, type CheckRequest } from './checkEntryPath'
import { activeBackend } from './editorBackend'
import { folderCollections } from './entrySchemas'
import { newFileName } from './fileNames'
import { FILE_NAME_KEY, SOURCE_KEY } from './formats'
import { NotSaved, notSavedMessage, type CheckAnswer } from './problemMessages'
import { entryKey, setServerProblems } from './serverProblems'

type PreSave = CmsEventListener['handler']
type Entry = Parameters<PreSave>[0]['entry']

/** The entry's fields as the check and the format need them: with the file's text, and a new file's name. */
async function withFileFacts(entry: Entry): Promise<Entry> {
  const collection = entry.get('collection') as string
  let data = (entry.get('data') as Entry).set(SOURCE_KEY, (entry.get('raw') as string | undefined) ?? '')
  const folder = folderCollections[collection]
  if (entry.get('newRecord') && folder) {
    const files = await activeBackend().entriesByFolder(folder.folder, folder.extension, 1)
    const slug = String(data.get('slug') ?? '')
    data = data.set(
      FILE_NAME_KEY,
      newFileName(
        collection,
        slug,
        files.map(({ file }) => file.path),
      ),
    )
  }
  return data
}

interface MediaFile {
  path: string
  draft?: boolean
  file?: Blob
}

function base64(bytes: ArrayBuffer): string {
  let binary = ''
  const view = new Uint8Array(bytes)
  for (let at = 0; at < view.length; at += 0x8000)
    binary += String.fromCharCode(...view.subarray(at, at + 0x8000))
  return btoa(binary)
}

/** The pictures uploaded in the entry's form: Decap writes them with the entry, in the same save. */
async function uploadsOf(entry: Entry): Promise<CheckRequest['uploads']> {
  const files = ((entry.get('mediaFiles') as { toJS(): MediaFile[] } | undefined)?.toJS() ?? []).filter(
    (file) => file.draft && file.file,
  )
  return Promise.all(
    files.map(async (file) => ({
      path: file.path.replace(/^\/+/, ''),
      content: base64(await file.file!.arrayBuffer()),
    })),
  )
}

/** Asks the dev server whether build:data would take the entry; shows what it would not at the fields. */
async function check(entry: Entry, data: Entry): Promise<void> {
  const collection = entry.get('collection') as string
  const path = entry.get('newRecord') ? undefined : (entry.get('path') as string)
  const request: CheckRequest = {
    collection,
    path,
    data: (data as { toJS(): Record<string, unknown> }).toJS(),
    uploads: await uploadsOf(entry),
  }
  const response = await fetch(CHECK_ENTRY_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  })
  const { problems } = (await response.json()) as CheckAnswer
  setServerProblems(entryKey(collection, path), problems)
  if (problems.length > 0) throw new NotSaved(notSavedMessage(problems))
}

/**
 * Decap's preSave hook, run before a new entry's slug is made and the files are written: hands the
 * format the file's text (Decap keeps it as the entry's `raw`) so that a save changes only what
 * changed, names a new entry's file after its neighbours, and under `npm run cms` first has the
 * dev server run build:data with the entry in it, and the pictures uploaded in its form.
 */
export function preSave({ checkOnServer }: { checkOnServer: boolean }): PreSave {
  return async ({ entry }) => {
    const data = await withFileFacts(entry)
    if (checkOnServer) await check(entry, data)
    return data
  }
}
