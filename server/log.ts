/** The Node server's log: one JSON object a line on stdout (errors on stderr), for a log collector or `jq`. */
import { logLine, type Logger, type LogLevel } from '../relay/log'

export type { Logger, LogLevel }

export const jsonLogger: Logger = (level, event, fields) => {
  const line = `${logLine(level, event, fields)}\n`
  if (level === 'error') process.stderr.write(line)
  else process.stdout.write(line)
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
