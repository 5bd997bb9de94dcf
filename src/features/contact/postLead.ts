import { CONTACT_API_PATH, parseContactResult, type ContactRequest, type ContactResult } from './api'

/** The relay answers within its own 10 s delivery timeout; past this, the browser gives up. */
const RELAY_TIMEOUT_MS = 20_000

export type PostOutcome =
  /** The relay answered as its contract says. */
  | { kind: 'answer'; result: ContactResult }
  /** No answer: offline, a dropped connection, a timeout. */
  | { kind: 'unreachable' }
  /** The relay (or a proxy in front of it) failed with a 5xx. */
  | { kind: 'server-error' }
  /** A success status with a body that is not an answer of the contract. */
  | { kind: 'unreadable' }

/** POSTs one lead to the site's own relay. Never throws. */
export async function postLead(request: ContactRequest, fetchImpl: typeof fetch): Promise<PostOutcome> {
  let response: Response
  try {
    response = await fetchImpl(CONTACT_API_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(RELAY_TIMEOUT_MS),
    })
  } catch {
    return { kind: 'unreachable' }
  }
  const result = parseContactResult(await response.json().catch(() => undefined))
  if (result && !(result.status === 'error' && response.status >= 500)) return { kind: 'answer', result }
  if (response.status >= 500) return { kind: 'server-error' }
  return { kind: 'unreadable' }
}
