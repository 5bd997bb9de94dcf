import { StrictMode, useEffect, type ReactNode } from 'react'
import type { PageContext } from 'vike/types'
import { Layout } from './Layout'
import { PageContextProvider } from '@/hooks/pageContext'

/** Calls `onCommitted` once React has put this render into the document. */
function Committed({ onCommitted }: { onCommitted: () => void }) {
  useEffect(onCommitted, [onCommitted])
  return null
}

export function PageShell({
  pageContext,
  children,
  onCommitted,
}: {
  pageContext: PageContext
  children: ReactNode
  onCommitted?: () => void
}) {
  return (
    <StrictMode>
      <PageContextProvider pageContext={pageContext}>
        <Layout>{children}</Layout>
        {onCommitted && <Committed onCommitted={onCommitted} />}
      </PageContextProvider>
    </StrictMode>
  )
}
