/** The production server's settings, from the environment (docs/hosting.md, "Configuration"). */
import path from 'node:path'
import { relaySettingsFromEnv, wholeNumber, type Env, type RelaySettings } from '../relay/settings'

export interface ServerConfig {
  port: number
  host: string
  /** Where the outbox database and the control socket live. */
  dataDir: string
  relay: RelaySettings
  /** The leads page's sign-in (docs/leads.md): the operator's password hash and the session key. */
  leads?: { passwordHash: string | undefined; sessionSecret: string | undefined }
}

/** Throws SettingsError naming the variable that cannot be right. */
export function serverConfigFromEnv(env: Env): ServerConfig {
  return {
    port: wholeNumber(env, 'PORT', 3000),
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR?.trim() || 'var'),
    relay: relaySettingsFromEnv(env),
    leads: {
      passwordHash: env.LEADS_OPERATOR_PASSWORD_HASH?.trim() || undefined,
      sessionSecret: env.LEADS_SESSION_SECRET?.trim() || undefined,
    },
  }
}
