import type { RelatedCard } from '@/views/blog'
import { blogPostPath } from '@/lib/paths'
import { FEATURED_IMAGE_HEIGHT, FEATURED_IMAGE_WIDTH } from './images'

/**
 * Up to three other articles of the same category, each by its card title in two lines (the link's
 * name is what it shows, WCAG 2.5.3; the article's page has the full title); nothing at all when
 * there are none.
 */
export function RelatedArticles({ posts }: { posts: RelatedCard[] }) {
  if (posts.length === 0) return null
  return (
    <section aria-labelledby="related-heading" className="container-page pb-20">
      <div className="mx-auto max-w-5xl">
        <h2 id="related-heading" className="text-2xl font-bold text-foreground sm:text-3xl">
          Related Articles
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug}>
              <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-card-border bg-card transition-colors focus-within:border-accent hover:border-accent">
                <img
                  src={post.featuredImage}
                  alt=""
                  width={FEATURED_IMAGE_WIDTH}
                  height={FEATURED_IMAGE_HEIGHT}
                  loading="lazy"
                  decoding="async"
                  className="h-auto w-full border-b border-card-border object-cover"
                />
                <div className="flex flex-1 flex-col p-5">
                  <h3
                    data-card-title
                    className="line-clamp-2 text-lg font-semibold leading-snug text-foreground"
                  >
                    <a
                      href={blogPostPath(post.slug)}
                      className="rounded after:absolute after:inset-0 after:content-[''] group-hover:text-accent"
                    >
                      {post.cardTitle}
                    </a>
                  </h3>
                  <p className="mt-2 line-clamp-2 text-sm leading-relaxed text-muted">{post.excerpt}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
