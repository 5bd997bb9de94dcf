import type { PreviewTemplateComponentProps } from 'decap-cms-core'
import { Component, type ReactNode } from 'react'
import type { CaseStudySource } from '@/schemas/caseStudy'
import type { BlogFrontMatter } from '@/schemas/blogPost'
import type { LegalDocument } from '@/schemas/legal'
import { serviceSectionSchema, type ServicePage } from '@/schemas/servicePages'
import { ArticleHeader } from '@/features/blog/ArticleHeader'
import { DetailHeader } from '@/features/case-studies/DetailHeader'
import { categoryAccent } from '@/features/case-studies/categoryAccent'
import { KeyChallenges, StoryColumns } from '@/features/case-studies/StoryColumns'
import { LegalHeader } from '@/features/legal/LegalPage'
import { raisedBands, Section } from '@/features/services/ServicePageLayout'

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

/** An article or a legal text: its heading, then its markdown as the site sets long text. */
function TextPreview({ header, body }: { header: ReactNode; body: ReactNode }) {
  return (
    <main className="bg-background text-foreground">
      <article className="container-page pb-16 pt-12">
        {header}
        <div className="prose-content reading-measure mx-auto mt-10 max-w-3xl">{body}</div>
      </article>
    </main>
  )
}

export function ArticlePreview({ entry, widgetFor }: PreviewTemplateComponentProps) {
  const post = fieldsOf<BlogFrontMatter>(entry)
  const header = (
    <ArticleHeader
      post={{
        category: post.category ?? '',
        publishDate: String(post.publishDate ?? ''),
        readTime: post.readTime ?? '',
        title: post.title ?? '',
        subtitle: post.subtitle,
      }}
    />
  )
  return <TextPreview header={header} body={widgetFor('body')} />
}

export function LegalPreview({ entry, widgetFor }: PreviewTemplateComponentProps) {
  const document = fieldsOf<LegalDocument>(entry)
  const header = (
    <LegalHeader
      document={{
        title: document.title ?? '',
        description: document.description ?? '',
        summary: document.summary,
      }}
    />
  )
  return <TextPreview header={header} body={widgetFor('body')} />
}

/**
 * A section the preview cannot draw from the form's values alone (one the pipeline completes, as the
 * calculator): said in words, and drawn on the built page.
 */
class SectionBoundary extends Component<{ label: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <p className="container-page py-8 text-muted">
        The {this.props.label} section shows here once the page is built.
      </p>
    )
  }
}

export function ServicePagePreview({ entry }: PreviewTemplateComponentProps) {
  const page = fieldsOf<ServicePage>(entry)
  // With the defaults the schema gives a value left out (a card's colour), as the pipeline does.
  const sections = (page.sections ?? [])
    .filter((section) => section && section.type)
    .map((section) => {
      const parsed = serviceSectionSchema.safeParse(section)
      return parsed.success ? parsed.data : section
    })
  const raised = raisedBands(sections)
  return (
    <main className="bg-background text-foreground">
      {sections.map((section, index) => (
        <SectionBoundary key={`${section.id}-${index}`} label={section.type}>
          <Section section={section} raised={raised[index]!} />
        </SectionBoundary>
      ))}
      {page.closingCall && (
        <section className="container-page py-16 text-center">
          <h2 className="text-3xl font-extrabold tracking-tight">{page.closingCall.title}</h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">{page.closingCall.text}</p>
        </section>
      )}
    </main>
  )
}

/** A field's name as words: "isNew" -> "is new", "seo" -> "seo". */
const inWords = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]/g, ' ')

/** A value of a list or settings file, as the site's cards set it: texts as paragraphs, groups as cards. */
function FieldValue({ value }: { value: unknown }): ReactNode {
  if (Array.isArray(value))
    return (
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {value.map((item, index) => (
          <div key={index} className="rounded-2xl border border-card-border bg-card p-5">
            <FieldValue value={item} />
          </div>
        ))}
      </div>
    )
  if (value && typeof value === 'object')
    return (
      <dl className="grid gap-2">
        {Object.entries(value).map(([key, item]) => (
          <div key={key}>
            <dt className="text-xs font-semibold uppercase tracking-wider text-accent">{inWords(key)}</dt>
            <dd className="text-foreground">
              <FieldValue value={item} />
            </dd>
          </div>
        ))}
      </dl>
    )
  return <span>{value === undefined || value === null ? '' : String(value)}</span>
}

/**
 * The lists, the pages' copy and the settings: no one page shows a file whole, so its values are set
 * in the site's type and cards, each under its field's label.
 */
export function FieldsPreview({ entry, collection }: PreviewTemplateComponentProps) {
  const data = fieldsOf<Record<string, unknown>>(entry)
  const file = (
    collection.get('files') as
      { toJS(): { name: string; label: string; fields: { name: string; label: string }[] }[] } | undefined
  )
    ?.toJS()
    .find((candidate) => candidate.name === entry.get('slug'))
  return (
    <main className="bg-background text-foreground">
      <div className="container-page py-12">
        <h1 className="text-4xl font-extrabold tracking-tight">{file?.label}</h1>
        {(file?.fields ?? []).map((field) => (
          <section key={field.name} className="mt-10">
            <h2 className="text-2xl font-bold tracking-tight">{field.label}</h2>
            <div className="mt-3 text-muted">
              <FieldValue value={data[field.name]} />
            </div>
          </section>
        ))}
      </div>
    </main>
  )
}
