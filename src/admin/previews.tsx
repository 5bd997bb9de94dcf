import type { PreviewTemplateComponentProps } from 'decap-cms-core'
import type { CaseStudySource } from '@/content/caseStudy'
import type { BlogFrontMatter } from '@/content/blogPost'
import { ArticleHeader } from '@/features/blog/ArticleHeader'
import { DetailHeader } from '@/features/case-studies/DetailHeader'
import { categoryAccent } from '@/features/case-studies/categoryAccent'
import { KeyChallenges, StoryColumns } from '@/features/case-studies/StoryColumns'

/**
 * Decap CMS's preview pane, drawn with the site's own components and styles (registered in
 * src/admin/startCms.ts; the styles are the site's, built with the editor): what an entry says, as
 * the page will show it. Figures written as {{figure:name}} show as written; the charts and
 * neighbours, which the pipeline derives, show on the built page.
 */

/** The entry's fields as plain data; a list or a field still empty is empty, not missing. */
function fieldsOf<T>(entry: PreviewTemplateComponentProps['entry']): Partial<T> {
  return (entry.get('data') as { toJS(): Partial<T> }).toJS()
}

const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : [])

/** The choices of the collection's category field: data/categories.yaml, in its order. */
function categoryChoices(collection: PreviewTemplateComponentProps['collection']): string[] {
  const fields = (collection.get('fields') as { toJS(): { name: string; options?: string[] }[] }).toJS()
  return fields.find((field) => field.name === 'category')?.options ?? []
}

export function CaseStudyPreview({ entry, collection }: PreviewTemplateComponentProps) {
  const study = fieldsOf<CaseStudySource>(entry)
  const category = study.category ?? ''
  const challenges = Array.isArray(study.challenges) ? list(study.challenges) : (study.challenges ?? '')
  return (
    <main className="bg-background text-foreground">
      <DetailHeader
        study={{
          title: study.title ?? '',
          category,
          industry: study.industry ?? '',
          timeframe: study.timeframe,
          headquarters: study.headquarters,
          companySize: study.companySize,
          results: list(study.results),
        }}
        accent={categoryAccent(category, categoryChoices(collection))}
      />
      <StoryColumns study={{ challenges, solutions: list(study.solutions), results: list(study.results) }} />
      {list(study.challenges_faced).length > 0 && <KeyChallenges items={list(study.challenges_faced)} />}
    </main>
  )
}

export function ArticlePreview({ entry, widgetFor }: PreviewTemplateComponentProps) {
  const post = fieldsOf<BlogFrontMatter>(entry)
  return (
    <main className="bg-background text-foreground">
      <article className="container-page pb-16 pt-12">
        <ArticleHeader
          post={{
            category: post.category ?? '',
            publishDate: String(post.publishDate ?? ''),
            readTime: post.readTime ?? '',
            title: post.title ?? '',
            subtitle: post.subtitle,
          }}
        />
        <div className="prose-content mx-auto mt-10 max-w-3xl">{widgetFor('body')}</div>
      </article>
    </main>
  )
}
