import { ArrowLeft, Tag } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { ClosingCall } from '@/components/ui/closing-call'
import { FEATURED_IMAGE_MAX_HEIGHT_PX } from '@/config/constants'
import { AuthorBox } from '@/features/blog/AuthorBox'
import { FEATURED_IMAGE_HEIGHT, FEATURED_IMAGE_WIDTH } from '@/features/blog/images'
import { PublishDate, ReadTime } from '@/features/blog/PostMeta'
import { RelatedArticles } from '@/features/blog/RelatedArticles'
import { ShareButton } from '@/features/blog/ShareButton'
import { usePageData } from '@/hooks/pageContext'
import type { data } from './+data'
import { routes } from '@/lib/paths'
import '@/styles/prose.css'

export default function Page() {
  const { post, related, closingCall } = usePageData<ReturnType<typeof data>>()
  return (
    <>
      <article className="container-page pb-16 pt-28 sm:pt-32">
        <header className="mx-auto max-w-3xl">
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
            <div className="sm:ml-auto">
              <ShareButton title={post.title} excerpt={post.excerpt} />
            </div>
          </div>
          <h1 className="mt-6 text-3xl font-extrabold leading-tight tracking-tight text-foreground sm:text-4xl lg:text-5xl">
            {post.title}
          </h1>
          {post.subtitle && (
            <p className="mt-5 text-lg leading-relaxed text-muted sm:text-xl">{post.subtitle}</p>
          )}
        </header>
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
                  <Badge className="bg-card px-3 py-1 text-sm font-medium text-foreground">{tag}</Badge>
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
