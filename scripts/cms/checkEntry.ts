import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parse } from 'yaml'
import {
  bodyStartLine,
  DATA_FORMATS,
  FILE_NAME_KEY,
  SOURCE_KEY,
  toFile,
  type DataFormat,
} from '@/admin/formats'
import { editorProblem, type EditorProblem } from '@/admin/problemMessages'
import type { RuleField } from '@/admin/fieldRules'
import { entryAddress, PUBLISHED_ADDRESSES_FILE, withAddress } from '@/admin/publishedAddresses'
import { REDIRECTS_FILE, withRedirect } from '@/admin/redirects'
import type { CheckRequest, Deletion, Upload } from '@/admin/checkEntryPath'
import { diskDataFiles } from '../data/dataFiles'
import { runPipeline } from '../data/pipeline'
import { formatProblem, type Problem } from '../data/problems'
import { CMS_CONFIG_FILE, type CmsConfig } from './config'

/** An entry of the editor as it is about to be saved. */
export interface CmsEntry {
  /** Its collection in the editor. */
  collection: string
  /** The file it is saved to, relative to the repository: data/case-studies/x.yaml. */
  path: string
  /** Its fields, with the file's text as it was (SOURCE_KEY) for an entry that has one. */
  data: Record<string, unknown>
  /** Its collection's format (src/admin/formats.ts). */
  format: DataFormat
  /** Its fields' order: where a key the file lacks is added. */
  order?: readonly string[]
  /** A new entry: its address is published with it (src/admin/publishedAddresses.ts). */
  newEntry?: boolean
  /** Pictures uploaded in its form, saved with it (a new article's cover). */
  uploads?: readonly Upload[]
}

/** The file the editor writes for an entry: exactly what its format writes in the browser. */
export function entryFileText({ format, data, order }: Pick<CmsEntry, 'format' | 'data' | 'order'>): string {
  const text = toFile(format, data, order ? [...order] : [])
  return text.endsWith('\n') ? text : `${text}\n`
}

/** Only a file of data/, by a plain relative path: nothing else is written, even to a copy. */
export function isDataFile(file: string): boolean {
  return /^data\/[\w-]+(\/[\w-]+)?\.(ya?ml|md)$/.test(file)
}

/** An upload lands in public/, by a plain relative path. */
export function isPublicFile(file: string): boolean {
  return /^public\/(?:[\w-]+\/)*[\w-]+(?:\.[\w-]+)*$/.test(file) && !file.startsWith('public/admin/')
}

/** The entry as the editor would save it, into `repo`: its file, its uploads, a new entry's published address. */
function writeEntry(repo: string, entry: CmsEntry): void {
  for (const upload of entry.uploads ?? []) {
    const file = path.join(repo, upload.path)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, Buffer.from(upload.content, 'base64'))
  }
  const file = path.join(repo, entry.path)
  const data =
    typeof entry.data[SOURCE_KEY] === 'string' || !existsSync(file)
      ? entry.data
      : { ...entry.data, [SOURCE_KEY]: readFileSync(file, 'utf8') }
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, entryFileText({ ...entry, data }))
  const address = entry.newEntry ? entryAddress(entry.collection, entry.data) : undefined
  if (address) {
    const addresses = path.join(repo, PUBLISHED_ADDRESSES_FILE)
    writeFileSync(addresses, withAddress(readFileSync(addresses, 'utf8'), address))
  }
}

/** The files a run of the pipeline reads: data/, and public/ (the pictures it checks and compares). */
function fingerprint(dataDir: string, publicDir: string): string {
  const hash = createHash('sha256')
  for (const dir of [dataDir, publicDir]) {
    for (const file of (readdirSync(dir, { recursive: true }) as string[]).sort()) {
      const full = path.join(dir, file)
      hash.update(file).update('\0')
      if (statSync(full).isFile()) hash.update(readFileSync(full)).update('\0')
    }
  }
  return hash.digest('hex')
}

/** The errors of the pipeline on data/ as it is; the same data is checked again on every save. */
const runs = new Map<string, Problem[]>()
function pipelineErrors(dataDir: string, publicDir: string): Problem[] {
  const key = fingerprint(dataDir, publicDir)
  const known = runs.get(key)
  if (known) return known
  const errors = runPipeline(diskDataFiles(dataDir, publicDir)).problems.filter(
    (problem) => problem.severity === 'error',
  )
  if (runs.size >= 32) runs.delete(runs.keys().next().value!)
  runs.set(key, errors)
  return errors
}

/** A problem of the files themselves: one the editor may not write. */
const notWritable = (file: string, message: string): Problem[] => [
  { severity: 'error', file, field: '(file)', message },
]

