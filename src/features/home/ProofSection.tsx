import { ArrowRight } from 'lucide-react'
import { surface } from '@/components/ui/card'
import { Rail, RailItem } from '@/components/ui/rail'
import { Section } from '@/components/ui/section'
import { StaticTimelineChart } from '@/features/case-studies/StaticTimelineChart'
import { QuoteCard } from '@/features/proof/QuoteCard'
import { cn } from '@/lib/cn'
import { caseStudyPath } from '@/lib/paths'
import { useHomeData } from './useHomeData'
import { HOME_BLOCKS } from './blockEstimates'

/** The case study the home page tells in brief: its key figures, its measured timeline, the link. */
function FeaturedStudy() {
  const { proof, copy } = useHomeData()
  const study = proof.featured
  return (
    <article
      data-testid="featured-case-study"
      aria-labelledby="featured-case-study-heading"
      className={cn(surface, 'flex w-full flex-col p-5 sm:p-8')}
    >
      <p className="text-sm font-semibold uppercase tracking-wider text-accent">
        {study.industry}
        {study.timeframe && ` · ${study.timeframe}`}
      </p>
      <h3
        id="featured-case-study-heading"
        className="mt-2 text-balance text-xl font-bold text-foreground sm:text-2xl"
      >
        {study.title}
      </h3>
      <dl className="mt-5 grid gap-3 sm:mt-6 sm:grid-cols-3 sm:gap-6">
        {study.metrics.map((metric) => (
          <div key={metric.label} className="flex items-baseline gap-3 sm:flex-col sm:gap-1">
            <dt className="order-2 text-muted sm:text-sm">{metric.label}</dt>
            <dd className="order-1 min-w-[4.5rem] text-2xl font-extrabold tracking-tight text-foreground sm:text-3xl">
              {metric.value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-6">
        <StaticTimelineChart timeline={study.timeline} title={study.timeline.caption} />
      </div>
      <a
        href={caseStudyPath(study.slug)}
        className="mt-6 inline-flex items-center gap-1.5 self-start font-semibold text-accent hover:underline"
      >
        {copy.proof.caseStudyLink}
        <span className="sr-only">: {study.title}</span>
        <ArrowRight aria-hidden className="size-4" />
      </a>
    </article>
  )
}

/**
 * #results, a band of proof after the services: one case study in brief with its chart beside its
 * client's words, then what other clients say. Quotes show only where data/ has them.
 */
export function ProofSection() {
  const { proof, copy } = useHomeData()
  const { quote } = proof.featured
  const quotes = [...(quote ? [quote] : []), ...proof.quotes]
  return (
    <Section
      id="results"
      estimate={HOME_BLOCKS.results}
      eyebrow={copy.proof.eyebrow}
      title={copy.proof.title}
      subtitle={copy.proof.subtitle}
      tone="band"
      layout="start"
    >
      {/*
        On a phone the study and the quotes are one row to swipe, the study first; from 640px the
        study stands above the quotes, and from 1024px its client's quote stands beside it.
      */}
      <Rail grid="sm:grid sm:grid-cols-2 lg:grid-cols-[1.1fr_1fr]">
        <RailItem className="sm:col-span-2 lg:col-span-1">
          <FeaturedStudy />
        </RailItem>
        {quotes.map((item) => (
          <RailItem key={item.study.slug} className={item === quote ? undefined : 'lg:hidden'}>
            <QuoteCard quote={item} linkStudy={item !== quote} featured={item === quote} />
          </RailItem>
        ))}
      </Rail>
      {proof.quotes.length > 0 && (
        <ul className="mt-6 hidden gap-6 lg:grid lg:grid-cols-2">
          {proof.quotes.map((item) => (
            <li key={item.study.slug} className="flex">
              <QuoteCard quote={item} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}
