import type { CmsEventListener } from 'decap-cms-core'
import { CHECK_ENTRY_PATH } from './checkEntryPath'

type PreSave = CmsEventListener['handler']

/**
 * Decap's preSave hook: the entry goes to the dev server, which runs build:data on the files with
 * the entry in them. Anything build:data would refuse is thrown, so nothing is written and the
 * editor shows build:data's own lines ("data/case-studies/x.yaml: title: ...").
 */
export const refuseInvalidEntry: PreSave = async ({ entry }) => {
  const response = await fetch(CHECK_ENTRY_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      collection: entry.get('collection') as string,
      path: entry.get('newRecord') ? undefined : (entry.get('path') as string),
      data: (entry.get('data') as { toJS(): unknown }).toJS(),
    }),
  })
  const { errors } = (await response.json()) as { errors: string[] }
  if (errors.length > 0) throw new Error(`build:data would refuse this entry:\n${errors.join('\n')}`)
}
