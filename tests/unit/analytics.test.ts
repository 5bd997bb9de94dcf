import { describe, expect, it } from 'vitest'
import { analyticsHosts, analyticsSchema, configuredProviders } from '@/schemas/analytics'
import { runPipeline } from '../../scripts/data/pipeline'
import { headersFile } from '../../scripts/site/edgeFiles'
import { securityHeaders } from '../../server/front/securityHeaders'
import { describeEveryProvider, EVERY_PROVIDER_YAML } from '../support/analyticsConfig'
import { edit, fixtureData, lineOf } from './support/memoryData'

const withAnalytics = (yaml: string) => (text: string) =>
  text.replace('leadRetentionDays: 30', `${yaml}leadRetentionDays: 30`)

function everyProviderDir() {
  const dataSet = fixtureData()
  edit(dataSet, 'site.yaml', withAnalytics(EVERY_PROVIDER_YAML))
  for (const file of ['legal/cookie-policy.md', 'legal/privacy-policy.md'])
    edit(dataSet, file, (text) => describeEveryProvider(file, text))
  return dataSet
}

const every = analyticsSchema.parse({
  plausible: { script: 'https://stats.bandera.example/js/script.js', domain: 'bandera.example' },
  googleAnalytics: { measurementId: 'G-B4ND3RA123' },
  linkedinInsight: { partnerId: '5123456', conversionId: '17654321' },
  metaPixel: { pixelId: '1234567890123456' },
})

describe('the analytics setting of data/site.yaml', () => {
  it('configures none by default', () => {
    expect(analyticsSchema.parse(undefined)).toEqual({})
    const { errors, content } = runPipeline(fixtureData())
    expect(errors).toEqual([])
    expect(content!.shell).not.toHaveProperty('analytics')
  })

  it('refuses an unknown provider, a malformed id and a script address that is not https, naming the line', () => {
    const dataSet = fixtureData()
    edit(
      dataSet,
      'site.yaml',
      withAnalytics(
        'analytics:\n  matomo:\n    siteId: 3\n  googleAnalytics:\n    measurementId: UA-12345-1\n' +
          '  plausible:\n    script: http://plausible.io/js/script.js\n    domain: bandera.example\n' +
          "  metaPixel:\n    pixelId: '12ab'\n",
      ),
    )
    const { problems } = runPipeline(dataSet)
    const site = problems.filter((problem) => problem.file === 'site.yaml')
    const at = (pattern: RegExp) => lineOf(dataSet, 'site.yaml', pattern)
    expect(site.map(({ field, line, message }) => ({ field, line, message }))).toEqual(
      expect.arrayContaining([
        {
          field: 'analytics.matomo',
          line: at(/^ {2}matomo:/),
          message: expect.stringContaining('is not a field here'),
        },
        {
          field: 'analytics.googleAnalytics.measurementId',
          line: at(/measurementId: UA-12345-1/),
          message: 'must be a GA4 measurement id such as G-ABC123XYZ9',
        },
        {
          field: 'analytics.plausible.script',
          line: at(/script: http:\/\//),
          message: 'must be an https:// address',
        },
        {
          field: 'analytics.metaPixel.pixelId',
          line: at(/pixelId: '12ab'/),
          message: 'must be a Meta pixel id: 10 to 20 digits',
        },
      ]),
    )
    expect(site).toHaveLength(4)
  })

  it.each([
    [
      'a ";" that would start a CSP directive of its own',
      'https://plausible.io/js/script.js;script-src-elem',
    ],
    ['a "*" wildcard', 'https://*.plausible.io/js/script.js'],
    ['a "," that would start a second policy', 'https://plausible.io/js/a,b.js'],
    ['a space', "'https://plausible.io/js/script.js script-src'"],
    ['a quote', "https://plausible.io/js/'unsafe-inline'.js"],
    ['a host no CSP source can name as it is', 'https://stats!.bandera.example/js/script.js'],
  ])('refuses a Plausible script address holding %s, naming the field and the line', (_, address) => {
    const dataSet = fixtureData()
    edit(
      dataSet,
      'site.yaml',
      withAnalytics(`analytics:\n  plausible:\n    script: ${address}\n    domain: bandera.example\n`),
    )
    const { problems } = runPipeline(dataSet)
    expect(
      problems
        .filter((problem) => problem.file === 'site.yaml')
        .map(({ field, line, message }) => ({ field, line, message })),
    ).toEqual([
      {
        field: 'analytics.plausible.script',
        line: lineOf(dataSet, 'site.yaml', /^ {4}script: /),
        message: expect.stringMatching(
          /^must be a plain https:\/\/ address: .*\(a Content-Security-Policy cannot hold them\)$/,
        ),
      },
    ])
  })

  it('hands the configured providers to the browser, with texts that describe them', () => {
    const { errors, content } = runPipeline(everyProviderDir())
    expect(errors).toEqual([])
    expect(configuredProviders(content!.shell.analytics!)).toEqual([
      'plausible',
      'googleAnalytics',
      'linkedinInsight',
      'metaPixel',
    ])
  })
})

describe('the texts follow the configuration', () => {
  it('refuses a provider the cookie policy, its summary or the privacy policy does not describe, and "no analytics" beside it', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'site.yaml', withAnalytics("analytics:\n  metaPixel:\n    pixelId: '1234567890123456'\n"))
    expect(runPipeline(dataSet).errors).toEqual([
      "data/legal/cookie-policy.md: content: does not describe Meta Pixel, which data/site.yaml's analytics configures: add a section headed ### Meta Pixel saying what it sets, why and for how long",
      "data/legal/privacy-policy.md: content: does not name Meta Pixel, which data/site.yaml's analytics configures: say what it collects and why",
      "data/legal/cookie-policy.md: summary: does not name Meta Pixel, which data/site.yaml's analytics configures",
      'data/legal/cookie-policy.md: banner: says "no analytics", but data/site.yaml\'s analytics configures Meta Pixel',
      'data/legal/cookie-policy.md: summary: says "no analytics", but data/site.yaml\'s analytics configures Meta Pixel',
      'data/legal/cookie-policy.md: content: says "no analytics", but data/site.yaml\'s analytics configures Meta Pixel',
      'data/legal/privacy-policy.md: content: says "no analytics", but data/site.yaml\'s analytics configures Meta Pixel',
    ])
  })

  it('refuses a provider described but not configured, and texts that stop saying "no analytics" with none', () => {
    const dataSet = fixtureData()
    for (const file of ['legal/cookie-policy.md', 'legal/privacy-policy.md'])
      edit(dataSet, file, (text) => describeEveryProvider(file, text))
    const errors = runPipeline(dataSet).errors
    expect(errors).toContain(
      "data/legal/cookie-policy.md: content: describes Google Analytics 4, which data/site.yaml's analytics does not configure (configured: none); remove its section",
    )
    expect(errors).toContain(
      'data/legal/cookie-policy.md: banner: must say "no analytics" while data/site.yaml\'s analytics configures none',
    )
  })
})

