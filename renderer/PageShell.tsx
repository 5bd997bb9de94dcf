import { StrictMode, type ReactNode } from 'react'
import type { PageContext } from 'vike/types'
import { PageContextProvider } from '@/hooks/pageContext'

/**
 * What every render has around it: on the server the page's context, in the browser (each island's
 * root) none, since an island gets what it shows as props.
 */
export function PageShell({ pageContext, children }: { pageContext?: PageContext; children: ReactNode }) {
  return (
    <StrictMode>
      {pageContext ? (
        <PageContextProvider pageContext={pageContext}>{children}</PageContextProvider>
      ) : (
        children
      )}
    </StrictMode>
  )
}
