import { figureValue } from '@/content/figures'
import { loadContent } from '@/content/load.server'
import { pageSeo } from '@/features/seo/pageSeo.server'
import { distinctCategories, newestFirst, toBlogCard } from '@/lib/blog'
import { blogJsonLd } from '@/lib/jsonLd'

export function data() {
  const site = loadContent('site')
  const posts = newestFirst(loadContent('blog'))
  return {
    // Card fields only: the list never carries article bodies to the browser.
    posts: posts.map(toBlogCard),
    categories: distinctCategories(posts, loadContent('categories').blog),
    consultationLength: figureValue(loadContent('figures'), 'consultationLength'),
    seo: pageSeo({
      title: `Sales & AI Insights: the ${site.aiProduct.name} Blog`,
      description:
        'Practical articles for B2B sales leaders on outbound, lead generation, qualification and AI sales agents: frameworks, benchmarks and worked examples.',
      keywords: ['B2B sales blog', 'AI sales insights', 'outbound playbooks', 'lead generation tips'],
      path: '/blog',
      jsonLd: [blogJsonLd(site, posts)],
      breadcrumb: [{ name: 'Blog', path: '/blog' }],
    }),
  }
}
