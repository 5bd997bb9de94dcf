import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CONTACT_FIELD_MAX, STORAGE_KEYS, TELEGRAM_MESSAGE_MAX_CHARS } from '@/config/constants'
import { setConsent } from '@/browser/consentStore'
import { applyLandingConsent, currentLeadSource, type LandingPlace } from '@/browser/landingStore'
import { cleanLeadSource, landingOf, type LeadSource } from '@/lib/leadSource'
import { screenSubmission } from '../../relay/intake'
import { LeadStore, type Lead } from '../../relay/leadStore'
import {
  formatContactMessage,
  formatSourceBlock,
  formatSubmissionTime,
  SOURCE_CUT_NOTE,
  visibleLength,
} from '../../relay/telegram'
import { applyMigrations, MIGRATIONS_DIR, sqliteDatabase } from '../../server/outbox/sqlite'
import { formatSourceReport, parseDays, sourceReport } from '../../server/outbox/sourceReport'
import { memoryStorage } from '../support/memoryStorage'
import { leadBody } from '../support/relayStack'

const SITE = 'https://bandera.example'
const page = (pathAndQuery: string) => new URL(pathAndQuery, SITE)

describe('the landing data of a page address', () => {
  it('reads each campaign parameter, the landing path without its query, and the referrer origin only', () => {
    const address = page(
      '/services/telegram-outreach?utm_source=linkedin&utm_medium=paid&utm_campaign=q1&utm_term=cfo%20poland&utm_content=carousel-2',
    )
    expect(landingOf(address, 'https://www.linkedin.com/feed/update/urn:li:activity:1?trk=x')).toEqual({
      landingPage: '/services/telegram-outreach',
      referrer: 'https://www.linkedin.com',
      utm_source: 'linkedin',
      utm_medium: 'paid',
      utm_campaign: 'q1',
      utm_term: 'cfo poland',
      utm_content: 'carousel-2',
    })
  })

  it('records click ids as present, never their values, and ignores an empty one', () => {
    const landing = landingOf(page('/?gclid=Cj0KCQ-secret&li_fat_id=abc-123&fbclid='), '')
    expect(landing).toEqual({ landingPage: '/', clickIds: ['gclid', 'li_fat_id'] })
    expect(JSON.stringify(landing)).not.toContain('secret')
  })

  it('has no referrer for a link within the site, a typed address or a non-web referrer', () => {
    expect(landingOf(page('/blog'), `${SITE}/contact`).referrer).toBeUndefined()
    expect(landingOf(page('/blog'), '').referrer).toBeUndefined()
    expect(landingOf(page('/blog'), 'android-app://com.linkedin.android/').referrer).toBeUndefined()
  })

  it('drops long and hostile values instead of keeping them', () => {
    const address = page(
      `/contact?utm_source=${'a'.repeat(41)}&utm_medium=%3Cscript%3E&utm_campaign=q1%0AEmail%3A%20x&utm_term=%22x%22&utm_content=ok`,
    )
    expect(landingOf(address, '')).toEqual({ landingPage: '/contact', utm_content: 'ok' })
    expect(landingOf(page(`/${'p'.repeat(120)}`), '').landingPage).toBeUndefined()
  })
})

describe('the relay cleaning a lead source', () => {
  it('keeps each valid field and drops each invalid one, never the lead', () => {
    const source = {
      page: '/contact',
      landingPage: '//evil.example/path',
      referrer: 'https://www.google.com/search?q=lead+generation',
      utm_source: 'linkedin',
      utm_medium: 'paid<b>',
      utm_campaign: 42,
      clickIds: ['gclid', 'msclkid', 'gclid'],
      extra: 'ignored',
    }
    expect(cleanLeadSource(source)).toEqual({ page: '/contact', utm_source: 'linkedin', clickIds: ['gclid'] })
    expect(screenSubmission(leadBody({ source }))).toMatchObject({
      kind: 'lead',
      source: { page: '/contact', utm_source: 'linkedin', clickIds: ['gclid'] },
    })
  })

  it('takes only an origin as referrer and only a path of this site as a page', () => {
    expect(cleanLeadSource({ referrer: 'https://www.linkedin.com' })).toEqual({
      referrer: 'https://www.linkedin.com',
    })
    for (const referrer of [
      'https://x.example/',
      'javascript:alert(1)',
      'ftp://x.example',
      'https://x.example:99999',
    ])
      expect(cleanLeadSource({ referrer })).toBeUndefined()
    for (const pagePath of [
      'https://evil.example/contact',
      'contact',
      '/contact?x=1',
      '/a b',
      '/\u2028',
      '/'.padEnd(101, 'x'),
    ])
      expect(cleanLeadSource({ page: pagePath })).toBeUndefined()
  })

  it('accepts a lead whose source is not an object at all, without one', () => {
    for (const source of ['linkedin', 7, null, [1], { page: 5 }]) {
      const intake = screenSubmission(leadBody({ source }))
      expect(intake.kind).toBe('lead')
      expect(intake).not.toHaveProperty('source')
    }
  })
})

