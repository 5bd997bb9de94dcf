import { loadContent } from '@/schemas/load.server'
import { blogPostPath } from '@/lib/paths'

export const onBeforePrerenderStart = () => loadContent('blog').map((post) => blogPostPath(post.slug))
