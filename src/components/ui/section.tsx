import type { CSSProperties, ReactNode } from 'react'
import { cn } from '@/lib/cn'

/**
 * The height, in px, of a section's content (its padding comes on top) while the browser skips it
 * (content-visibility in global.css): on a phone, from 640px and from 1024px wide. Measure it on
 * the built page at 390, 768 and 1280px.
 */
export interface BlockEstimate {
  phone: number
  sm: number
  lg: number
}

/** The inline custom properties that give a block its estimated height (see global.css). */
export function blockEstimateStyle(estimate: BlockEstimate | undefined): CSSProperties | undefined {
  if (!estimate) return undefined
  return {
    '--block-phone': `${estimate.phone}px`,
    '--block-sm': `${estimate.sm}px`,
    '--block-lg': `${estimate.lg}px`,
  } as CSSProperties
}

/**
 * How a section sets its heading block: centred above its content; at the start (left), above it;
 * or split, the heading beside the content on wide screens (it stays in view while the content
 * scrolls past), above it on a phone.
 */
export type SectionLayout = 'center' | 'start' | 'split'

/** The section's ground: the page itself, or a band that sets it apart from its neighbours. */
export type SectionTone = 'plain' | 'band'

const toneClasses: Record<SectionTone, string> = {
  plain: '',
  band: 'bg-band',
}

/** The eyebrow, heading and subtitle of a section (the heading is `${id}-heading`). */
function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
  headingLevel: Heading,
  centred,
  children,
}: {
  id?: string
  eyebrow?: string
  title: string
  subtitle?: ReactNode
  headingLevel: 'h2' | 'h3'
  centred: boolean
  children?: ReactNode
}) {
  return (
    <div className={cn('max-w-3xl', centred && 'mx-auto text-center')}>
      {eyebrow && (
        <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-accent sm:mb-3">{eyebrow}</p>
      )}
      <Heading
        id={id ? `${id}-heading` : undefined}
        className="text-balance text-3xl font-bold tracking-tight text-foreground sm:text-4xl"
      >
        {title}
      </Heading>
      {subtitle && <p className="mt-3 text-muted sm:mt-4 sm:text-lg">{subtitle}</p>}
      {children}
    </div>
  )
}

/**
 * A page section with an anchor id and its heading block. `aside` sits under the heading (a call
 * to action beside a split section's content, say).
 */
export function Section({
  id,
  eyebrow,
  title,
  subtitle,
  children,
  aside,
  className,
  headingLevel = 'h2',
  layout = 'center',
  tone = 'plain',
  estimate,
}: {
  id?: string
  eyebrow?: string
  title: string
  subtitle?: ReactNode
  children: ReactNode
  aside?: ReactNode
  className?: string
  headingLevel?: 'h2' | 'h3'
  layout?: SectionLayout
  tone?: SectionTone
  /** Its height while skipped, below a page's first block (see BlockEstimate). */
  estimate?: BlockEstimate
}) {
  const heading = (
    <SectionHeading
      id={id}
      eyebrow={eyebrow}
      title={title}
      subtitle={subtitle}
      headingLevel={headingLevel}
      centred={layout === 'center'}
    >
      {aside}
    </SectionHeading>
  )
  return (
    <section
      id={id}
      aria-labelledby={id ? `${id}-heading` : undefined}
      className={cn('py-8 sm:py-24', toneClasses[tone], className)}
      style={blockEstimateStyle(estimate)}
    >
      <div className="container-page">
        {layout === 'split' ? (
          <div className="grid gap-8 lg:grid-cols-[2fr_3fr] lg:gap-16">
            <div className="lg:sticky lg:top-28 lg:self-start">{heading}</div>
            <div className="min-w-0">{children}</div>
          </div>
        ) : (
          <>
            <div className="mb-5 sm:mb-14">{heading}</div>
            {children}
          </>
        )}
      </div>
    </section>
  )
}
