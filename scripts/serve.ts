/**
 * `npm run serve`: serves the build `dist` points at, with the contact relay, at http://HOST:PORT.
 * Any failure to start exits with status 1 and one line saying what to do, so a supervisor notices.
 */
import path from 'node:path'
import { serverConfigFromEnv } from '../server/config'
import { jsonLogger as log } from '../server/log'
import { hasBuild, linkedSite } from '../server/siteBuild'
import { startSite, type RunningSite } from '../server/startSite'

const DIST = path.resolve('dist')

// Before the server says it serves, so that a stop sent as soon as it says so is handled. `on`, not
// `once`: a repeated signal (a process group's stop, a supervisor's) must not kill a closing server.
let running: RunningSite | undefined
let closing = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return
    closing = true
    log('info', 'server.stopping', { signal })
    void (running?.close() ?? Promise.resolve()).then(() => process.exit(0))
  })
}

try {
  if (!hasBuild(DIST))
    throw new Error('No build found in dist/. Run `npm run build` first (or `npm start` to build and serve).')
  const config = serverConfigFromEnv(process.env)
  running = await startSite(config, linkedSite(DIST, log), log)
  const shown = config.host === '0.0.0.0' ? running.url.replace('0.0.0.0', 'localhost') : running.url
  const telegram = running.outbox.dispatcher.configured
    ? 'configured'
    : 'NOT configured: leads wait in the outbox'
  console.log(`Serving dist/ at ${shown} (Telegram ${telegram}; outbox in ${config.dataDir})`)
} catch (error) {
  console.error(`Cannot start: ${(error as Error).message}`)
  process.exit(1)
}

// Once running, one bad request must not stop the site: log what escaped and keep serving.
process.on('uncaughtException', (error) =>
  log('error', 'process.uncaught', { error: error.stack ?? String(error) }),
)
process.on('unhandledRejection', (reason) =>
  log('error', 'process.unhandled-rejection', { error: String(reason) }),
)
