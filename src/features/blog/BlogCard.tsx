import { ArrowRight } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import type { BlogCard as BlogCardData } from '@/views/blog'
import { blogPostPath } from '@/lib/paths'
import { FEATURED_IMAGE_HEIGHT, FEATURED_IMAGE_WIDTH } from './images'
import { PublishDate, ReadTime } from './PostMeta'

/**
 * One article on the list: the whole card is clickable through its "Read Article" link. The title
 * keeps to two lines (the spec's rule), and its card title is short enough to show whole in them at
 * every width (build:data holds it to CARD_TITLE_MAX_CHARS), the clamp only a guard; "Read Article"
 * names the full title. The excerpt keeps to three lines.
 */
export function BlogCard({ post, eager = false }: { post: BlogCardData; eager?: boolean }) {
  return (
    <article
      data-testid="blog-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-card-border bg-card transition-colors focus-within:border-accent hover:border-accent"
    >
      <img
        src={post.featuredImage}
        alt=""
        width={FEATURED_IMAGE_WIDTH}
        height={FEATURED_IMAGE_HEIGHT}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="h-auto w-full border-b border-card-border object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <div>
          <Badge className="bg-background text-accent">{post.category}</Badge>
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted">
          <PublishDate date={post.publishDate} />
          <ReadTime readTime={post.readTime} />
        </div>
        <h2 data-card-title className="mt-3 line-clamp-2 text-lg font-bold leading-snug text-foreground">
          {post.cardTitle}
        </h2>
        <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-muted">{post.excerpt}</p>
        <div className="mt-auto pt-6">
          <a
            href={blogPostPath(post.slug)}
            aria-label={`Read Article: ${post.title}`}
            className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-accent after:absolute after:inset-0 after:content-[''] hover:underline"
          >
            Read Article
            <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
          </a>
        </div>
      </div>
    </article>
  )
}
