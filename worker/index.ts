/**
 * The site on Cloudflare's edge (Workers with static assets, wrangler.jsonc): the assets of
 * dist/client are served without the Worker; it runs for POST /api/contact and GET /healthz, for
 * addresses no asset matches (the not-found page, unknown case studies and articles sent to their
 * lists), for the editor's GitHub sign-in (worker/cmsAuth.ts), and on the cron trigger, which
 * retries due leads and keeps the retention period. Where a request goes, and the answers that do
 * not depend on the host, are the request front's, as on the Node server (server/front/). The lead
 * path is the Node server's relay (relay/relay.ts) over D1, with the same migrations.
 */
import { readStreamWithin } from '../relay/contactHttp'
import { logLine, type Logger } from '../relay/log'
import { createRelay, type Relay } from '../relay/relay'
import { relaySettingsFromEnv } from '../relay/settings'
import { whatToCheck, type Refusal } from '../relay/telegram'
import site from '../generated/site.json'
import {
  healthAnswer,
  misconfiguredContactAnswer,
  misconfiguredHealthAnswer,
  missingFile,
  NOT_FOUND_HEADERS,
  routeRequest,
  type FrontAnswer,
} from '../server/front/requestFront'
import { ANSWER_HEADERS } from '../server/front/securityHeaders'
import { cmsAuth, d1SignInStates } from './cmsAuth'
import { leadsSignIn } from './leadsSignIn'
import { answerLeads } from '../server/front/leadsAdmin'
import { CHART_SCRIPT_FILE, type ChartScript } from '../server/front/leadsPage'
import { LeadQueries } from '../relay/leadQueries'
import { d1Database } from '../relay/d1Database'

/**
 * What the Worker is given: the bindings of wrangler.jsonc, typed as `wrangler types` writes them
 * (`Env`, worker/env.d.ts), and the variables and secrets an operator sets (docs/hosting.md), read by
 * name.
 */
export type WorkerEnv = Env & Record<string, unknown>

/** The part of the runtime's ExecutionContext the Worker uses (the same in Node's tests). */
interface ExecutionContext {
  waitUntil(promise: Promise<unknown>): void
}

/**
 * The site's security headers, from the source the build's _headers takes them from, for the answers
 * the Worker makes itself (the assets get theirs from _headers).
 */
const SITE_HEADERS = Object.entries(ANSWER_HEADERS)

/** Adds each of the site's headers the response does not set itself (the sign-in page has its own CSP). */
function withSiteHeaders(response: Response): Response {
  for (const [name, value] of SITE_HEADERS) if (!response.headers.has(name)) response.headers.set(name, value)
  return response
}

/** How long one cron run keeps delivering due leads. */
const CRON_BUDGET_MS = 20_000

const log: Logger = (level, event, fields) => {
  const line = logLine(level, event, fields)
  if (level === 'error') console.error(line)
  else console.log(line)
}

/** What an operator does about a lead on the edge (docs/leads-outbox.md, "Leads on the edge"). */
const operatorHint = (id: string, refusal?: Refusal) =>
  refusal === 'message'
    ? `${whatToCheck(refusal)}: npx wrangler d1 execute LEADS_DB --remote --command ` +
      `"SELECT * FROM leads WHERE id = '${id}'"`
    : `${whatToCheck(refusal)} (the Worker's secrets), then re-send it: npx wrangler d1 execute ` +
      `LEADS_DB --remote --command "UPDATE leads SET status = 'pending', next_attempt_at = 0, ` +
      `backoff_from = attempts WHERE id = '${id}'"`

function variables(env: WorkerEnv): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}

/** The relay over this Worker's D1 and variables; `context` keeps a slow attempt going after the answer. */
function relayFor(env: WorkerEnv, context?: ExecutionContext): Relay {
  return createRelay({
    database: d1Database(env.LEADS_DB),
    settings: relaySettingsFromEnv(variables(env)),
    site: () => site,
    log,
    now: Date.now,
    operatorHint,
    ...(context ? { keepAlive: (work: Promise<unknown>) => context.waitUntil(work) } : {}),
  })
}

/** An answer of the request front (server/front/requestFront.ts) as a Response. */
const toResponse = ({ status, headers, body }: FrontAnswer) => new Response(body, { status, headers })

async function contact(request: Request, env: WorkerEnv, context: ExecutionContext): Promise<Response> {
  let relay: Relay
  try {
    relay = relayFor(env, context)
  } catch (error) {
    log('error', 'relay.misconfigured', { error: String(error) })
    return toResponse(misconfiguredContactAnswer())
  }
  const header = (name: string) => request.headers.get(name) ?? undefined
  const url = new URL(request.url)
  return toResponse(
    await relay.contact({
      method: request.method,
      header,
      scheme: url.protocol === 'https:' ? 'https' : 'http',
      host: url.host,
      connection: header('cf-connecting-ip') ?? 'unknown',
      readBody: (maxBytes) => readStreamWithin(request.body, maxBytes),
    }),
  )
}

