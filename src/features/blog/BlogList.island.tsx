import { useState } from 'react'
import { FilterChips } from '@/components/ui/filter-chips'
import { postsInCategory, type BlogCard as BlogCardData } from '@/views/blog'
import { BlogCard } from './BlogCard'
import { island } from '@/islands/island'

const ALL_ARTICLES = 'All Articles'
/** Cards in the first row load their image at once; the rest when scrolled near. */
const EAGER_CARDS = 3

/** The category badges ("All Articles" plus one per category, one at a time) and the grid of cards. */
function BlogListIsland({ posts, categories }: { posts: BlogCardData[]; categories: string[] }) {
  const [category, setCategory] = useState<string | null>(null)
  const shown = postsInCategory(posts, category)
  const count = `${shown.length} ${shown.length === 1 ? 'article' : 'articles'}`
  return (
    <div className="container-page">
      <FilterChips
        label="Filter articles by category"
        allLabel={ALL_ARTICLES}
        options={categories}
        selected={category}
        onSelect={setCategory}
      />
      <p role="status" className="sr-only">
        {category === null ? `Showing all ${count}` : `Showing ${count} in ${category}`}
      </p>
      <ul className="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {shown.map((post, index) => (
          <li key={post.slug}>
            <BlogCard post={post} eager={index < EAGER_CARDS} />
          </li>
        ))}
      </ul>
    </div>
  )
}

export const BlogList = island(BlogListIsland)
