import { existsSync } from 'node:fs'

/** Debian's Chromium, when installed; otherwise tools fall back to their own browser. */
const DEBIAN_CHROMIUM = '/usr/bin/chromium'
export const chromiumPath: string | undefined = existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined

/** Flags for headless runs on a machine whose only network is loopback. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
