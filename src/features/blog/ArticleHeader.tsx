import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import type { BlogPost } from '@/schemas/blogPost'
import { PublishDate, ReadTime } from '@/features/blog/PostMeta'
import { routes } from '@/lib/paths'

/** An article's top: back link, category, date, read time, title and subtitle (and the share button). */
export function ArticleHeader({
  post,
  share,
  className = 'mx-auto max-w-3xl',
}: {
  post: Pick<BlogPost, 'category' | 'publishDate' | 'readTime' | 'title' | 'subtitle'>
  share?: ReactNode
  /** Its width: by default its own, on the article's page that of the reading column. */
  className?: string
}) {
  return (
    <header className={className}>
      <a
        href={routes.blog}
        className="inline-flex items-center gap-2 rounded text-sm font-medium text-muted hover:text-accent"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Back to Blog
      </a>
      <div className="mt-8 flex flex-wrap items-center gap-x-5 gap-y-3 text-sm text-muted">
        <Badge className="bg-card text-accent">{post.category}</Badge>
        <PublishDate date={post.publishDate} />
        <ReadTime readTime={post.readTime} />
        {share && <div className="sm:ml-auto">{share}</div>}
      </div>
      <h1 className="mt-6 text-3xl font-extrabold leading-tight tracking-tight text-foreground sm:text-4xl lg:text-5xl">
        {post.title}
      </h1>
      {post.subtitle && <p className="mt-5 text-lg leading-relaxed text-muted sm:text-xl">{post.subtitle}</p>}
    </header>
  )
}
