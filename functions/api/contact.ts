/**
 * Cloudflare Pages Function: POST /api/contact for a static deployment of dist/client (README,
 * "Static hosting"). Bind the TELEGRAM_* variables as secrets and, for a durable outbox, a KV
 * namespace as LEADS.
 */
import site from '../../generated/site.json'
import { handleEdgeContact, type EdgeContext, type EdgeEnv } from '../../src/features/contact/relay/edgeRelay'

export function onRequestPost(context: EdgeContext & { request: Request; env: EdgeEnv }): Promise<Response> {
  return handleEdgeContact(context.request, context.env, context, {
    fetch: (input, init) => fetch(input, init),
    now: Date.now,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    brand: site.brand,
    log: (event, fields) => console.log(JSON.stringify({ event, ...fields })),
  })
}
