import { Tag } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { ClosingCall } from '@/components/ui/closing-call'
import { FEATURED_IMAGE_MAX_HEIGHT_PX } from '@/config/constants'
import { ArticleContentsBlock, ArticleContentsSidebar } from '@/features/blog/ArticleContents'
import { ArticleHeader } from '@/features/blog/ArticleHeader'
import { AuthorBox } from '@/features/blog/AuthorBox'
import { FEATURED_IMAGE_HEIGHT, FEATURED_IMAGE_WIDTH } from '@/features/blog/images'
import { MidArticleCall } from '@/features/blog/MidArticleCall'
import { RelatedArticles } from '@/features/blog/RelatedArticles'
import { ShareButton } from '@/features/blog/ShareButton.island'
import { usePageData, useStylesheet } from '@/hooks/pageContext'
import { articleParts } from '@/views/blog'
import type { Data } from './+data'
import proseCss from '@/styles/prose.css?inline'
import articleCss from '@/features/blog/article.css?inline'

export default function Page() {
  useStylesheet(proseCss)
  useStylesheet(articleCss)
  const { post, featuredImageSrc, related, closingCall, midArticleCall } = usePageData<Data>()
  const [first, rest] = articleParts(post)
  const hasContents = post.contents.length > 0
  return (
    <>
      <article className="container-page pb-16 pt-28 sm:pt-32">
        <ArticleHeader
          post={post}
          share={<ShareButton title={post.title} excerpt={post.excerpt} />}
          className="reading-measure mx-auto"
        />
        <img
          src={featuredImageSrc}
          alt=""
          width={FEATURED_IMAGE_WIDTH}
          height={FEATURED_IMAGE_HEIGHT}
          fetchPriority="high"
          decoding="async"
          style={{ maxHeight: FEATURED_IMAGE_MAX_HEIGHT_PX }}
          className="mx-auto mt-10 h-auto w-full max-w-5xl rounded-2xl border border-card-border object-cover"
        />
        <div className="article-layout mt-10">
          {hasContents && <ArticleContentsSidebar headings={post.contents} />}
          <div className="reading-measure mx-auto">
            {hasContents && <ArticleContentsBlock headings={post.contents} />}
            <div className="prose-content" dangerouslySetInnerHTML={{ __html: first! }} />
            {rest !== undefined && (
              <>
                <MidArticleCall call={midArticleCall} />
                <div className="prose-content" dangerouslySetInnerHTML={{ __html: rest }} />
              </>
            )}
            <footer className="mt-12 space-y-10 border-t border-card-border pt-10">
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
          </div>
        </div>
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
