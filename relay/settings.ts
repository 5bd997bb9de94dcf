/**
 * The relay's settings from the environment, read the same way by the Node server (process.env) and
 * the edge Worker (its vars and secrets), so one set of variables means the same on both. A value
 * that cannot be right fails loudly (docs/hosting.md, "Configuration").
 */
import { telegramConfigFromEnv, type TelegramConfig } from './telegram'

export type Env = Record<string, string | undefined>

export interface RateWindow {
  limit: number
  windowMs: number
}

export interface RetryPolicy {
  /** Delay after the first failed attempt; it doubles with each further one. */
  baseMs: number
  /** The longest delay between two attempts. */
  maxMs: number
}

export interface RelaySettings {
  telegram: TelegramConfig
  /** The agency's time zone: the chat message says when the lead arrived in it. */
  timeZone: string
  rateLimits: { perAddress: RateWindow; global: RateWindow }
  retry: RetryPolicy
  /** A lead pending longer than this, or refused by Telegram, makes the health check fail. */
  stuckAfterMs: number
  /** Proxies in front whose X-Forwarded-For and X-Forwarded-Host may be believed (0: none). */
  trustProxyHops: number
}

export class SettingsError extends Error {}

/** A whole number >= min from env[name], or the fallback when unset. */
export function wholeNumber(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min)
    throw new SettingsError(`${name} must be a whole number >= ${min}, not "${raw}".`)
  return value
}

/** "5/10" is five per ten minutes. */
function rateWindow(env: Env, name: string, fallback: RateWindow): RateWindow {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const match = /^(\d+)\/(\d+)$/.exec(raw)
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1)
    throw new SettingsError(`${name} must be "<count>/<minutes>", such as "5/10", not "${raw}".`)
  return { limit: Number(match[1]), windowMs: Number(match[2]) * 60_000 }
}

function timeZone(env: Env): string {
  const zone = env.LEAD_TIME_ZONE?.trim() || 'Europe/Kyiv'
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone })
  } catch {
    throw new SettingsError(`LEAD_TIME_ZONE must be an IANA time zone such as Europe/Kyiv, not "${zone}".`)
  }
  return zone
}

/** The Bot API address must be an http(s) URL: without a scheme the token would end up in a path. */
function telegram(env: Env): TelegramConfig {
  const config = telegramConfigFromEnv(env)
  let url: URL | undefined
  try {
    url = new URL(config.apiBase)
  } catch {
    // reported below
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || !url.host)
    throw new SettingsError(
      `TELEGRAM_API_BASE must be an http(s) address such as https://api.telegram.org, not "${config.apiBase}".`,
    )
  return config
}

export function relaySettingsFromEnv(env: Env): RelaySettings {
  return {
    telegram: telegram(env),
    timeZone: timeZone(env),
    rateLimits: {
      perAddress: rateWindow(env, 'RATE_LIMIT_PER_ADDRESS', { limit: 5, windowMs: 10 * 60_000 }),
      global: rateWindow(env, 'RATE_LIMIT_GLOBAL', { limit: 60, windowMs: 60 * 60_000 }),
    },
    retry: {
      baseMs: wholeNumber(env, 'RETRY_BASE_MS', 1000, 1),
      maxMs: wholeNumber(env, 'RETRY_MAX_MS', 60_000, 1),
    },
    stuckAfterMs: wholeNumber(env, 'LEAD_STUCK_AFTER_MINUTES', 30, 1) * 60_000,
    trustProxyHops: wholeNumber(env, 'TRUST_PROXY', 0),
  }
}