describe('the CSP', () => {
  const base = { scriptHashes: ["'sha256-abc'"], badgeOrigins: ['https://reviews.example'] }
  const csp = (analytics = {}): string => {
    const hosts = configuredProviders(analytics).length
      ? analyticsHosts(analyticsSchema.parse(analytics))
      : undefined
    return securityHeaders({ ...base, ...(hosts ? { analyticsHosts: hosts } : {}) })[
      'Content-Security-Policy'
    ]!
  }
  const directive = (policy: string, name: string) =>
    policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? `no ${name}`

  it('allows nothing of any provider when none is configured', () => {
    const policy = csp()
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-abc'")
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'")
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: https://reviews.example")
  })

  it('adds exactly the hosts of each configured provider', () => {
    expect(csp({ plausible: every.plausible })).toContain(
      "script-src 'self' 'sha256-abc' https://stats.bandera.example",
    )
    expect(directive(csp({ plausible: every.plausible }), 'connect-src')).toBe(
      "connect-src 'self' https://stats.bandera.example",
    )
    const policy = csp(every)
    expect(directive(policy, 'script-src')).toBe(
      "script-src 'self' 'sha256-abc' https://stats.bandera.example https://www.googletagmanager.com https://snap.licdn.com https://connect.facebook.net",
    )
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://stats.bandera.example https://www.google-analytics.com https://region1.google-analytics.com https://www.googletagmanager.com https://px.ads.linkedin.com https://www.facebook.com",
    )
    expect(directive(policy, 'img-src')).toBe(
      "img-src 'self' data: https://reviews.example https://www.google-analytics.com https://www.googletagmanager.com https://px.ads.linkedin.com https://www.facebook.com",
    )
    expect(directive(csp({ metaPixel: every.metaPixel }), 'script-src')).toBe(
      "script-src 'self' 'sha256-abc' https://connect.facebook.net",
    )
  })

  it("is the same in Cloudflare's _headers", () => {
    const hosts = analyticsHosts(every)
    expect(headersFile({ ...base, analyticsHosts: hosts })).toContain(
      `Content-Security-Policy: ${securityHeaders({ ...base, analyticsHosts: hosts })['Content-Security-Policy']}`,
    )
  })
})
