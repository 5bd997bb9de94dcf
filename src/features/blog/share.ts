import type { Notice } from '@/components/ui/toast'

export interface ShareData {
  title: string
  /** The article's excerpt. */
  text: string
  url: string
}

/** The parts of the browser the share flow uses, passed in so the flow is testable without one. */
export interface ShareEnvironment {
  /** navigator.share, when the device has a share sheet. */
  share?: (data: ShareData) => Promise<void>
  /** navigator.clipboard.writeText, when there is a clipboard. */
  writeText?: (text: string) => Promise<void>
  notify: (notice: Notice) => unknown
}

export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed'

export const LINK_COPIED: Notice = { title: 'Link Copied!', description: 'Article link copied to clipboard' }
export const COPY_FAILED: Notice = {
  variant: 'error',
  title: 'Could not copy the link',
  description: 'Copy the address from the browser bar to share this article.',
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError'
}

/**
 * The Share button: the native share sheet with title, excerpt and address; without one (or when it
 * fails for any reason but the reader cancelling) the address is copied and a toast confirms it.
 * A cancelled share does nothing.
 */
export async function shareArticle(data: ShareData, env: ShareEnvironment): Promise<ShareOutcome> {
  if (env.share) {
    try {
      await env.share(data)
      return 'shared'
    } catch (error) {
      if (isAbort(error)) return 'cancelled'
    }
  }
  try {
    if (!env.writeText) throw new Error('No clipboard')
    await env.writeText(data.url)
  } catch {
    env.notify(COPY_FAILED)
    return 'failed'
  }
  env.notify(LINK_COPIED)
  return 'copied'
}

/** The browser's share sheet and clipboard, bound so they can be called detached. */
export function browserShareEnvironment(notify: ShareEnvironment['notify']): ShareEnvironment {
  return {
    share: typeof navigator.share === 'function' ? (data) => navigator.share(data) : undefined,
    writeText: navigator.clipboard ? (text) => navigator.clipboard.writeText(text) : undefined,
    notify,
  }
}
