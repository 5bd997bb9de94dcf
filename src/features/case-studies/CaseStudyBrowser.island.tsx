import { useRef, useState } from 'react'
import { useStylesheet } from '@/hooks/pageContext'
import type { AccentName } from '@/components/ui/accent'
import { FilterChips } from '@/components/ui/filter-chips'
import type { CaseStudySummary } from '@/schemas/caseStudy'
import { animationDelayStep, distinctCategories, nextCategoryFilter } from '@/views/caseStudies'
import { cn } from '@/lib/cn'
import { CaseStudyCard } from './CaseStudyCard'
import { useGridReveal } from './useGridReveal'
import cardsCss from './case-study-cards.css?inline'
import { island } from '@/islands/island'

const DELAY_CLASSES = [
  'case-study-delay-1',
  'case-study-delay-2',
  'case-study-delay-3',
  'case-study-delay-4',
  'case-study-delay-5',
] as const

/** The category filter and the card grid of the case-study list. */
function CaseStudyBrowserIsland({
  studies,
  accents,
}: {
  studies: readonly CaseStudySummary[]
  accents: Record<string, AccentName>
}) {
  useStylesheet(cardsCss)
  const [active, setActive] = useState<string | null>(null)
  const gridRef = useRef<HTMLUListElement>(null)
  const phase = useGridReveal(gridRef)
  const categories = distinctCategories(studies)
  const shown = active === null ? studies : studies.filter((study) => study.category === active)

  return (
    <section aria-labelledby="case-study-browser-heading" className="container-page pb-20">
      <h2 id="case-study-browser-heading" className="sr-only">
        Browse case studies
      </h2>
      <FilterChips
        label="Filter case studies by category"
        allLabel="All"
        options={categories}
        selected={active}
        onSelect={(category) => setActive(nextCategoryFilter(active, category))}
      />
      <p role="status" className="mt-4 text-center text-sm text-muted">
        {active === null
          ? `Showing all ${studies.length} case studies`
          : `Showing ${shown.length} of ${studies.length} case studies in ${active}`}
      </p>
      <ul
        ref={gridRef}
        data-reveal={phase}
        className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3"
      >
        {shown.map((study, index) => (
          <li
            key={study.slug}
            className={cn(
              phase === 'waiting' && 'opacity-0 print:opacity-100',
              phase === 'revealed' && `animate-fade-up ${DELAY_CLASSES[animationDelayStep(index) - 1]}`,
            )}
          >
            <CaseStudyCard study={study} accent={accents[study.category] ?? 'violet'} />
          </li>
        ))}
      </ul>
    </section>
  )
}

export const CaseStudyBrowser = island(CaseStudyBrowserIsland)
