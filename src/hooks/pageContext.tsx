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
 * Puts a stylesheet into the <head> of the page that renders this, once: its text, imported with
 * Vite's `?inline` query (`import css from './x.css?inline'`). So a page asks for no stylesheet
 * before its first paint, and carries only the styles of what it shows. On the server only: in the
 * browser (an island's root, which has no page context) it does nothing.
 */
export function useStylesheet(css: string): void {
  useContext(Context)?.stylesheets.add(css)
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
