import { loadContent } from '@/content/load.server'
import { blogPostPath } from '@/lib/paths'

export const onBeforePrerenderStart = () => loadContent('blog').map((post) => blogPostPath(post.slug))
