/**
 * The leads page's CSV export (RFC 4180): what the filters show, one row per lead. A cell that a
 * spreadsheet would read as a formula (it starts with =, +, -, @, a tab or a carriage return) gets a
 * leading apostrophe, so a visitor's "name" cannot run in the agency's spreadsheet.
 */
import type { LeadRowView } from '../../relay/leadQueries'

const COLUMNS: [string, (lead: LeadRowView) => string][] = [
  ['Received (UTC)', (lead) => new Date(lead.receivedAt).toISOString()],
  ['Status', (lead) => lead.state],
  ['Name', (lead) => lead.name],
  ['Company', (lead) => lead.company],
  ['Email', (lead) => lead.email],
  ['Source', (lead) => lead.source],
  ['Medium', (lead) => lead.medium],
  ['Campaign', (lead) => lead.campaign],
  ['Landing page', (lead) => lead.landingPage],
  ['Sent from', (lead) => lead.page],
  ['Id', (lead) => lead.id],
]

export function csvCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export function leadsCsv(leads: readonly LeadRowView[]): string {
  const rows = [
    COLUMNS.map(([title]) => title),
    ...leads.map((lead) => COLUMNS.map(([, cell]) => cell(lead))),
  ]
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}
