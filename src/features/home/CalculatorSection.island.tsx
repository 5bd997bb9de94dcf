import { deferUntilNear } from '@/islands/deferUntilNear'
import { Section } from '@/components/ui/section'
import { CALCULATOR_HEIGHT_CLASS } from './calculatorLayout'
import { useHomeData } from './useHomeData'
import { HOME_BLOCKS } from './blockEstimates'

// Its code (and the formulas) load only when the section scrolls near.
export const LeadCalculator = deferUntilNear(
  () => import('./LeadCalculator').then((module) => module.default),
  {
    prerender: 'fallback',
    className: CALCULATOR_HEIGHT_CLASS,
    fallback: (
      <div
        data-testid="calculator-placeholder"
        className={`flex items-center justify-center rounded-2xl border border-card-border bg-card text-muted ${CALCULATOR_HEIGHT_CLASS}`}
      >
        <p role="status">Loading Calculator...</p>
      </div>
    ),
  },
)

/** The lead-generation ROI calculator, loaded on demand; "Loading Calculator..." until then. */
export function CalculatorSection() {
  const { leadCalculator, site, copy } = useHomeData()
  return (
    <Section
      id="lead-calculator"
      estimate={HOME_BLOCKS.calculator}
      eyebrow={copy.calculator.eyebrow}
      title={copy.calculator.title}
      subtitle={copy.calculator.subtitle}
      layout="start"
    >
      <LeadCalculator config={leadCalculator} scheduler={site.scheduler} />
    </Section>
  )
}
