/**
 * Notifications. Sonner and its styles load on the first notification, not with every page.
 */
export interface Notice {
  title: string
  description?: string
  variant?: 'success' | 'error' | 'info'
}

export async function notify(notice: Notice): Promise<void> {
  const { showToast } = await import('./toaster')
  await showToast(notice)
}
