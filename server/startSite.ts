/** Puts the production server together from its configuration: site, outbox, relay, health, control. */
import type http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ServerConfig } from './config'
import { createContactRelay } from './contactRelay'
import { createServer } from './createServer'
import { createLeadsHandler } from './leadsHandler'
import { healthAnswer } from './front/requestFront'
import type { Logger } from './log'
import { startControlSocket } from './outbox/control'
import { operatorCommands } from './outbox/operator'
import { openOutbox, type Outbox, type OutboxOptions } from './outbox/outbox'
import type { SiteSource } from './siteBuild'

export interface RunningSite {
  url: string
  server: http.Server
  outbox: Outbox
  /** Stops accepting, lets attempts in flight end, and closes the outbox. */
  close(): Promise<void>
}

/** Thrown when the address cannot be listened on: the message says which and what to do. */
export class ListenError extends Error {}

function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new ListenError(
          error.code === 'EADDRINUSE'
            ? `Port ${port} on ${host} is in use: stop what uses it, or set PORT to a free port.`
            : `Cannot listen on ${host}:${port} (${error.message}): check HOST and PORT.`,
        ),
      ),
    )
    server.listen(port, host, resolve)
  })
}

export async function startSite(
  config: ServerConfig,
  site: SiteSource,
  log: Logger,
  outboxOptions: Partial<OutboxOptions> = {},
): Promise<RunningSite> {
  const { relay: settings } = config
  const outbox = await openOutbox({
    dataDir: config.dataDir,
    settings,
    site: () => site.current().manifest,
    log,
    ...outboxOptions,
  })
  const { relay, courier } = outbox
  const server = createServer({
    site,
    contact: createContactRelay(relay),
    health: async (_req, res) => {
      const { status, headers, body } = healthAnswer(await relay.health())
      res.writeHead(status, headers).end(body)
    },
    leads: createLeadsHandler(outbox, config.leads, () => site.current().manifest, outboxOptions.now),
    log,
  })
  let control: http.Server | undefined
  try {
    control = await startControlSocket(config.dataDir, operatorCommands(outbox, outboxOptions.now))
    await listen(server, config.port, config.host)
  } catch (error) {
    control?.close()
    await outbox.close()
    throw error
  }
  courier.start()
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${config.host}:${port}`,
    server,
    outbox,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      control?.close()
      await outbox.close()
    },
  }
}
