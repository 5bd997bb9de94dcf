import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { stringify } from 'yaml'
import { LIST_FILE_FORMAT, listFileToText } from '@/admin/listFile'
import { runPipeline } from '../data/pipeline'
import { formatProblem } from '../data/problems'
import { problemLines } from '../data/report'

/** An entry of the editor as it is about to be saved. */
export interface CmsEntry {
  /** The file it is saved to, relative to the repository: data/case-studies/x.yaml. */
  path: string
  /** Its fields; an article's or a legal text's markdown is `body`. */
  data: Record<string, unknown>
  /** Its collection's format, when not the one its extension says (LIST_FILE_FORMAT). */
  format?: string
}

/** The file Decap writes for an entry: YAML, or a markdown body under YAML front matter. */
export function entryFileText({ path: file, data, format }: CmsEntry): string {
  if (format === LIST_FILE_FORMAT) return listFileToText(data)
  if (!file.endsWith('.md')) return stringify(data)
  const { body, ...frontMatter } = data
  return `---\n${stringify(frontMatter)}---\n${typeof body === 'string' ? body : ''}\n`
}

/** Only a file of data/, by a plain relative path: nothing else is written, even to a copy. */
export function isDataFile(file: string): boolean {
  return /^data\/[\w-]+(\/[\w-]+)?\.(ya?ml|md)$/.test(file)
}

/**
 * What build:data would refuse once this entry is saved: it runs the pipeline on a copy of the
 * repository's data/ with the entry written in, and returns the errors the entry brings, each line
 * exactly as build:data prints it. Errors data/ has already are not the entry's to fix.
 */
export function entryProblems(repoDir: string, entry: CmsEntry): string[] {
  if (!isDataFile(entry.path)) return [`${entry.path}: not a file of data/ the editor may write`]
  const publicDir = path.join(repoDir, 'public')
  const copy = mkdtempSync(path.join(tmpdir(), 'cms-entry-'))
  try {
    const dataDir = path.join(copy, 'data')
    cpSync(path.join(repoDir, 'data'), dataDir, { recursive: true })
    const file = path.join(copy, entry.path)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, entryFileText(entry))
    const before = new Set(
      runPipeline(path.join(repoDir, 'data'), publicDir).problems.map((problem) => formatProblem(problem)),
    )
    const brought = runPipeline(dataDir, publicDir).problems.filter(
      (problem) => problem.severity === 'error' && !before.has(formatProblem(problem)),
    )
    return problemLines(brought, { githubActions: false })
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
}