describe('the landing kept for the session', () => {
  let session: Storage
  let place: LandingPlace
  const at = (address: string, referrer: string) => {
    place = { storage: () => session, address: () => page(address), referrer: () => referrer }
  }

  beforeEach(() => {
    session = memoryStorage()
    vi.stubGlobal('localStorage', memoryStorage())
    vi.stubGlobal('window', new EventTarget())
  })
  afterEach(() => vi.unstubAllGlobals())

  it('without consent stores nothing: a lead carries the current page as its landing', () => {
    at('/services/telegram-outreach?utm_source=linkedin', 'https://www.linkedin.com/')
    applyLandingConsent(place)
    expect(session.length).toBe(0)
    at('/contact', `${SITE}/services/telegram-outreach`)
    expect(currentLeadSource(place)).toEqual({ landingPage: '/contact', page: '/contact' })
  })

  it('with Accept All keeps the landing of the visit, and a later page sends it', () => {
    at(
      '/services/telegram-outreach?utm_source=linkedin&utm_medium=paid&utm_campaign=q1',
      'https://www.linkedin.com/',
    )
    setConsent('accepted')
    applyLandingConsent(place)
    at('/contact', `${SITE}/services/telegram-outreach`)
    applyLandingConsent(place)
    expect(currentLeadSource(place)).toEqual({
      page: '/contact',
      landingPage: '/services/telegram-outreach',
      referrer: 'https://www.linkedin.com',
      utm_source: 'linkedin',
      utm_medium: 'paid',
      utm_campaign: 'q1',
    })
  })

  it('keeps the first landing: opening another page from outside does not replace it', () => {
    setConsent('accepted')
    at('/blog?utm_source=newsletter', '')
    applyLandingConsent(place)
    at('/contact?utm_source=other', 'https://other.example/')
    applyLandingConsent(place)
    expect(currentLeadSource(place)).toMatchObject({ landingPage: '/blog', utm_source: 'newsletter' })
  })

  it('a later Decline deletes it, and a tampered entry is not sent', () => {
    setConsent('accepted')
    at('/blog?utm_source=newsletter', '')
    applyLandingConsent(place)
    setConsent('declined')
    applyLandingConsent(place)
    expect(session.getItem(STORAGE_KEYS.landingSource)).toBeNull()
    setConsent('accepted')
    session.setItem(
      STORAGE_KEYS.landingSource,
      JSON.stringify({ landingPage: '<img src=x>', utm_source: 'ok' }),
    )
    at('/contact', `${SITE}/blog`)
    expect(currentLeadSource(place)).toEqual({ utm_source: 'ok', page: '/contact' })
  })
})

const longestSource: Required<LeadSource> = {
  page: `/${'&'.repeat(99)}`.replace(/&/g, 'p'),
  landingPage: `/${'l'.repeat(99)}`,
  referrer: `https://${'r'.repeat(64)}.example`,
  utm_source: '('.repeat(40),
  utm_medium: 'm'.repeat(40),
  utm_campaign: 'c'.repeat(40),
  utm_term: 't'.repeat(40),
  utm_content: 'x'.repeat(40),
  clickIds: ['gclid', 'li_fat_id', 'fbclid'],
}

describe("the message's Source block", () => {
  const submission = leadBody()
  const at = '4 Mar 2026, 12:20 (Europe/Kyiv)'

  it('lists where the lead came from before the time it was sent', () => {
    const text = formatContactMessage(
      submission,
      at,
      'Bandera',
      cleanLeadSource({
        page: '/contact',
        landingPage: '/services/telegram-outreach',
        utm_source: 'linkedin',
        utm_medium: 'paid',
        utm_campaign: 'q1',
        clickIds: ['li_fat_id'],
      }),
    )
    expect(text).toContain(
      [
        '<b>Source</b>',
        '<b>Sent from:</b> /contact',
        '<b>Landing page:</b> /services/telegram-outreach',
        '<b>Referrer:</b> none',
        '<b>utm_source:</b> linkedin',
        '<b>utm_medium:</b> paid',
        '<b>utm_campaign:</b> q1',
        '<b>Click ids present:</b> li_fat_id',
        '',
        `<b>Submitted:</b> ${at}`,
      ].join('\n'),
    )
    expect(formatContactMessage(submission, at, 'Bandera')).not.toContain('Source')
  })

  it('escapes every value, as every field is', () => {
    const block = formatSourceBlock({ utm_source: 'a&b', utm_campaign: '<q1>', page: '/"x"' } as LeadSource)
    expect(block).toContain('<b>utm_source:</b> a&amp;b')
    expect(block).toContain('<b>utm_campaign:</b> &lt;q1&gt;')
    expect(block).toContain('<b>Sent from:</b> /&quot;x&quot;')
  })

  it('keeps the longest lead with the longest source under Telegram’s limit, cutting the block from its end', () => {
    expect(cleanLeadSource(longestSource)).toEqual(longestSource)
    const longest = {
      name: '&'.repeat(CONTACT_FIELD_MAX.name),
      email: `${'a'.repeat(CONTACT_FIELD_MAX.email - 12)}@example.com`,
      phone: '<'.repeat(CONTACT_FIELD_MAX.phone),
      company: '>'.repeat(CONTACT_FIELD_MAX.company),
      industry: 'Real Estate',
      message: '"'.repeat(CONTACT_FIELD_MAX.message),
    }
    const text = formatContactMessage(
      longest,
      formatSubmissionTime(new Date(), 'Pacific/Chatham'),
      'Bandera',
      longestSource,
    )
    expect(visibleLength(text)).toBeLessThanOrEqual(TELEGRAM_MESSAGE_MAX_CHARS)
    expect(text).toContain(`<b>Source</b>\n<b>Sent from:</b> ${longestSource.page}`)
    expect(text).toContain(SOURCE_CUT_NOTE)
    expect(text).not.toContain('Click ids present')
    // A message of ordinary length keeps the whole block.
    const whole = formatContactMessage(leadBody(), 'now', 'Bandera', longestSource)
    expect(whole).toContain('<b>Click ids present:</b> gclid, li_fat_id, fbclid')
    expect(whole).not.toContain(SOURCE_CUT_NOTE)
  })
})

