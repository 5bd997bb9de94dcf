import { startTransition } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import type { PageContextClient } from 'vike/types'
import type { PageSeo } from '@/lib/seo'
import { PageShell } from './PageShell'

let root: Root | undefined

function setMeta(selector: string, attribute: 'content' | 'href', value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value)
}

/** After a client-side navigation, the head describes the new page. */
function updateHead(seo: PageSeo) {
  document.title = seo.title
  setMeta('meta[name="description"]', 'content', seo.description)
  setMeta('meta[name="keywords"]', 'content', seo.keywords.join(', '))
  setMeta('meta[property="og:title"]', 'content', seo.title)
  setMeta('meta[property="og:description"]', 'content', seo.description)
  const canonical = document.head.querySelector('link[rel="canonical"]')
  if (canonical)
    canonical.setAttribute('href', new URL(seo.path, canonical.getAttribute('href') ?? undefined).href)
}

export async function onRenderClient(pageContext: PageContextClient) {
  const { Page } = pageContext
  const page = (
    <PageShell pageContext={pageContext}>
      <Page />
    </PageShell>
  )
  const container = document.getElementById('root')!
  if (pageContext.isHydration) {
    // A transition lets React yield while hydrating, so input is never blocked for long.
    startTransition(() => {
      root = hydrateRoot(container, page)
    })
  } else {
    root ??= createRoot(container)
    root.render(page)
    updateHead(pageContext.data.seo)
  }
}
