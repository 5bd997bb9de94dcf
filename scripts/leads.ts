/**
 * `npm run leads`: the operator's view of the outbox (DATA_DIR, default ./var).
 *
 *   npm run leads                        the health summary, then every lead, newest first
 *   npm run leads -- list <status>       only pending, delivered or failed leads
 *   npm run leads -- show <id>           one lead in full, with every attempt
 *   npm run leads -- resend <id> [...]   tries a failed (or waiting) lead again, now
 *   npm run leads -- delete <id> [...]   deletes a lead (a person asked us to erase their data)
 *   npm run leads -- backup <file>       a consistent copy of the outbox, also while the server runs
 *   npm run leads -- restore <file>      puts a backup in place of the outbox (the server stopped)
 *   npm run leads -- sources [days]      leads by source / medium / campaign and by landing page
 *   npm run leads -- password            the hash of the password read from stdin, for
 *                                        LEADS_OPERATOR_PASSWORD_HASH (the leads page, docs/leads.md)
 *
 * With --remote, the deployed D1 outbox is read instead, through `wrangler d1 execute --remote`
 * (CLOUDFLARE_API_TOKEN with the D1 Read permission and CLOUDFLARE_ACCOUNT_ID from this shell):
 *
 *   npm run leads -- --remote [list <status>]   the deployed outbox's summary and leads
 *   npm run leads -- --remote show <id>         one of its leads in full
 *   npm run leads -- --remote sources [days]    its leads by source / medium / campaign and page
 *
 * Erasure and re-sends of deployed leads are done on the leads page, which logs who did them.
 *
 * An id may be shortened to any prefix no other id shares. While the server runs, commands go
 * through its control socket (it holds the outbox); otherwise the outbox is opened here, and a
 * re-send uses the TELEGRAM_* settings of this shell. Whatever a visitor typed is printed with its
 * control characters escaped, so a lead cannot drive the operator's terminal.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { LEAD_STATUSES, LeadStore, type Lead, type LeadStatus } from '../relay/leadStore'
import { healthReport, summaryLine, type HealthReport } from '../relay/upkeep'
import { terminalSafe } from '@/lib/text'
import { serverConfigFromEnv } from '../server/config'
import { hashPassword } from '../server/front/leadsSession'
import { silentLogger } from '../server/log'
import { restoreOutbox, type OutboxCopy } from '../server/outbox/backup'
import { readWranglerConfig, WRANGLER_CONFIG } from '../server/edge/wranglerConfig'
import { askServer } from '../server/outbox/control'
import {
  operatorCommands,
  readCommands,
  type LeadDetails,
  type OperatorCommands,
  type ReadCommands,
} from '../server/outbox/operator'
import { openOutbox } from '../server/outbox/outbox'
import { remoteD1Database, RemoteOutboxError } from '../server/outbox/remoteD1'
import { formatSourceReport, parseDays, sourceReport } from '../server/outbox/sourceReport'

const config = serverConfigFromEnv(process.env)
const remote = process.argv.includes('--remote')
const [command = 'list', ...args] = process.argv.slice(2).filter((arg) => arg !== '--remote')
/** The deployed outbox's binding in wrangler.jsonc. */
const LEADS_BINDING = 'LEADS_DB'
const REMOTE_COMMANDS = ['list', 'show', 'sources']

/** The commands, run by the server when it runs, otherwise here on the outbox opened for the moment. */
async function withCommands<T>(use: (commands: OperatorCommands) => Promise<T>): Promise<T> {
  const viaServer: OperatorCommands = {
    summary: () => ask('GET', '/summary'),
    list: (status) => ask('GET', `/leads${status ? `?status=${status}` : ''}`),
    show: (id) => ask('GET', `/leads/${encodeURIComponent(id)}`),
    resend: (id) => ask('POST', `/leads/${encodeURIComponent(id)}/resend`),
    remove: (id) => ask('DELETE', `/leads/${encodeURIComponent(id)}`),
    backup: (file) => ask('POST', `/backup?to=${encodeURIComponent(file)}`),
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

/** The deployed D1 outbox, named as wrangler.jsonc names it, read through wrangler. */
async function remoteOutbox(): Promise<{ commands: ReadCommands; place: string }> {
  const databaseName = readWranglerConfig(WRANGLER_CONFIG).d1_databases?.find(
    (db) => db.binding === LEADS_BINDING,
  )?.database_name
  if (!databaseName) throw new Error(`wrangler.jsonc names no D1 database for the binding ${LEADS_BINDING}.`)
  const store = new LeadStore(remoteD1Database({ databaseName, binding: LEADS_BINDING, env: process.env }))
  const summary = async () => {
    // The Worker's Telegram settings are not known here: only the outbox's counts are read.
    const report = await healthReport(store, Date.now(), config.relay.stuckAfterMs, false)
    if (report.body.status === 'unavailable')
      throw new RemoteOutboxError((report.body.error ?? '').replace(/^\w*Error: /, ''))
    return report
  }
  return { commands: readCommands(store, summary), place: `D1 ${databaseName} (deployed)` }
}

async function ask<T>(method: 'GET' | 'POST' | 'DELETE', urlPath: string): Promise<T> {
  const answer = await askServer(config.dataDir, method, urlPath)
  if (!answer) throw new Error('The server stopped while the command ran: run it again.')
  if (answer.status !== 200) throw new Error((answer.body as { error: string }).error)
  return answer.body as T
}

const time = (ms: number | undefined) =>
  ms === undefined ? '' : new Date(ms).toISOString().replace('T', ' ').slice(0, 16)

/** Where a lead came from, in one short column: campaign (or referrer) and landing page. */
function sourceNote(lead: Lead): string {
  const { source } = lead
  if (!source) return 'source not recorded'
  const campaign = [source.utm_source, source.utm_medium, source.utm_campaign].filter(Boolean).join('/')
  const from = campaign || source.referrer || 'direct'
  return `from ${from}${source.landingPage ? ` via ${source.landingPage}` : ''}${source.page ? `, sent on ${source.page}` : ''}`
}

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
      sourceNote(lead),
    ].join('  '),
  )
}

