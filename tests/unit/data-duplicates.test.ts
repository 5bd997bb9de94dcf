/**
 * A duplicate id, slug or featured image is reported at the entry that introduced it, the newer
 * one, whatever the file names: an article by its publish date (both, when published the same
 * day), a case study by file order (each new one takes the next number).
 */
import { describe, expect, it } from 'vitest'
import { runPipeline } from '../../scripts/data/pipeline'
import { fixtureData, lineOf } from './support/memoryData'
import type { MemoryDataFiles } from '../../scripts/data/dataFiles'

/** A copy of data/blog/first-post.md (id 1, /images/a.svg) as a new article, `slug`.md. */
function copyFirstPost(dataSet: MemoryDataFiles, slug: string, publishDate: string) {
  const text = dataSet.readData('blog/first-post.md')!
  dataSet.data.set(
    `blog/${slug}.md`,
    text
      .replace('slug: first-post', `slug: ${slug}`)
      .replace('title: The First Post', 'title: The First Post, Again')
      .replace("publishDate: '2025-05-14'", `publishDate: '${publishDate}'`),
  )
}

describe('a copied article', () => {
  it('is named for the id and the featured image it repeats, not the article it was copied from', () => {
    const dataSet = fixtureData()
    // Its file name sorts before the original's.
    copyFirstPost(dataSet, 'a-first-post-copy', '2025-07-01')
    const { problems } = runPipeline(dataSet)
    expect(problems.filter((problem) => problem.severity === 'error')).toEqual([
      {
        severity: 'error',
        file: 'blog/a-first-post-copy.md',
        field: 'id',
        message:
          '1 is also the id of data/blog/first-post.md; this article is the newer one, published after it (2025-07-01, it 2025-05-14): give it a number no other article uses, such as 3',
        line: lineOf(dataSet, 'blog/a-first-post-copy.md', /^id: /),
      },
      {
        severity: 'error',
        file: 'blog/a-first-post-copy.md',
        field: 'featuredImage',
        message:
          "'/images/a.svg' is also the featured image of data/blog/first-post.md; this article is the newer one, published after it (2025-07-01, it 2025-05-14): draw this article its own",
        line: lineOf(dataSet, 'blog/a-first-post-copy.md', /^featuredImage: /),
      },
    ])
  })

  it('published the same day as the original names both, each with the other', () => {
    const dataSet = fixtureData()
    copyFirstPost(dataSet, 'a-first-post-copy', '2025-05-14')
    const sameDay = 'published the same day (2025-05-14), so neither is the older'
    expect(runPipeline(dataSet).errors).toEqual([
      `data/blog/a-first-post-copy.md: id: 1 is also the id of data/blog/first-post.md, ${sameDay}: give one of them a number no other article uses, such as 3`,
      `data/blog/first-post.md: id: 1 is also the id of data/blog/a-first-post-copy.md, ${sameDay}: give one of them a number no other article uses, such as 3`,
      `data/blog/a-first-post-copy.md: featuredImage: '/images/a.svg' is also the featured image of data/blog/first-post.md, ${sameDay}: draw one of them its own`,
      `data/blog/first-post.md: featuredImage: '/images/a.svg' is also the featured image of data/blog/a-first-post-copy.md, ${sameDay}: draw one of them its own`,
    ])
  })
})

describe('a copied case study', () => {
  it('is named for the slug it repeats at the file numbered after the original', () => {
    const dataSet = fixtureData()
    dataSet.data.set('case-studies/03-agents-copy.yaml', dataSet.readData('case-studies/01-agents.yaml')!)
    const { problems } = runPipeline(dataSet)
    const errors = problems.filter((problem) => problem.severity === 'error')
    expect(errors).toContainEqual({
      severity: 'error',
      file: 'case-studies/03-agents-copy.yaml',
      field: 'slug',
      message:
        "'how-bandera-ai-agents-booked-140-demos-a-payments-story' is also the slug of data/case-studies/01-agents.yaml; this study is the newer one, numbered after it (a new study takes the next number): give it a slug of its own, its title by the address rule",
      line: lineOf(dataSet, 'case-studies/03-agents-copy.yaml', /^slug: /),
    })
    // Its copied results are the copy's to change too (checks/copiedResults.ts); the original is blamed for nothing.
    expect(errors.map((problem) => problem.file)).not.toContain('case-studies/01-agents.yaml')
    expect(errors.map((problem) => problem.field)).toEqual(['slug', 'results.0'])
  })
})
