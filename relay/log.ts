/**
 * The relay's structured log: an event name and fields, one JSON line each where it runs (stdout on
 * the Node server, the Worker's logs on the edge). Leads are named by id only: no names, addresses or
 * messages reach the logs.
 */
export type LogLevel = 'info' | 'warn' | 'error'
export type Logger = (level: LogLevel, event: string, fields?: Record<string, unknown>) => void

export function logLine(level: LogLevel, event: string, fields: Record<string, unknown> = {}): string {
  return JSON.stringify({ time: new Date().toISOString(), level, event, ...fields })
}