async function list(commands: ReadCommands, status?: string, place = config.dataDir) {
  if (status && !LEAD_STATUSES.includes(status as LeadStatus))
    throw new Error(`Unknown status "${status}": use ${LEAD_STATUSES.join(', ')}.`)
  // Asked together: the deployed outbox answers both in one wrangler call.
  const [report, leads]: [HealthReport, Lead[]] = await Promise.all([
    commands.summary(),
    commands.list(status as LeadStatus | undefined),
  ])
  console.log(`${place}: ${summaryLine(report, { telegram: !remote })}`)
  for (const lead of leads) console.log(row(lead))
}

async function show(commands: ReadCommands, id: string | undefined) {
  const details: LeadDetails = await commands.show(id ?? '')
  console.log(terminalSafe(JSON.stringify(details, null, 2), { keepLineBreaks: true }))
}

const counted = ({ leads }: OutboxCopy) =>
  `${leads.pending + leads.delivered + leads.failed} leads (${leads.pending} pending, ` +
  `${leads.delivered} delivered, ${leads.failed} failed)`

async function backup(commands: OperatorCommands, file: string | undefined) {
  if (!file) throw new Error('Name the file to write: npm run leads -- backup <file>')
  const copy = await commands.backup(path.resolve(file))
  console.log(`Backed up ${counted(copy)} to ${copy.file} (${Math.ceil(copy.bytes / 1024)} KiB).`)
}

/** Only with the server stopped: it holds the outbox, and would go on writing the one replaced. */
async function restore(file: string | undefined) {
  if (!file) throw new Error('Name the backup to restore: npm run leads -- restore <file>')
  if ((await askServer(config.dataDir, 'GET', '/summary')) !== undefined)
    throw new Error('The server is running on this DATA_DIR: stop it, run the restore, then start it again.')
  const restored = await restoreOutbox(config.dataDir, file)
  console.log(`Restored ${counted(restored)} from ${path.resolve(file)} into ${restored.file}.`)
  if (restored.replacedAs)
    console.log(
      `The outbox it replaced is kept as ${restored.replacedAs} (with its log, if it had one): ` +
        'delete it once you no longer need it, it holds what visitors typed.',
    )
}

async function each(ids: string[], verb: string, run: (id: string) => Promise<void>) {
  if (ids.length === 0) throw new Error(`Name the lead(s) to ${verb}: npm run leads -- ${verb} <id>`)
  for (const id of ids) await run(id)
}

/** The password comes on stdin, never as an argument a shell history or `ps` would keep. */
async function password() {
  const text = readFileSync(0, 'utf8').replace(/\r?\n$/, '')
  if (text.length < 12) throw new Error('Give a password of at least 12 characters on stdin (docs/leads.md).')
  console.log(await hashPassword(text))
}

async function sources(commands: ReadCommands, days: string | undefined) {
  console.log(
    terminalSafe(formatSourceReport(sourceReport(await commands.list(), Date.now(), parseDays(days))), {
      keepLineBreaks: true,
    }),
  )
}

/** `--remote`: the deployed outbox, read only. */
async function readRemote() {
  if (!REMOTE_COMMANDS.includes(command)) {
    const instead =
      command === 'resend' || command === 'delete'
        ? `${command} a deployed lead on the leads page (/admin/leads on the site), which logs who did it.`
        : command === 'backup'
          ? 'a copy of the deployed outbox is `npx wrangler d1 export <database> --remote --output <file>`.'
          : `"${command}" is not one of them.`
    throw new Error(`--remote reads the deployed outbox (${REMOTE_COMMANDS.join(', ')}): ${instead}`)
  }
  const { commands, place } = await remoteOutbox()
  if (command === 'list') await list(commands, args[0], place)
  else if (command === 'show') await show(commands, args[0])
  else await sources(commands, args[0])
}

try {
  if (remote) await readRemote()
  else if (command === 'restore') await restore(args[0])
  else if (command === 'password') await password()
  else
    await withCommands(async (commands) => {
      if (command === 'list') await list(commands, args[0])
      else if (command === 'show') await show(commands, args[0])
      else if (command === 'resend')
        await each(args, 'resend', async (id) => {
          const lead = await commands.resend(id)
          console.log(row(lead))
          if (lead.status !== 'delivered') process.exitCode = 1
        })
      else if (command === 'sources') await sources(commands, args[0])
      else if (command === 'delete')
        await each(args, 'delete', async (id) => console.log(`deleted ${await commands.remove(id)}`))
      else if (command === 'backup') await backup(commands, args[0])
      else
        throw new Error(
          `Unknown command "${command}": use list, show, resend, delete, sources, backup, restore or password.`,
        )
    })
} catch (error) {
  console.error(terminalSafe((error as Error).message))
  process.exitCode = 1
}
