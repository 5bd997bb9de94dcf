import { Tag } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { ClosingCall } from '@/components/ui/closing-call'
import { FEATURED_IMAGE_MAX_HEIGHT_PX } from '@/config/constants'
import { ArticleHeader } from '@/features/blog/ArticleHeader'
import { AuthorBox } from '@/features/blog/AuthorBox'
import { FEATURED_IMAGE_HEIGHT, FEATURED_IMAGE_WIDTH } from '@/features/blog/images'
import { RelatedArticles } from '@/features/blog/RelatedArticles'
import { ShareButton } from '@/features/blog/ShareButton'
import { usePageData } from '@/hooks/pageContext'
import type { data } from './+data'
import '@/styles/prose.css'

export default function Page() {
  const { post, related, closingCall } = usePageData<ReturnType<typeof data>>()
  return (
    <>
      <article className="container-page pb-16 pt-28 sm:pt-32">
        <ArticleHeader post={post} share={<ShareButton title={post.title} excerpt={post.excerpt} />} />
        <img
          src={post.featuredImage}
          alt=""
          width={FEATURED_IMAGE_WIDTH}
          height={FEATURED_IMAGE_HEIGHT}
          fetchPriority="high"
          decoding="async"
          style={{ maxHeight: FEATURED_IMAGE_MAX_HEIGHT_PX }}
          className="mx-auto mt-10 h-auto w-full max-w-5xl rounded-2xl border border-card-border object-cover"
        />
        <div
          className="prose-content mx-auto mt-10 max-w-3xl"
          dangerouslySetInnerHTML={{ __html: post.html }}
        />
        <footer className="mx-auto mt-12 max-w-3xl space-y-10 border-t border-card-border pt-10">
          <section aria-labelledby="tags-heading">
            <h2
              id="tags-heading"
              className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-foreground"
            >
              <Tag aria-hidden className="size-4 text-accent" />
              Tags
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Badge size="md" className="bg-card text-foreground">
                    {tag}
                  </Badge>
                </li>
              ))}
            </ul>
          </section>
          <AuthorBox author={post.author} />
        </footer>
      </article>
      <div className="container-page pb-20">
        <div className="mx-auto max-w-4xl">
          <ClosingCall id="article-cta" call={closingCall} icon="calendar" contained={false} />
        </div>
      </div>
      <RelatedArticles posts={related} />
    </>
  )
}
