import { StrictMode, type ReactNode } from 'react'
import type { PageContext } from 'vike/types'
import { PageContextProvider } from '@/hooks/pageContext'

/** What every render has around it, on the server and in each island's root in the browser. */
export function PageShell({ pageContext, children }: { pageContext: PageContext; children: ReactNode }) {
  return (
    <StrictMode>
      <PageContextProvider pageContext={pageContext}>{children}</PageContextProvider>
    </StrictMode>
  )
}
