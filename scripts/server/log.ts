/**
 * Structured logs: one JSON object a line on stdout (errors on stderr), for a log collector or `jq`.
 * Leads are named by id only: no names, addresses or messages reach the logs.
 */
export type LogLevel = 'info' | 'warn' | 'error'
export type Logger = (level: LogLevel, event: string, fields?: Record<string, unknown>) => void

export const jsonLogger: Logger = (level, event, fields = {}) => {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields })
  if (level === 'error') process.stderr.write(`${line}\n`)
  else process.stdout.write(`${line}\n`)
}

export const silentLogger: Logger = () => {}

/** A logger that keeps what it is told, for tests. */
export function memoryLogger(): Logger & {
  entries: { level: LogLevel; event: string; fields: Record<string, unknown> }[]
} {
  const entries: { level: LogLevel; event: string; fields: Record<string, unknown> }[] = []
  const logger: Logger = (level, event, fields = {}) => void entries.push({ level, event, fields })
  return Object.assign(logger, { entries })
}
