import { createContext, useContext, type ReactNode } from 'react'
import type { PageContext } from 'vike/types'

const Context = createContext<PageContext | undefined>(undefined)

export function PageContextProvider({
  pageContext,
  children,
}: {
  pageContext: PageContext
  children: ReactNode
}) {
  return <Context.Provider value={pageContext}>{children}</Context.Provider>
}

export function usePageContext(): PageContext {
  const pageContext = useContext(Context)
  if (!pageContext) throw new Error('usePageContext() must be used inside <PageContextProvider>')
  return pageContext
}

/**
 * The page's own data, typed by the page that reads it. On the server only: the browser gets no page
 * data, an island gets what it shows as props.
 */
export function usePageData<T>(): T {
  const pageData = useContext(Context)?.pageData
  if (pageData === undefined)
    throw new Error('usePageData() has no data in the browser: give the island props')
  return pageData as T
}
