/**
 * The edge Worker (worker/index.ts) in-process, over an in-memory D1 (d1Shim) and a stand-in for the
 * ASSETS binding, as Cloudflare runs it at https://bandera.example: requests, posts from the site's
 * own page, the cron, and the rows of its outbox.
 */
import worker, { type WorkerEnv } from '../../worker/index'
import { d1Shim } from './d1Shim'
import { TEST_TOKEN } from './relayStack'

export const EDGE_SITE = 'https://bandera.example'

export function edgeWorker(telegramUrl: string, vars: Record<string, string> = {}) {
  const db = d1Shim()
  const assetRequests: string[] = []
  const env: WorkerEnv = {
    ASSETS: {
      fetch: async (request: Request) => {
        assetRequests.push(new URL(request.url).pathname)
        return new Response('<!doctype html><title>Page Not Found</title>', {
          headers: { 'Content-Type': 'text/html; charset=utf-8', 'X-Frame-Options': 'DENY' },
        })
      },
    },
    LEADS_DB: db,
    TELEGRAM_BOT_TOKEN: TEST_TOKEN,
    TELEGRAM_CHAT_ID: '-1001',
    TELEGRAM_API_BASE: telegramUrl,
    RETRY_BASE_MS: '100',
    ...vars,
  }
  const background: Promise<unknown>[] = []
  const context = { waitUntil: (promise: Promise<unknown>) => void background.push(promise) }
  const settle = async () => {
    while (background.length > 0) await Promise.all(background.splice(0))
  }
  return {
    db,
    env,
    assetRequests,
    background,
    fetch: (path: string, init: RequestInit = {}) =>
      worker.fetch(new Request(`${EDGE_SITE}${path}`, init), env, context),
    /** POSTs a lead as the site's own page would, from `address`. */
    async post(body: unknown, { address = '203.0.113.9', headers = {} as Record<string, string> } = {}) {
      const response = await worker.fetch(
        new Request(`${EDGE_SITE}/api/contact`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Origin: EDGE_SITE,
            'CF-Connecting-IP': address,
            ...headers,
          },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
        env,
        context,
      )
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    },
    async cron() {
      await worker.scheduled({}, env, context)
      await settle()
    },
    settle,
    leads: () =>
      db.sqlite.prepare('SELECT id, status, attempts FROM leads').all() as { id: string; status: string }[],
  }
}
