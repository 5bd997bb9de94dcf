import type { Redirect } from '@/lib/redirects'

/**
 * Where the editor asks the dev server, before it saves or deletes, whether build:data would take
 * the change, and what it sends (scripts/cms/devPlugin.ts answers; src/admin/saveEntry.ts and
 * src/admin/deleteEntry.ts ask).
 */
export const CHECK_ENTRY_PATH = '/__cms/check-entry'
export const CHECK_DELETE_PATH = '/__cms/check-delete'

/** A file uploaded in the editor and not saved yet: its path in the repository, its bytes in base64. */
export interface Upload {
  path: string
  content: string
}

/** A save: the entry's collection, its file when it has one, its fields, the pictures uploaded with it. */
export interface CheckRequest {
  collection: string
  path?: string
  data: Record<string, unknown>
  uploads?: Upload[]
}

/** A delete: the entry's file, and where its address is to lead from then on. */
export interface Deletion {
  path: string
  redirect?: Redirect
}
