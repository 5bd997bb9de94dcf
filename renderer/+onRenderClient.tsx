import { startTransition } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import type { PageContextClient } from 'vike/types'
import { replaceHeadTags } from './replaceHeadTags'
import type { HeadTag } from '@/lib/seo'
import { PageShell } from './PageShell'

let root: Root | undefined
let shownHeadTags: readonly HeadTag[] = []
/** Fails the pending render, so that Vike shows its error page instead of waiting forever. */
let failRender: ((error: unknown) => void) | undefined
const rootOptions = { onUncaughtError: (error: unknown) => failRender?.(error) }

/**
 * Hydrates the prerendered page, or renders the next one after a client-side navigation. Resolves
 * once the page is in the document, so that Vike's scrolling (top, hash, or the position saved for
 * Back/Forward) sees the new page and never the old one.
 */
export async function onRenderClient(pageContext: PageContextClient) {
  const { Page } = pageContext
  const container = document.getElementById('root')!
  await new Promise<void>((resolve, reject) => {
    failRender = reject
    const page = (
      <PageShell pageContext={pageContext} onCommitted={resolve}>
        <Page />
      </PageShell>
    )
    if (pageContext.isHydration) {
      // A transition lets React yield while hydrating, so input is never blocked for long.
      startTransition(() => {
        root = hydrateRoot(container, page, rootOptions)
      })
    } else {
      root ??= createRoot(container, rootOptions)
      root.render(page)
    }
  })
  if (!pageContext.isHydration) replaceHeadTags(document.head, shownHeadTags, pageContext.headTags)
  shownHeadTags = pageContext.headTags
}
