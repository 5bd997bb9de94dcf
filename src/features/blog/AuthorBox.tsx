import { ExternalLink as ExternalIcon } from 'lucide-react'
import { ExternalLink } from '@/components/ui/external-link'
import type { BlogPostSummary } from '@/schemas/blogPost'
import { AVATAR_SIZE } from './images'

/** Who wrote the article: photo, "Written by", name and a link to their profile. */
export function AuthorBox({ author }: { author: BlogPostSummary['author'] }) {
  return (
    <div
      data-testid="author-box"
      className="flex items-center gap-5 rounded-2xl border border-card-border bg-card p-6"
    >
      <img
        src={author.avatar}
        alt=""
        width={AVATAR_SIZE}
        height={AVATAR_SIZE}
        loading="lazy"
        decoding="async"
        className="size-16 shrink-0 rounded-full border-2 border-card-border sm:size-20"
      />
      <div className="min-w-0">
        <p className="text-sm text-muted">Written by</p>
        <p className="mt-0.5 text-lg font-semibold text-foreground">{author.name}</p>
        <ExternalLink
          href={author.url}
          className="mt-1 inline-flex items-center gap-1.5 text-sm font-medium text-accent hover:underline"
        >
          View profile
          <ExternalIcon aria-hidden className="size-3.5" />
        </ExternalLink>
      </div>
    </div>
  )
}
