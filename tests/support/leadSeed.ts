/**
 * An outbox with many leads for the leads page's tests: varied but reproducible (a seeded generator)
 * names, companies, statuses, sources, campaigns, landing and sent-from pages over `days` days,
 * written straight into the leads and attempts tables through either database.
 */
import type { LeadSource } from '../../src/lib/leadSource'
import type { LeadStatus } from '../../relay/leadStore'
import { sql, type SqlDatabase, type SqlStatement } from '../../relay/sql'

export interface SeededLead {
  id: string
  receivedAt: number
  status: LeadStatus
  submission: {
    name: string
    email: string
    phone: string
    company: string
    industry: string
    message: string
  }
  source?: LeadSource
  attempts: number
}

const FIRST = ['Maria', 'Jonas', 'Aiko', 'Pedro', 'Lena', 'Omar', 'Chloé', 'Tomasz', 'Ines', 'Ravi']
const LAST = ['Keller', 'Novak', 'Ortega', 'Lindqvist', 'Haddad', 'Moreau', 'Brandt', 'Costa']
const COMPANIES = ['Northwind Freight', 'Alder Analytics', 'Brightline HR', 'Quarry Labs', '=Formula Co']
const PAGES = ['/', '/contact', '/services/ai-sdr-agents', '/pricing', '/case-studies/saas-pipeline']
const CAMPAIGNS: (LeadSource | undefined)[] = [
  undefined,
  {},
  { referrer: 'https://www.google.com' },
  { referrer: 'https://www.linkedin.com' },
  { utm_source: 'linkedin', utm_medium: 'paid', utm_campaign: 'q3-sdr', clickIds: ['li_fat_id'] },
  { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'ai-agents' },
  { utm_source: 'newsletter', utm_medium: 'email' },
]
const STATUSES: LeadStatus[] = ['delivered', 'delivered', 'delivered', 'delivered', 'pending', 'failed']

/** A small linear congruential generator: the same seed gives the same outbox. */
function generator(seed: number) {
  let state = seed >>> 0
  return (n: number) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0
    return (state >>> 16) % n
  }
}

export function seededLeads(count: number, now: number, days = 90, seed = 55): SeededLead[] {
  const pick = generator(seed)
  return Array.from({ length: count }, (_, i) => {
    const first = FIRST[pick(FIRST.length)]!
    const last = LAST[pick(LAST.length)]!
    const campaign = CAMPAIGNS[pick(CAMPAIGNS.length)]
    const landingPage = PAGES[pick(PAGES.length)]!
    const page = PAGES[pick(PAGES.length)]!
    const source = campaign && { ...campaign, landingPage, page }
    const status = STATUSES[pick(STATUSES.length)]!
    return {
      id: `seed-${String(i).padStart(5, '0')}`,
      receivedAt: now - pick(days * 24 * 60) * 60_000 - 60_000,
      status,
      submission: {
        name: `${first} ${last}`,
        email: `${first.toLowerCase()}.${last.toLowerCase()}${i}@example.com`,
        phone: '+44 20 7946 0000',
        company: COMPANIES[pick(COMPANIES.length)]!,
        industry: 'SaaS',
        message: 'We want more qualified meetings each month.',
      },
      ...(source ? { source } : {}),
      attempts: status === 'pending' ? 0 : status === 'failed' ? 2 : 1,
    }
  })
}

function statements(lead: SeededLead): SqlStatement[] {
  const finished = lead.receivedAt + 1000
  const attempts = Array.from({ length: lead.attempts }, (_, i) => {
    const last = i === lead.attempts - 1
    const outcome = lead.status === 'delivered' && last ? 'delivered' : last ? 'rejected' : 'retry'
    return sql(
      `INSERT INTO attempts (lead_id, n, started_at, finished_at, outcome, http_status, error)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      lead.id,
      i + 1,
      lead.receivedAt + i * 1000,
      finished + i * 1000,
      outcome,
      outcome === 'delivered' ? 200 : outcome === 'retry' ? 502 : 400,
      outcome === 'delivered' ? null : outcome === 'retry' ? 'Bad Gateway' : 'Bad Request: chat not found',
    )
  })
  return [
    sql(
      `INSERT INTO leads (id, idempotency_key, body_hash, fingerprint, received_at, submission, source, message,
         status, attempts, next_attempt_at, delivered_at, failed_at, last_status, last_error, stuck_reported_at)
       VALUES (?, ?, 'seed', ?, ?, ?, ?, 'seeded lead', ?, ?, ?, ?, ?, ?, ?, ?)`,
      lead.id,
      `key-${lead.id}`,
      `fingerprint-${lead.id}`,
      lead.receivedAt,
      JSON.stringify(lead.submission),
      lead.source ? JSON.stringify(lead.source) : null,
      lead.status,
      lead.attempts,
      // A queued lead is not due for hours, so that no courier takes it while a test reads it.
      lead.status === 'pending' ? lead.receivedAt + 86_400_000 * 365 : lead.receivedAt,
      lead.status === 'delivered' ? finished + (lead.attempts - 1) * 1000 : null,
      lead.status === 'failed' ? finished + (lead.attempts - 1) * 1000 : null,
      lead.status === 'failed' ? 400 : null,
      lead.status === 'failed' ? 'Bad Request: chat not found' : null,
      // Reported as stuck already: a server started on the seeded outbox logs no line for each.
      lead.status === 'pending' ? lead.receivedAt : null,
    ),
    ...attempts,
  ]
}

/** Writes the leads in batches (one transaction each). */
export async function seedLeads(db: SqlDatabase, leads: readonly SeededLead[]): Promise<void> {
  for (let start = 0; start < leads.length; start += 200)
    await db.batch(leads.slice(start, start + 200).flatMap(statements))
}
