import type { CmsEventListener } from 'decap-cms-core'
import { parse } from 'yaml'
import type { Redirect } from '@/lib/redirects'
import { routes } from '@/lib/paths'
import { askForAddress, type AddressChoice } from './AddressDialog'
import { CHECK_DELETE_PATH, type Deletion } from './checkEntryPath'
import { activeBackend } from './editorBackend'
import { COLLECTIONS, folderCollections } from './entrySchemas'
import { fromFile } from './formats'
import { NotSaved, type CheckAnswer } from './problemMessages'
import { entryAddress, PUBLISHED_ADDRESSES_FILE } from './publishedAddresses'
import { redirectWithDeletion } from './redirects'

/**
 * Deleting a case study or an article that has been published: its address is in links and search
 * results, and build:data refuses a published address that leads nowhere. So Decap's preUnpublish
 * hook (run before an entry's file is deleted) asks where the address should lead, has the dev
 * server check the deletion with that redirect under `npm run cms` (a study a figure or a quote
 * cites is refused, saying which), and leaves the redirect to the backend, which writes it in the
 * same save as the deletion (src/admin/editorBackend.ts).
 */

type PreUnpublish = CmsEventListener['handler']
type Entry = Parameters<PreUnpublish>[0]['entry']

const WHAT: Record<string, { kind: string; list: AddressChoice }> = {
  [COLLECTIONS.caseStudies]: {
    kind: 'study',
    list: { path: routes.caseStudies, label: `The case studies list (${routes.caseStudies})` },
  },
  [COLLECTIONS.blog]: { kind: 'article', list: { path: routes.blog, label: `The blog (${routes.blog})` } },
}

/** A delete the editor refuses: Decap shows its message after its own "Failed to delete entry". */
const refuse = (message: string) => new NotSaved(message)

async function isPublished(address: string): Promise<boolean> {
  const { data } = await activeBackend().getEntry(PUBLISHED_ADDRESSES_FILE)
  return ((parse(data) as string[] | null) ?? []).includes(address)
}

/** The other pages of the collection, by title, after its list page. */
async function choicesBesides(collection: string, path: string): Promise<AddressChoice[]> {
  const { folder, extension, format } = folderCollections[collection]!
  const files = await activeBackend().entriesByFolder(folder, extension, 1)
  const others = files
    .filter(({ file }) => file.path !== path)
    .map(({ data }) => fromFile(format, data))
    .flatMap((fields) => {
      const address = entryAddress(collection, fields)
      return address ? [{ path: address, label: `${String(fields.title)} (${address})` }] : []
    })
    .sort((a, b) => a.label.localeCompare(b.label))
  return [WHAT[collection]!.list, ...others]
}

async function checkDeletion(deletion: Deletion): Promise<void> {
  const response = await fetch(CHECK_DELETE_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(deletion),
  })
  const { problems } = (await response.json()) as CheckAnswer
  if (problems.length > 0)
    throw refuse(`it would break ${problems.map((problem) => problem.message).join('; ')}`)
}

export function preUnpublish({ checkOnServer }: { checkOnServer: boolean }): PreUnpublish {
  return async ({ entry }: { entry: Entry }) => {
    const collection = entry.get('collection') as string
    const path = entry.get('path') as string
    const what = WHAT[collection]
    const fields = (entry.get('data') as { toJS(): Record<string, unknown> }).toJS()
    const address = entryAddress(collection, fields)
    let redirect: Redirect | undefined
    if (what && address && (await isPublished(address))) {
      const target = await askForAddress({
        address,
        kind: what.kind,
        choices: await choicesBesides(collection, path),
      })
      if (target === null) throw refuse(`you kept the ${what.kind}.`)
      redirect = { from: address, to: target }
    }
    if (checkOnServer) await checkDeletion({ path, redirect })
    if (redirect) redirectWithDeletion(path, redirect)
  }
}
