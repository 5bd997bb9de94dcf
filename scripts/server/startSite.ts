/** Puts the production server together from its configuration: site, relay, outbox, courier. */
import type http from 'node:http'
import type { AddressInfo } from 'node:net'
import { RateLimiter } from '@/features/contact/relay/rateLimiter'
import { isTelegramConfigured, sendMessage } from '@/features/contact/relay/telegram'
import type { ServerConfig } from './config'
import { createContactRelay } from './contactRelay'
import { createServer } from './createServer'
import type { Logger } from './log'
import { startControlSocket } from './outbox/control'
import { Courier } from './outbox/courier'
import { Outbox } from './outbox/outbox'
import type { SiteSource } from './siteBuild'

export interface RunningSite {
  url: string
  server: http.Server
  outbox: Outbox
  courier: Courier
  /** Stops accepting, lets attempts in flight end, and releases the outbox. */
  close(): Promise<void>
}

/** The visitor's address: the socket's, or the one a trusted proxy put in X-Forwarded-For. */
function clientAddressOf(trustProxyHops: number): (req: http.IncomingMessage) => string {
  return (req) => {
    const socket = req.socket.remoteAddress ?? 'unknown'
    if (trustProxyHops === 0) return socket
    const forwarded = String(req.headers['x-forwarded-for'] ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
    return forwarded[forwarded.length - trustProxyHops] ?? forwarded[0] ?? socket
  }
}

export async function startSite(config: ServerConfig, site: SiteSource, log: Logger): Promise<RunningSite> {
  const outbox = Outbox.open({ dataDir: config.dataDir, log, retentionDays: config.retentionDays })
  const { telegram } = config
  const courier = new Courier({
    outbox,
    send: isTelegramConfigured(telegram) ? (text) => sendMessage(telegram, text) : undefined,
    retry: config.retry,
    concurrency: 2,
    log,
  })
  const { perAddress, global } = config.rateLimits
  const contact = createContactRelay({
    outbox,
    courier,
    brand: () => site.current().manifest.brand,
    timeZone: config.timeZone,
    limits: {
      perAddress: new RateLimiter(perAddress.limit, perAddress.windowMs),
      global: new RateLimiter(global.limit, global.windowMs),
    },
    clientAddress: clientAddressOf(config.trustProxyHops),
    log,
  })
  const server = createServer({ site, contact, log })
  let control: http.Server | undefined
  try {
    control = await startControlSocket(config.dataDir, outbox, courier)
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(config.port, config.host, resolve)
    })
  } catch (error) {
    control?.close()
    outbox.close()
    throw error
  }
  courier.start()
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${config.host}:${port}`,
    server,
    outbox,
    courier,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      control?.close()
      await courier.stop()
      outbox.close()
    },
  }
}
