import { deferUntilNear } from '@/components/ui/defer-until-near'
import { Section } from '@/components/ui/section'
import { CALCULATOR_HEIGHT_CLASS } from './calculatorLayout'
import { useHomeData } from './useHomeData'

// Its code (and the formulas) load only when the section scrolls near.
const LeadCalculator = deferUntilNear(() => import('./LeadCalculator').then((module) => module.default), {
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
})

/** The lead-generation ROI calculator, loaded on demand; "Loading Calculator..." until then. */
export function CalculatorSection() {
  const { leadCalculator, site } = useHomeData()
  return (
    <Section
      id="lead-calculator"
      eyebrow="Lead calculator"
      title="What Could Outbound Add to Your Pipeline?"
      subtitle="Enter your own numbers to see how many meetings, deals and how much pipeline a month of outreach can create."
    >
      <LeadCalculator config={leadCalculator} scheduler={site.scheduler} />
    </Section>
  )
}
