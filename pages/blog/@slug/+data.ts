import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { loadContent } from '@/content/load.server'
import { pageSeo } from '@/features/seo/pageSeo.server'
import { blogPostingJsonLd } from '@/lib/jsonLd'
import { blogPostPath } from '@/lib/paths'

export function data(pageContext: PageContextServer) {
  const post = loadContent('blog').find((candidate) => candidate.slug === pageContext.routeParams.slug)
  if (!post) throw redirect('/blog')
  const site = loadContent('site')
  const path = blogPostPath(post.slug)
  const { content: _markdown, ...article } = post
  return {
    post: article,
    seo: pageSeo({
      title: `${post.title} - ${site.aiProduct.name} Blog`,
      exactTitle: true,
      description: post.excerpt,
      keywords: post.tags,
      path,
      image: post.featuredImage,
      type: 'article',
      jsonLd: [blogPostingJsonLd(site, post)],
      breadcrumb: [
        { name: 'Blog', path: '/blog' },
        { name: post.title, path },
      ],
    }),
  }
}
