/** `npm run serve`: serves the build `dist` points at, with the contact relay, at http://HOST:PORT. */
import path from 'node:path'
import { serverConfigFromEnv } from './server/config'
import { jsonLogger as log } from './server/log'
import { OutboxBusyError } from './server/outbox/lock'
import { hasBuild, linkedSite } from './server/siteBuild'
import { startSite } from './server/startSite'

const DIST = path.resolve('dist')

function exit(message: string): never {
  console.error(message)
  process.exit(1)
}

if (!hasBuild(DIST))
  exit('No build found in dist/. Run `npm run build` first (or `npm start` to build and serve).')

let config
try {
  config = serverConfigFromEnv(process.env)
} catch (error) {
  exit(`Configuration: ${(error as Error).message}`)
}

// One bad request must not stop the site: log what escaped and keep serving.
process.on('uncaughtException', (error) =>
  log('error', 'process.uncaught', { error: error.stack ?? String(error) }),
)
process.on('unhandledRejection', (reason) =>
  log('error', 'process.unhandled-rejection', { error: String(reason) }),
)

let running
try {
  running = await startSite(config, linkedSite(DIST, log), log)
} catch (error) {
  if (error instanceof OutboxBusyError)
    exit(
      `${error.message} Another server is using DATA_DIR=${config.dataDir}; stop it or choose another DATA_DIR.`,
    )
  throw error
}

const shown = config.host === '0.0.0.0' ? running.url.replace('0.0.0.0', 'localhost') : running.url
const telegram = running.courier.configured ? 'configured' : 'NOT configured: leads wait in the outbox'
console.log(`Serving dist/ at ${shown} (Telegram ${telegram}; outbox in ${config.dataDir})`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void running.close().then(() => process.exit(0))
  })
}
