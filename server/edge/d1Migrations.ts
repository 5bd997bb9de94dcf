/**
 * The local D1 database's migrations, applied by wrangler itself: `wrangler d1 migrations apply
 * <binding> --local --persist-to <state>` applies the migrations of the binding's migrations_dir
 * not recorded yet in its d1_migrations table, as `--remote` does on Cloudflare's.
 */
import { runWrangler } from './wranglerConfig'

/** Applies the migrations the local database of `binding` lacks; resolves with wrangler's report. */
export function applyLocalD1Migrations(config: string, binding: string, state: string): Promise<string> {
  return runWrangler(config, ['d1', 'migrations', 'apply', binding, '--local', '--persist-to', state])
}
