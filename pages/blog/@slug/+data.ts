import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { resolveClosingCall } from '@/schemas/closingCall'
import { loadContent } from '@/schemas/load.server'
import { resolveMidArticleCall } from '@/schemas/pages'
import { pageSeo } from '@/views/pageSeo.server'
import { firstScreenImageSrc } from '@/views/publicFiles.server'
import { relatedPosts, toArticleView, toRelatedCard } from '@/views/blog'
import { blogPostingJsonLd } from '@/views/jsonLd'
import { blogPostPath } from '@/lib/paths'

export function data(pageContext: PageContextServer) {
  const posts = loadContent('blog')
  const post = posts.find((candidate) => candidate.slug === pageContext.routeParams.slug)
  // Only `vike dev` asks for an unknown slug: the not-found page sends its visitor to the list.
  if (!post) throw render(404)
  const site = loadContent('site')
  return {
    // Its own article (as HTML, not markdown) and summaries of the related ones: nothing more.
    post: toArticleView(post),
    featuredImageSrc: firstScreenImageSrc(post.featuredImage),
    related: relatedPosts(posts, post).map(toRelatedCard),
    closingCall: resolveClosingCall(loadContent('pages').blog.article.closingCall, site),
    midArticleCall: resolveMidArticleCall(loadContent('pages').blog.article.midArticleCall, site.booking),
    seo: pageSeo(blogPostPath(post.slug), [blogPostingJsonLd(site, post)]),
  }
}

/** What the page reads with usePageData<Data>() (Vike's typing of a data hook). */
export type Data = Awaited<ReturnType<typeof data>>
