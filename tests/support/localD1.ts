/**
 * The local D1 database of a wrangler.jsonc binding, kept where `wrangler ... --local --persist-to
 * <state>` keeps it, opened through Miniflare's public API as the edge runner opens it.
 */
import { Miniflare } from 'miniflare'
import type { D1Database } from '../../relay/d1Database'
import { d1PersistRoot } from '../../server/edge/localD1'

export async function openLocalD1(
  state: string,
  binding = 'LEADS_DB',
): Promise<{ db: D1Database; dispose(): Promise<void> }> {
  const miniflare = new Miniflare({
    cf: false,
    enableDevRegistry: false,
    resourcePersistencePath: d1PersistRoot(state),
    workers: [
      {
        config: {
          name: 'local-d1',
          compatibilityDate: '2026-05-01',
          manifest: {
            mainModule: 'index.mjs',
            modules: {
              'index.mjs': { type: 'esm', contents: 'export default { fetch: () => new Response() }' },
            },
          },
          // wrangler's local id of a database without database_id: its binding (localD1Id).
          env: { [binding]: { type: 'd1', id: binding } },
        },
      },
    ],
  })
  const db = (await miniflare.getD1Database(binding)) as unknown as D1Database
  return { db, dispose: () => miniflare.dispose() }
}
