import { existsSync } from 'node:fs'

/**
 * The browser of the tests and tools: CHROMIUM_PATH when set (CI points it at the runner's Google
 * Chrome), else Debian's Chromium when installed; otherwise they fall back to their own browser.
 */
const DEBIAN_CHROMIUM = '/usr/bin/chromium'
export const chromiumPath: string | undefined =
  process.env.CHROMIUM_PATH || (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined)

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
