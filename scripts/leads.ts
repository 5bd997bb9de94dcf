/**
 * `npm run leads`: the operator's view of the outbox (DATA_DIR, default ./var).
 *
 *   npm run leads                        the health summary, then every lead, newest first
 *   npm run leads -- list <status>       only pending, delivered or failed leads
 *   npm run leads -- show <id>           one lead in full, with every attempt
 *   npm run leads -- resend <id> [...]   tries a failed (or waiting) lead again, now
 *   npm run leads -- delete <id> [...]   deletes a lead (a person asked us to erase their data)
 *
 * An id may be shortened to any prefix no other id shares. While the server runs, commands go
 * through its control socket (it holds the outbox); otherwise the outbox is opened here, and a
 * re-send uses the TELEGRAM_* settings of this shell. Whatever a visitor typed is printed with its
 * control characters escaped, so a lead cannot drive the operator's terminal.
 */
import { LEAD_STATUSES, type Lead, type LeadStatus } from '../relay/leadStore'
import { summaryLine, type HealthReport } from '../relay/upkeep'
import { terminalSafe } from '@/lib/text'
import { serverConfigFromEnv } from './server/config'
import { silentLogger } from './server/log'
import { askServer } from './server/outbox/control'
import { operatorCommands, type LeadDetails, type OperatorCommands } from './server/outbox/operator'
import { openOutbox } from './server/outbox/outbox'

const config = serverConfigFromEnv(process.env)
const [command = 'list', ...args] = process.argv.slice(2)

/** The commands, run by the server when it runs, otherwise here on the outbox opened for the moment. */
async function withCommands<T>(use: (commands: OperatorCommands) => Promise<T>): Promise<T> {
  const viaServer: OperatorCommands = {
    summary: () => ask('GET', '/summary'),
    list: (status) => ask('GET', `/leads${status ? `?status=${status}` : ''}`),
    show: (id) => ask('GET', `/leads/${encodeURIComponent(id)}`),
    resend: (id) => ask('POST', `/leads/${encodeURIComponent(id)}/resend`),
    remove: (id) => ask('DELETE', `/leads/${encodeURIComponent(id)}`),
  }
  if ((await askServer(config.dataDir, 'GET', '/summary')) !== undefined) return use(viaServer)
  const outbox = await openOutbox({
    dataDir: config.dataDir,
    settings: config.relay,
    // Taking leads and deleting old ones is the server's work, which needs the build's facts.
    site: () => {
      throw new Error('npm run leads takes no leads and deletes none by itself.')
    },
    log: silentLogger,
  })
  try {
    return await use(operatorCommands(outbox))
  } finally {
    await outbox.close()
  }
}

async function ask<T>(method: 'GET' | 'POST' | 'DELETE', urlPath: string): Promise<T> {
  const answer = await askServer(config.dataDir, method, urlPath)
  if (!answer) throw new Error('The server stopped while the command ran: run it again.')
  if (answer.status !== 200) throw new Error((answer.body as { error: string }).error)
  return answer.body as T
}

const time = (ms: number | undefined) =>
  ms === undefined ? '' : new Date(ms).toISOString().replace('T', ' ').slice(0, 16)

function row(lead: Lead): string {
  const note =
    lead.status === 'delivered'
      ? `delivered ${time(lead.deliveredAt)}`
      : lead.status === 'pending'
        ? `next try ${time(lead.nextAttemptAt)}${lead.lastError ? `; last: ${lead.lastError}` : ''}`
        : `refused by Telegram: ${lead.lastStatus ?? ''} ${lead.lastError ?? ''}`.trim()
  return terminalSafe(
    [
      lead.id,
      lead.status.padEnd(9),
      time(lead.receivedAt),
      `${lead.attempts} tries`.padEnd(9),
      `${lead.submission.company} <${lead.submission.email}>`,
      note,
    ].join('  '),
  )
}

async function list(commands: OperatorCommands, status?: string) {
  if (status && !LEAD_STATUSES.includes(status as LeadStatus))
    throw new Error(`Unknown status "${status}": use ${LEAD_STATUSES.join(', ')}.`)
  const report: HealthReport = await commands.summary()
  console.log(`${config.dataDir}: ${summaryLine(report)}`)
  for (const lead of await commands.list(status as LeadStatus | undefined)) console.log(row(lead))
}

async function show(commands: OperatorCommands, id: string | undefined) {
  const details: LeadDetails = await commands.show(id ?? '')
  console.log(terminalSafe(JSON.stringify(details, null, 2), { keepLineBreaks: true }))
}

async function each(ids: string[], verb: string, run: (id: string) => Promise<void>) {
  if (ids.length === 0) throw new Error(`Name the lead(s) to ${verb}: npm run leads -- ${verb} <id>`)
  for (const id of ids) await run(id)
}

try {
  await withCommands(async (commands) => {
    if (command === 'list') await list(commands, args[0])
    else if (command === 'show') await show(commands, args[0])
    else if (command === 'resend')
      await each(args, 'resend', async (id) => {
        const lead = await commands.resend(id)
        console.log(row(lead))
        if (lead.status !== 'delivered') process.exitCode = 1
      })
    else if (command === 'delete')
      await each(args, 'delete', async (id) => console.log(`deleted ${await commands.remove(id)}`))
    else throw new Error(`Unknown command "${command}": use list, show, resend or delete.`)
  })
} catch (error) {
  console.error(terminalSafe((error as Error).message))
  process.exitCode = 1
}
