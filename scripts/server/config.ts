/** The production server's settings, from the environment (README, "Configuration"). */
import path from 'node:path'
import { LEAD_RETENTION_DAYS } from '@/config/constants'
import { telegramConfigFromEnv, type TelegramConfig } from '@/features/contact/relay/telegram'
import type { RetryPolicy } from './outbox/courier'

export interface RateLimit {
  limit: number
  windowMs: number
}

export interface ServerConfig {
  port: number
  host: string
  /** Where the outbox keeps its journal and lock. */
  dataDir: string
  telegram: TelegramConfig
  /** The agency's time zone, for the time in lead messages. */
  timeZone: string
  /** Proxies in front of the server whose X-Forwarded-For may be believed (0: none). */
  trustProxyHops: number
  rateLimits: { perAddress: RateLimit; global: RateLimit }
  retry: RetryPolicy
  retentionDays: number
}

type Env = Record<string, string | undefined>

function whole(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number >= ${min}, not "${raw}".`)
  return value
}

/** "5/10" is five per ten minutes. */
function rate(env: Env, name: string, fallback: RateLimit): RateLimit {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const match = /^(\d+)\/(\d+)$/.exec(raw)
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1)
    throw new Error(`${name} must be "<count>/<minutes>", such as "5/10", not "${raw}".`)
  return { limit: Number(match[1]), windowMs: Number(match[2]) * 60_000 }
}

function timeZone(env: Env): string {
  const zone = env.LEAD_TIME_ZONE?.trim() || 'Europe/Kyiv'
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone })
  } catch {
    throw new Error(`LEAD_TIME_ZONE must be an IANA time zone such as Europe/Kyiv, not "${zone}".`)
  }
  return zone
}

export function serverConfigFromEnv(env: Env): ServerConfig {
  return {
    port: whole(env, 'PORT', 3000),
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR?.trim() || 'var'),
    telegram: telegramConfigFromEnv(env),
    timeZone: timeZone(env),
    trustProxyHops: whole(env, 'TRUST_PROXY', 0),
    rateLimits: {
      perAddress: rate(env, 'RATE_LIMIT_PER_ADDRESS', { limit: 5, windowMs: 10 * 60_000 }),
      global: rate(env, 'RATE_LIMIT_GLOBAL', { limit: 60, windowMs: 60 * 60_000 }),
    },
    retry: {
      baseMs: whole(env, 'RETRY_BASE_MS', 1000, 1),
      maxMs: whole(env, 'RETRY_MAX_MS', 60_000, 1),
    },
    retentionDays: whole(env, 'LEAD_RETENTION_DAYS', LEAD_RETENTION_DAYS, 1),
  }
}
