import { useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { toast, Toaster } from 'sonner'
import { TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_VISIBLE_MAX } from '@/config/constants'
import type { Notice } from './toast'

let mounted: Promise<void> | undefined

function MountSignal({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted])
  return null
}

function currentTheme(): 'dark' | 'light' {
  return document.documentElement.classList.contains('light') ? 'light' : 'dark'
}

/** Mounts one Toaster in its own root; resolves once it listens (its effects run before its sibling's). */
function mountToaster(): Promise<void> {
  mounted ??= new Promise((resolve) => {
    const container = document.createElement('div')
    container.id = 'toaster'
    document.body.append(container)
    createRoot(container).render(
      <>
        <Toaster
          theme={currentTheme()}
          position="bottom-right"
          visibleToasts={TOAST_VISIBLE_MAX}
          duration={TOAST_DURATION_MS}
          gap={TOAST_GAP_PX}
          richColors
          closeButton
        />
        <MountSignal onMounted={resolve} />
      </>,
    )
  })
  return mounted
}

export async function showToast({ title, description, variant = 'info' }: Notice): Promise<void> {
  await mountToaster()
  const show = variant === 'success' ? toast.success : variant === 'error' ? toast.error : toast
  show(title, { description })
}
