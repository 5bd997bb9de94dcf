/**
 * On a later visit, messages kept in savedContactForms are sent again, each with its own key, so the
 * agency receives each one once however many times it is tried; a message older than the retention
 * period of data/site.yaml is deleted instead. Loaded only when something is kept.
 */
import { notify } from '@/components/ui/toast'
import { shell } from '@/config/shell'
import { announceLead } from '@/browser/leadConversion'
import { MIN_FILL_TIME_MS } from '@/config/constants'
import { newLeadKey } from './leadKey'
import { postLead } from './postLead'
import { dropExpiredForms, readSavedForms, writeSavedForms, type SavedContactForm } from './savedForms'
import { outcomeOf } from './submitContact'

/** A message that still fails after this many visits stays kept until it expires, but is no longer re-sent. */
export const MAX_RESEND_ATTEMPTS = 5

export interface ResendReport {
  sent: number
  kept: number
  /** Deleted unsent because they were older than the retention period. */
  dropped: number
}

/** When "now" is, and how many days a kept message may be kept. */
export interface Retention {
  now: Date
  days: number
}

export async function resendSavedForms(
  storage: Storage,
  fetchImpl: typeof fetch,
  retention: Retention,
): Promise<ResendReport> {
  const report: ResendReport = {
    sent: 0,
    kept: 0,
    dropped: dropExpiredForms(storage, retention.now, retention.days),
  }
  for (const saved of readSavedForms(storage)) {
    if ((saved.resendAttempts ?? 0) >= MAX_RESEND_ATTEMPTS) continue
    const key = saved.key ?? newLeadKey()
    // Counted before sending: a page closed mid-send still uses up its try.
    update(storage, saved, { key, resendAttempts: (saved.resendAttempts ?? 0) + 1 })
    const { timestamp: _at, key: _key, fillMs, resendAttempts: _tries, ...submission } = saved
    const outcome = outcomeOf(
      await postLead({ ...submission, key, fillMs: fillMs ?? MIN_FILL_TIME_MS }, fetchImpl),
    )
    if (outcome.kind === 'success') {
      announceLead(key)
      writeSavedForms(
        storage,
        readSavedForms(storage).filter((entry) => entry.key !== key),
      )
      report.sent++
    } else {
      report.kept++
    }
  }
  return report
}

function update(storage: Storage, saved: SavedContactForm, changes: Partial<SavedContactForm>) {
  writeSavedForms(
    storage,
    readSavedForms(storage).map((entry) =>
      entry.timestamp === saved.timestamp && entry.key === saved.key ? { ...entry, ...changes } : entry,
    ),
  )
}

/** Re-sends what is kept and tells the visitor when an earlier message went through. */
export async function resendAndTell(storage: Storage, fetchImpl: typeof fetch): Promise<void> {
  const { sent } = await resendSavedForms(storage, fetchImpl, {
    now: new Date(),
    days: shell.contactForm.savedFormRetentionDays,
  })
  if (sent > 0)
    await notify({
      variant: 'success',
      title: 'Message Sent Successfully',
      description:
        sent === 1
          ? 'Your earlier message has now reached us. We will get back to you within 24 hours.'
          : `Your ${sent} earlier messages have now reached us. We will get back to you within 24 hours.`,
    })
}
