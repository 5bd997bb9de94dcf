import { loadContent } from '@/content/load.server'
import { pageSeo } from '@/features/seo/pageSeo.server'
import { newestFirst } from '@/lib/blog'

export function data() {
  const site = loadContent('site')
  return {
    posts: newestFirst(loadContent('blog')).map(({ slug, title, id, publishDate }) => ({
      slug,
      title,
      id,
      publishDate,
    })),
    seo: pageSeo({
      title: `Sales & AI Insights: the ${site.aiProduct.name} Blog`,
      description: 'Practical articles on B2B outreach, lead generation and AI sales agents.',
      keywords: ['B2B sales blog', 'AI sales insights'],
      path: '/blog',
      breadcrumb: [{ name: 'Blog', path: '/blog' }],
    }),
  }
}