let chartScript: ChartScript | undefined

/** The build's chart script for the leads page, as the build wrote it beside the assets (read once). */
async function chartScriptOf(env: WorkerEnv, request: Request): Promise<ChartScript | undefined> {
  if (!chartScript) {
    const answer = await env.ASSETS.fetch(new Request(new URL(CHART_SCRIPT_FILE, request.url)))
    if (answer.ok) chartScript = (await answer.json()) as ChartScript
  }
  return chartScript
}

/** /admin/leads: the leads page over D1, behind the GitHub sign-in (worker/leadsSignIn.ts). */
async function leads(request: Request, env: WorkerEnv, context: ExecutionContext): Promise<Response> {
  const signIn = await leadsSignIn(request, variables(env), { states: d1SignInStates(env.LEADS_DB) })
  if (signIn) return signIn
  const database = d1Database(env.LEADS_DB)
  return toResponse(
    await answerLeads(
      {
        method: request.method,
        url: new URL(request.url),
        header: (name) => request.headers.get(name) ?? undefined,
        readForm: async () => new URLSearchParams(await readStreamWithin(request.body, 4096)),
      },
      {
        queries: new LeadQueries(database),
        resend: async (id) => {
          const relay = relayFor(env, context)
          if (!relay.dispatcher.configured)
            throw new Error(
              'TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID are not set: the lead waits until they are.',
            )
          await relay.store.requeue(id, Date.now())
          context.waitUntil(relay.dispatcher.attempt(id))
        },
        retentionDays: site.leadRetentionDays,
        now: Date.now,
        sessionSecret: typeof env.LEADS_SESSION_SECRET === 'string' ? env.LEADS_SESSION_SECRET : undefined,
        signIn: { kind: 'github' },
        chartScript: await chartScriptOf(env, request),
      },
    ),
  )
}

async function health(env: WorkerEnv): Promise<Response> {
  try {
    return toResponse(healthAnswer(await relayFor(env).health()))
  } catch (error) {
    return toResponse(misconfiguredHealthAnswer(error))
  }
}

/** The build's not-found page, status 404 (Cloudflare serves it as /404). */
async function notFound(request: Request, env: WorkerEnv): Promise<Response> {
  const page = await env.ASSETS.fetch(new Request(new URL('/404', request.url), { headers: request.headers }))
  const headers = new Headers(page.headers)
  for (const [name, value] of Object.entries(NOT_FOUND_HEADERS)) headers.set(name, value)
  return new Response(request.method === 'HEAD' ? null : page.body, { status: 404, headers })
}

/**
 * What reaches the Worker: the relay's addresses (run_worker_first), and addresses no asset
 * matches, whose moved pages _redirects has already answered.
 */
async function answer(request: Request, env: WorkerEnv, context: ExecutionContext): Promise<Response> {
  const url = new URL(request.url)
  const route = routeRequest({
    method: request.method,
    target: url.pathname + url.search,
    range: request.headers.get('range') ?? undefined,
  })
  switch (route.to) {
    case 'answer':
      return toResponse(route.answer)
    case 'contact':
      return contact(request, env, context)
    case 'health':
      return health(env)
    case 'leads':
      return leads(request, env, context)
    case 'not-found':
      return notFound(request, env)
  }
  const signIn =
    (await cmsAuth(request, variables(env), { states: d1SignInStates(env.LEADS_DB) })) ??
    (await leadsSignIn(request, variables(env), { states: d1SignInStates(env.LEADS_DB) }))
  if (signIn) return signIn
  const missing = missingFile(route)
  return missing.to === 'answer' ? toResponse(missing.answer) : notFound(request, env)
}

async function cron(env: WorkerEnv): Promise<void> {
  const relay = relayFor(env)
  const started = Date.now()
  while (Date.now() - started < CRON_BUDGET_MS && (await relay.dispatcher.deliverDue()) > 0) {
    // the next round takes the leads that came due meanwhile
  }
  await relay.upkeep()
  await d1SignInStates(env.LEADS_DB).forgetExpired(Date.now())
}

export default {
  async fetch(request: Request, env: WorkerEnv, context: ExecutionContext): Promise<Response> {
    return withSiteHeaders(await answer(request, env, context))
  },
  async scheduled(_controller: unknown, env: WorkerEnv, context: ExecutionContext): Promise<void> {
    context.waitUntil(
      cron(env).catch((error: unknown) => log('error', 'cron.failed', { error: String(error) })),
    )
  },
}
