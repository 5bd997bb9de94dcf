/**
 * `npm run leads`: the operator's view of the outbox (DATA_DIR, default ./var).
 *
 *   npm run leads                        every lead, newest first, with counts by status
 *   npm run leads -- list <status>       only pending, delivered, failed or refused leads
 *   npm run leads -- show <id>           one lead in full
 *   npm run leads -- resend <id> [...]   tries a failed or refused lead again, now
 *
 * While the server runs, commands go through its control socket (it owns the outbox); otherwise the
 * outbox is opened here, and a re-send uses the TELEGRAM_* settings of this shell.
 */
import { serverConfigFromEnv } from './server/config'
import { silentLogger } from './server/log'
import { askServer, resendLead } from './server/outbox/control'
import { Courier } from './server/outbox/courier'
import { OutboxBusyError } from './server/outbox/lock'
import { Outbox } from './server/outbox/outbox'
import type { LeadState, LeadStatus } from './server/outbox/records'
import { isTelegramConfigured, sendMessage } from '@/features/contact/relay/telegram'

const STATUSES: LeadStatus[] = ['pending', 'delivered', 'failed', 'refused']
const config = serverConfigFromEnv(process.env)
const [command = 'list', ...args] = process.argv.slice(2)

function withOutbox<T>(use: (outbox: Outbox) => Promise<T>): Promise<T> {
  let outbox: Outbox
  try {
    outbox = Outbox.open({ dataDir: config.dataDir, log: silentLogger, retentionDays: config.retentionDays })
  } catch (error) {
    if (error instanceof OutboxBusyError)
      throw new Error(`${error.message} It is starting or stopping: try again in a moment.`)
    throw error
  }
  return use(outbox).finally(() => outbox.close())
}

async function allLeads(): Promise<LeadState[]> {
  const answer = await askServer(config.dataDir, 'GET', '/leads')
  if (answer) return answer.body as LeadState[]
  return withOutbox(async (outbox) => outbox.all())
}

function row(state: LeadState): string {
  const { lead } = state
  const when = lead.receivedAt.replace('T', ' ').slice(0, 16)
  const note =
    state.status === 'delivered'
      ? `delivered ${state.deliveredAt?.replace('T', ' ').slice(0, 16)}`
      : state.status === 'refused'
        ? `refused: ${state.refusedFor}`
        : state.status === 'pending'
          ? `next try ${state.nextAttemptAt.replace('T', ' ').slice(0, 19)}${state.lastError ? `; last: ${state.lastError}` : ''}`
          : `last: ${state.lastStatus ?? ''} ${state.lastError ?? ''}`.trim()
  return [
    lead.id,
    state.status.padEnd(9),
    when,
    `${state.attempts} tries`.padEnd(9),
    `${lead.submission.company} <${lead.submission.email}>`,
    note,
  ].join('  ')
}

async function list(status?: string) {
  if (status && !STATUSES.includes(status as LeadStatus))
    throw new Error(`Unknown status "${status}": use ${STATUSES.join(', ')}.`)
  const leads = await allLeads()
  const counts = STATUSES.map((name) => `${leads.filter((state) => state.status === name).length} ${name}`)
  console.log(`${leads.length} leads in ${config.dataDir}: ${counts.join(', ')}`)
  for (const state of leads.filter((state) => !status || state.status === status).reverse())
    console.log(row(state))
}

async function show(id: string | undefined) {
  const state = (await allLeads()).find((candidate) => candidate.lead.id === id)
  if (!state) throw new Error(`No lead with id ${id}. \`npm run leads\` lists them.`)
  console.log(JSON.stringify(state, null, 2))
}

async function resend(ids: string[]) {
  if (ids.length === 0) throw new Error('Name the lead(s) to re-send: npm run leads -- resend <id>')
  for (const id of ids) {
    const answer = await askServer(config.dataDir, 'POST', `/leads/${encodeURIComponent(id)}/resend`)
    let state: LeadState | undefined
    if (answer) {
      if (answer.status !== 200) throw new Error((answer.body as { error: string }).error)
      state = answer.body as LeadState
    } else {
      if (!isTelegramConfigured(config.telegram))
        throw new Error(
          'TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID must be set here to re-send without the server.',
        )
      state = await withOutbox(async (outbox) => {
        const courier = new Courier({
          outbox,
          send: (text) => sendMessage(config.telegram, text),
          retry: config.retry,
          concurrency: 1,
          log: silentLogger,
        })
        const result = await resendLead(outbox, courier, id)
        await courier.stop()
        return result
      })
    }
    if (!state) throw new Error(`No lead with id ${id}.`)
    console.log(row(state))
    if (state.status !== 'delivered') process.exitCode = 1
  }
}

try {
  if (command === 'list') await list(args[0])
  else if (command === 'show') await show(args[0])
  else if (command === 'resend') await resend(args)
  else throw new Error(`Unknown command "${command}": use list, show or resend.`)
} catch (error) {
  console.error((error as Error).message)
  process.exitCode = 1
}
