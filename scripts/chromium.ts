import { existsSync } from 'node:fs'

const DEBIAN_CHROMIUM = '/usr/bin/chromium'
/** Debian's chromium-headless-shell package: the same Chromium, built for headless runs only. */
const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell'

const installed = (path: string) => (existsSync(path) ? path : undefined)

/**
 * The browser of the tools that measure the site as a visitor's browser runs it (Lighthouse):
 * CHROMIUM_PATH when set (CI points it at the runner's Google Chrome), else Debian's Chromium when
 * installed; otherwise they fall back to their own browser.
 */
export const chromiumPath: string | undefined = process.env.CHROMIUM_PATH || installed(DEBIAN_CHROMIUM)

/**
 * The browser of the tests (Playwright): CHROMIUM_PATH when set, else Debian's headless shell, the
 * kind of Chromium Playwright itself runs headless tests in, else Debian's Chromium; otherwise
 * Playwright's own. With no browser window behind its pages, the end-to-end tests take a sixth less
 * CPU in it than in the full Chromium.
 */
export const testBrowserPath: string | undefined =
  process.env.CHROMIUM_PATH || installed(DEBIAN_HEADLESS_SHELL) || installed(DEBIAN_CHROMIUM)

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
  // Every site's frames in a process of their own, as desktop Chrome runs them; the headless shell
  // does not isolate sites by default, and the keyboard then stops on another site's frame (an
  // award badge) that desktop Chrome passes over.
  '--site-per-process',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_WEBUI_FEATURES].join(',')}`,
]
