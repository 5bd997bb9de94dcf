import { loadContent } from '@/schemas/load.server'
import type { LegalPageData } from '@/features/legal/LegalPage'
import { legalPath } from '@/lib/paths'
import { pageSeo } from '@/views/pageSeo.server'
import type { PageSeo } from '@/views/seo'

/** The page of data/legal/privacy-policy.md. */
export function data(): LegalPageData & { seo: PageSeo } {
  const document = loadContent('legal').find((candidate) => candidate.slug === 'privacy-policy')
  if (!document) throw new Error('data/legal/privacy-policy.md is missing')
  return { document, seo: pageSeo(legalPath('privacy-policy')) }
}
