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

/**
 * The features Playwright turns off in every Chromium it launches (its chromiumSwitches.ts).
 * Chromium reads only the last --disable-features it is given, so a list of ours must repeat them;
 * tests/unit/chromium-flags.test.ts checks this copy against the Playwright installed.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/**
 * Chromium 156 opens the omnibox's two popups as WebUI pages, in a renderer each, in every new
 * window: a headless test never shows them, and they cost about 0.2 s of CPU for each browser
 * context, one per test.
 */
export const UNSEEN_WEBUI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']

/** The flags of the end-to-end tests' Chromium, launched by Playwright. */
export const PLAYWRIGHT_CHROMIUM_FLAGS = [
  ...CHROMIUM_FLAGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_WEBUI_FEATURES].join(',')}`,
]