/**
 * The errors build:data finds in a copy of the repository's data/ and public/ once `change` has
 * written to it, but those data/ has already: they are not the change's to fix.
 */
function problemsAfter(repoDir: string, change: (copy: string) => void): Problem[] {
  const copy = mkdtempSync(path.join(tmpdir(), 'cms-entry-'))
  try {
    for (const folder of ['data', 'public'])
      cpSync(path.join(repoDir, folder), path.join(copy, folder), { recursive: true })
    change(copy)
    const before = new Set(
      pipelineErrors(path.join(repoDir, 'data'), path.join(repoDir, 'public')).map((problem) =>
        formatProblem(problem),
      ),
    )
    return pipelineErrors(path.join(copy, 'data'), path.join(copy, 'public')).filter(
      (problem) => !before.has(formatProblem(problem)),
    )
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
}

/**
 * What build:data would refuse once this entry is saved: it runs the pipeline on a copy of the
 * repository's data/ and public/ with the entry written in as the editor writes it (its uploads
 * too), and returns the errors the entry brings.
 */
export function entryProblems(repoDir: string, entry: CmsEntry): Problem[] {
  if (!isDataFile(entry.path)) return notWritable(entry.path, 'is not a file of data/ the editor may write')
  const upload = (entry.uploads ?? []).find((candidate) => !isPublicFile(candidate.path))
  if (upload) return notWritable(entry.path, `uploads ${upload.path}, which is not a file of public/`)
  return problemsAfter(repoDir, (copy) => writeEntry(copy, entry))
}

/**
 * What build:data would refuse once this entry is deleted, with the redirect of its address
 * written in the same save: a study that a figure or a quote cites, a link to it from an article.
 */
export function deletionProblems(repoDir: string, { path: file, redirect }: Deletion): Problem[] {
  if (!isDataFile(file)) return notWritable(file, 'is not a file of data/ the editor may delete')
  return problemsAfter(repoDir, (copy) => {
    rmSync(path.join(copy, file))
    if (!redirect) return
    const redirects = path.join(copy, REDIRECTS_FILE)
    writeFileSync(redirects, withRedirect(readFileSync(redirects, 'utf8'), redirect))
  })
}

/** The problems as the editor shows them: at the entry's fields, in its labels. */
export function editorProblems(
  problems: readonly Problem[],
  entry: Pick<CmsEntry, 'path' | 'format' | 'data' | 'order'>,
  fields: readonly RuleField[],
): EditorProblem[] {
  const file = entry.path.replace(/^data\//, '')
  const listFile = entry.format === DATA_FORMATS.list
  const bodyStart = entry.format === DATA_FORMATS.markdown ? bodyStartLine(entryFileText(entry)) : undefined
  return problems.map((problem) => editorProblem(problem, file, fields, { listFile, bodyStart }))
}

/**
 * The entry of a request in the written config (public/admin/config.yml): a file of a files
 * collection, an existing entry's file, or a new entry's, named as the editor names it
 * (FILE_NAME_KEY, set by its preSave hook); with its fields.
 */
function requestedEntry(root: string, request: CheckRequest): { entry: CmsEntry; fields: RuleField[] } {
  const config = parse(readFileSync(path.join(root, CMS_CONFIG_FILE), 'utf8')) as CmsConfig
  const collection = config.collections.find((candidate) => candidate.name === request.collection)
  if (!collection) throw new Error(`no collection '${request.collection}'`)
  const fileName = request.data[FILE_NAME_KEY]
  const file =
    request.path ??
    (collection.folder && typeof fileName === 'string'
      ? `${collection.folder}/${fileName}.${collection.extension ?? 'md'}`
      : undefined)
  if (!file) throw new Error(`no file for a new entry of '${request.collection}'`)
  const fields =
    collection.fields ?? collection.files?.find((candidate) => candidate.file === file)?.fields ?? []
  const entry: CmsEntry = {
    collection: collection.name,
    path: file,
    data: request.data,
    format: collection.format as DataFormat,
    order: fields.map((field) => field.name),
    newEntry: !request.path,
    uploads: request.uploads ?? [],
  }
  return { entry, fields }
}

/** The check on save (scripts/cms/devPlugin.ts): the entry's problems, as the editor shows them. */
export function checkRequest(root: string, repoDir: string, request: CheckRequest): EditorProblem[] {
  const { entry, fields } = requestedEntry(root, request)
  return editorProblems(entryProblems(repoDir, entry), entry, fields)
}

/** The check before a delete (scripts/cms/devPlugin.ts): what build:data would refuse, in its words. */
export function checkDeletion(repoDir: string, deletion: Deletion): EditorProblem[] {
  return deletionProblems(repoDir, deletion).map((problem) => ({ message: formatProblem(problem) }))
}
