import { chmodSync, closeSync, existsSync, openSync } from 'node:fs'

/**
 * Creates `file` readable and writable by its owner only if it is missing, and makes it so if not:
 * whatever the umask, no file of the outbox (it holds what visitors typed) is readable by others.
 */
export function ownerOnly(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600))
  chmodSync(file, 0o600)
}
