import { StrictMode, type ReactNode } from 'react'
import type { PageContext } from 'vike/types'
import { Layout } from './Layout'
import { PageContextProvider } from '@/lib/pageContext'

export function PageShell({ pageContext, children }: { pageContext: PageContext; children: ReactNode }) {
  return (
    <StrictMode>
      <PageContextProvider pageContext={pageContext}>
        <Layout>{children}</Layout>
      </PageContextProvider>
    </StrictMode>
  )
}