const dirs: string[] = []
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

describe('the lead_source migration', () => {
  it('adds the source to an outbox that holds leads, which keep everything they had', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lead-source-'))
    dirs.push(dir)
    const before = path.join(dir, 'before')
    mkdirSync(before)
    cpSync(path.join(MIGRATIONS_DIR, '0001_outbox.sql'), path.join(before, '0001_outbox.sql'))
    const db = new Database(path.join(dir, 'outbox.sqlite'))
    applyMigrations(db, before)
    db.prepare(
      `INSERT INTO leads (id, idempotency_key, body_hash, fingerprint, received_at, submission, message, status,
         next_attempt_at, attempts, delivered_at)
       VALUES ('old-lead', 'k'||hex(randomblob(10)), 'h', 'f', 1000, ?, 'the message', 'delivered', 1000, 1, 2000)`,
    ).run(JSON.stringify(leadBody()))
    expect(applyMigrations(db)).toContain('0002_lead_source.sql')

    const store = new LeadStore(sqliteDatabase(db))
    const [old] = await store.list()
    expect(old).toMatchObject({ id: 'old-lead', status: 'delivered', attempts: 1, message: 'the message' })
    expect(old).not.toHaveProperty('source')
    db.close()
  })
})

const lead = (receivedAt: number, source?: LeadSource): Lead =>
  ({ id: String(receivedAt), receivedAt, status: 'delivered', ...(source ? { source } : {}) }) as Lead

describe('the sources report', () => {
  const DAY = 86_400_000
  const now = 100 * DAY
  const leads = [
    lead(now - 1 * DAY, {
      utm_source: 'linkedin',
      utm_medium: 'paid',
      utm_campaign: 'q1',
      landingPage: '/services/telegram-outreach',
    }),
    lead(now - 2 * DAY, {
      utm_source: 'linkedin',
      utm_medium: 'paid',
      utm_campaign: 'q1',
      landingPage: '/services/telegram-outreach',
    }),
    lead(now - 3 * DAY, { referrer: 'https://www.google.com', landingPage: '/blog/ai-sdr' }),
    lead(now - 4 * DAY, { landingPage: '/' }),
    lead(now - 40 * DAY),
  ]

  it('counts leads by source / medium / campaign and by landing page, most first', () => {
    expect(sourceReport(leads, now)).toEqual({
      leads: 5,
      byCampaign: [
        { label: 'linkedin / paid / q1', leads: 2 },
        { label: '(direct) / (none) / (none)', leads: 1 },
        { label: '(not recorded)', leads: 1 },
        { label: 'www.google.com / referral / (none)', leads: 1 },
      ],
      byLandingPage: [
        { label: '/services/telegram-outreach', leads: 2 },
        { label: '(not recorded)', leads: 1 },
        { label: '/', leads: 1 },
        { label: '/blog/ai-sdr', leads: 1 },
      ],
    })
  })

  it('counts only the last days when asked, and says so', () => {
    const report = sourceReport(leads, now, 2)
    expect(report).toMatchObject({
      leads: 2,
      days: 2,
      byCampaign: [{ label: 'linkedin / paid / q1', leads: 2 }],
    })
    expect(formatSourceReport(report)).toBe(
      [
        '2 leads (the last 2 days)',
        '',
        'source / medium / campaign',
        '      2  linkedin / paid / q1',
        '',
        'landing page',
        '      2  /services/telegram-outreach',
      ].join('\n'),
    )
  })

  it('refuses a number of days that is not a whole number from 1', () => {
    expect(parseDays(undefined)).toBeUndefined()
    expect(parseDays('30')).toBe(30)
    for (const text of ['0', '-3', '1.5', 'week'])
      expect(() => parseDays(text)).toThrow(/not a number of days/)
  })
})
