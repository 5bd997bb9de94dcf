import { loadContent } from '@/schemas/load.server'
import type { LegalDocument } from '@/schemas/legal'
import { pageSeo } from './pageSeo.server'

export interface LegalPageData {
  document: LegalDocument
}

export function legalPageData(slug: string) {
  const document = loadContent('legal').find((candidate) => candidate.slug === slug)
  if (!document) throw new Error(`data/legal/${slug}.md is missing`)
  return { document, seo: pageSeo(`/${slug}`) }
}
