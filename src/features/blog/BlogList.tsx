import { useState } from 'react'
import { cn } from '@/lib/cn'
import { postsInCategory, type BlogCard as BlogCardData } from '@/lib/blog'
import { BlogCard } from './BlogCard'

const ALL_ARTICLES = 'All Articles'
/** Cards in the first row load their image at once; the rest when scrolled near. */
const EAGER_CARDS = 3

function FilterButton({ label, pressed, onClick }: { label: string; pressed: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'rounded-full border px-4 py-2 text-sm font-semibold transition-colors',
        pressed
          ? 'border-primary bg-primary text-primary-foreground'
          : 'border-card-border bg-card text-foreground hover:border-accent hover:text-accent',
      )}
    >
      {label}
    </button>
  )
}

/** The category badges ("All Articles" plus one per category, one at a time) and the grid of cards. */
export function BlogList({ posts, categories }: { posts: BlogCardData[]; categories: string[] }) {
  const [category, setCategory] = useState<string | null>(null)
  const shown = postsInCategory(posts, category)
  const count = `${shown.length} ${shown.length === 1 ? 'article' : 'articles'}`
  return (
    <div className="container-page">
      <div
        role="group"
        aria-label="Filter articles by category"
        className="flex flex-wrap justify-center gap-2.5"
      >
        <FilterButton label={ALL_ARTICLES} pressed={category === null} onClick={() => setCategory(null)} />
        {categories.map((name) => (
          <FilterButton
            key={name}
            label={name}
            pressed={category === name}
            onClick={() => setCategory(name)}
          />
        ))}
      </div>
      <p role="status" className="sr-only">
        {category === null ? `Showing all ${count}` : `Showing ${count} in ${category}`}
      </p>
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {shown.map((post, index) => (
          <li key={post.slug}>
            <BlogCard post={post} eager={index < EAGER_CARDS} />
          </li>
        ))}
      </ul>
    </div>
  )
}
