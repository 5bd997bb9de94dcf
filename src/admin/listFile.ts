import { Document, isSeq, parseDocument } from 'yaml'

/**
 * Decap CMS edits the fields of a file whose root is an object; data/services.yaml and the other
 * lists have a list at their root. Their collection uses this format (registered with Decap in
 * src/admin/startCms.ts, and used by the dev server's check on save): the file is one field,
 * LIST_FIELD, holding the list, and its opening comment (what the file is, how to fill it in) is kept
 * in COMMENT_FIELD, a hidden field, and written back on save.
 */
export const LIST_FILE_FORMAT = 'yaml-list'
export const LIST_FIELD = 'items'
export const COMMENT_FIELD = 'fileComment'

export function listFileFromText(text: string): Record<string, unknown> {
  const document = parseDocument(text)
  if (document.errors.length > 0) throw new Error(document.errors.map((error) => error.message).join('\n'))
  // Right above the first item, with no blank line between, the parser gives the comment to the item.
  const list = isSeq(document.contents) ? document.contents : undefined
  const first = list?.items[0] as { commentBefore?: string | null } | undefined
  const comment = document.commentBefore ?? list?.commentBefore ?? first?.commentBefore ?? undefined
  return { [LIST_FIELD]: document.toJS() ?? [], ...(comment && { [COMMENT_FIELD]: comment }) }
}

export function listFileToText(data: Record<string, unknown>): string {
  const document = new Document(data[LIST_FIELD] ?? [])
  const comment = data[COMMENT_FIELD]
  if (typeof comment === 'string' && comment) document.commentBefore = comment
  return document.toString()
}
