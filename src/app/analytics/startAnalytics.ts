/**
 * The analytics providers of data/site.yaml in the browser. Loaded (as its own chunk) only when a
 * provider is configured; each provider's code is added only once the visitor has chosen Accept All.
 * A later Decline tells each provider to stop (Consent Mode denied, the opt-out flags), deletes
 * their cookies and tightens this page's CSP so that no further request reaches any provider; the
 * next page loads none of them.
 * A lead answered sent or queued counts as one conversion per provider.
 */
import {
  configuredProviders,
  providerCookies,
  providerScript,
  type Analytics,
  type AnalyticsProvider,
} from '@/schemas/analytics'
import { currentConsent, subscribeToConsent } from '@/browser/consentStore'
import { onLead } from '@/browser/leadConversion'

type Command = (...args: unknown[]) => void
type Queue = Command & {
  q?: unknown[][]
  queue?: unknown[]
  push?: Command
  loaded?: boolean
  version?: string
  callMethod?: Command
}
interface ProviderGlobals {
  plausible?: Queue
  dataLayer?: unknown[]
  gtag?: Command
  lintrk?: Queue
  _linkedin_partner_id?: string
  _linkedin_data_partner_ids?: string[]
  fbq?: Queue
  _fbq?: Queue
  [optOut: `ga-disable-${string}`]: boolean
}
const globals = window as unknown as ProviderGlobals

const CONSENT_GRANTED = {
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  analytics_storage: 'granted',
} as const
const CONSENT_DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
} as const

/** A stand-in that queues calls until the provider's script replaces it (each provider's documented snippet). */
function queue(): Queue {
  const command: Queue = (...args: unknown[]) => {
    ;(command.q ??= []).push(args)
  }
  return command
}

function addScript(src: string, provider: AnalyticsProvider, attributes: Record<string, string> = {}) {
  const script = document.createElement('script')
  script.async = true
  script.src = src
  script.dataset.analytics = provider
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value)
  document.head.append(script)
}

/** Each provider's own set-up, as its snippet does it, before its script loads. */
const setUp: Record<AnalyticsProvider, (analytics: Analytics) => void> = {
  plausible({ plausible }) {
    globals.plausible ??= queue()
    addScript(plausible!.script, 'plausible', { 'data-domain': plausible!.domain })
  },
  googleAnalytics(analytics) {
    const { measurementId } = analytics.googleAnalytics!
    globals.dataLayer ??= []
    // gtag.js reads the arguments object itself, not an array of them.
    globals.gtag ??= function gtag() {
      // eslint-disable-next-line prefer-rest-params
      globals.dataLayer!.push(arguments)
    }
    // Consent Mode v2: denied until the choice, granted because this runs only after Accept All.
    globals.gtag('consent', 'default', CONSENT_DENIED)
    globals.gtag('consent', 'update', CONSENT_GRANTED)
    globals.gtag('js', new Date())
    globals.gtag('config', measurementId)
    addScript(providerScript('googleAnalytics', analytics), 'googleAnalytics')
  },
  linkedinInsight(analytics) {
    const { partnerId } = analytics.linkedinInsight!
    globals._linkedin_partner_id = partnerId
    globals._linkedin_data_partner_ids = [partnerId]
    if (!globals.lintrk) {
      const lintrk: Queue = (name, data) => void lintrk.q!.push([name, data])
      lintrk.q = []
      globals.lintrk = lintrk
    }
    addScript(providerScript('linkedinInsight', analytics), 'linkedinInsight')
  },
  metaPixel(analytics) {
    if (!globals.fbq) {
      const fbq: Queue = (...args) => {
        if (fbq.callMethod) fbq.callMethod(...args)
        else fbq.queue!.push(args)
      }
      fbq.push = fbq
      fbq.loaded = true
      fbq.version = '2.0'
      fbq.queue = []
      globals.fbq = fbq
      globals._fbq = fbq
    }
    globals.fbq('consent', 'grant')
    globals.fbq('init', analytics.metaPixel!.pixelId)
    globals.fbq('track', 'PageView')
    addScript(providerScript('metaPixel', analytics), 'metaPixel')
  },
}

/** One conversion for a lead, in each provider's own terms. */
const convert: Record<AnalyticsProvider, (analytics: Analytics) => void> = {
  plausible: () => globals.plausible?.('Lead'),
  googleAnalytics: () => globals.gtag?.('event', 'generate_lead'),
  linkedinInsight: (analytics) =>
    globals.lintrk?.('track', { conversion_id: Number(analytics.linkedinInsight!.conversionId) }),
  metaPixel: () => globals.fbq?.('track', 'Lead'),
}

/**
 * Deletes cookies of the site's domain by name: as set for this host alone, and for each domain above
 * it (a provider sets its cookie for the widest domain it can, as Google Analytics does).
 */
function deleteCookies(names: string[]) {
  const present = new Set(document.cookie.split(';').map((cookie) => cookie.split('=')[0]!.trim()))
  const labels = location.hostname.split('.')
  const domains = labels.slice(0, -1).map((_, index) => `; Domain=${labels.slice(index).join('.')}`)
  for (const name of names.filter((cookie) => present.has(cookie)))
    for (const domain of ['', ...domains]) document.cookie = `${name}=; Max-Age=0; Path=/${domain}`
}

/**
 * After Decline: each provider's own off switch, its cookies deleted, then a policy that lets
 * nothing more leave the page.
 */
function stop(analytics: Analytics) {
  if (analytics.googleAnalytics) {
    globals[`ga-disable-${analytics.googleAnalytics.measurementId}`] = true
    globals.gtag?.('consent', 'update', CONSENT_DENIED)
  }
  globals.fbq?.('consent', 'revoke')
  deleteCookies(configuredProviders(analytics).flatMap((provider) => providerCookies(provider, analytics)))
  const policy = document.createElement('meta')
  policy.httpEquiv = 'Content-Security-Policy'
  policy.content = "script-src 'self'; connect-src 'self'; img-src 'self' data:"
  document.head.append(policy)
}

export function startAnalytics(analytics: Analytics): void {
  const providers = configuredProviders(analytics)
  let state: 'waiting' | 'loaded' | 'stopped' = 'waiting'
  const counted = new Set<string>()
  const apply = () => {
    const consent = currentConsent()
    if (state === 'waiting' && consent === 'accepted') {
      state = 'loaded'
      for (const provider of providers) setUp[provider](analytics)
    } else if (state === 'loaded' && consent !== 'accepted') {
      state = 'stopped'
      stop(analytics)
    }
  }
  apply()
  subscribeToConsent(apply)
  onLead((key) => {
    if (state !== 'loaded' || counted.has(key)) return
    counted.add(key)
    for (const provider of providers) convert[provider](analytics)
  })
}
