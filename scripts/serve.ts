/** `npm run serve`: serves an existing build (dist/) at http://HOST:PORT. */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createServer } from './server/createServer'
import { runtimeConfigFromEnv } from './server/runtimeConfig'

const clientDir = path.resolve('dist/client')
const cspFile = path.resolve('dist/csp.json')
if (!existsSync(cspFile)) {
  console.error('No build found in dist/. Run `npm run build` first (or `npm start` to build and serve).')
  process.exit(1)
}

const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '127.0.0.1'
const runtimeConfig = runtimeConfigFromEnv(process.env)
const server = createServer({ clientDir, runtimeConfig, csp: JSON.parse(readFileSync(cspFile, 'utf8')) })

server.listen(port, host, () => {
  const configured =
    runtimeConfig.telegramBotToken && runtimeConfig.telegramChatId ? 'configured' : 'not configured'
  console.log(
    `Serving dist/ at http://${host === '0.0.0.0' ? 'localhost' : host}:${port} (Telegram ${configured})`,
  )
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)))
}
