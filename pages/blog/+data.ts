import { resolveClosingCall } from '@/schemas/closingCall'
import { loadContent } from '@/schemas/load.server'
import { pageSeo } from '@/views/pageSeo.server'
import { distinctCategories, newestFirst, toBlogCard } from '@/views/blog'
import { blogJsonLd } from '@/views/jsonLd'
import { routes } from '@/lib/paths'

export function data() {
  const site = loadContent('site')
  const posts = newestFirst(loadContent('blog'))
  return {
    // Card fields only: the list never carries article bodies to the browser.
    posts: posts.map(toBlogCard),
    categories: distinctCategories(posts, loadContent('categories').blog),
    closingCall: resolveClosingCall(loadContent('pages').blog.closingCall, site),
    seo: pageSeo(routes.blog, [blogJsonLd(site, posts)]),
  }
}

/** What the page reads with usePageData<Data>() (Vike's typing of a data hook). */
export type Data = Awaited<ReturnType<typeof data>>
