/** /admin/leads on the Node server: node:http around the leads page (server/front/leadsAdmin.ts). */
import type http from 'node:http'
import { LeadQueries } from '../relay/leadQueries'
import { header, readBody } from './contactRelay'
import type { ServerConfig } from './config'
import type { BuildManifest } from './siteBuild'
import { answerLeads } from './front/leadsAdmin'
import type { Outbox } from './outbox/outbox'
import { operatorCommands } from './outbox/operator'

/** A sign-in or a confirmation is a few hundred bytes. */
const FORM_MAX_BYTES = 4096

export function createLeadsHandler(
  outbox: Outbox,
  config: ServerConfig['leads'],
  /** The build served now: its retention period and chart script. */
  build: () => Pick<BuildManifest, 'leadRetentionDays' | 'leadsCharts'>,
  now: () => number = Date.now,
): (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void> {
  const queries = new LeadQueries(outbox.database.sql)
  const commands = operatorCommands(outbox, now)
  return async (req, res) => {
    const host = header(req, 'host') ?? 'localhost'
    // This server speaks plain HTTP: TLS, if any, ends at a proxy in front of it.
    const url = new URL(req.url ?? '/', `http://${host}`)
    const { leadRetentionDays, leadsCharts } = build()
    const answer = await answerLeads(
      {
        method: req.method ?? 'GET',
        url,
        header: (name) => header(req, name),
        readForm: async () => new URLSearchParams(await readBody(req, FORM_MAX_BYTES)),
      },
      {
        queries,
        resend: async (id) => void (await commands.resend(id)),
        retentionDays: leadRetentionDays,
        ...(leadsCharts ? { chartScript: leadsCharts } : {}),
        now,
        sessionSecret: config?.sessionSecret,
        signIn: { kind: 'password', passwordHash: config?.passwordHash },
      },
    )
    res
      .writeHead(answer.status, answer.headers)
      .end(req.method === 'HEAD' ? undefined : (answer.body ?? undefined))
  }
}
