import { lazy } from 'react'
import { WhenNear } from '@/components/ui/when-near'
import type { SeoCostCalculatorConfig } from '@/content/seoCostCalculator'
import { calculatorPaneClasses } from './layout'

const SeoCostCalculator = lazy(() => import('./SeoCostCalculator'))

function Placeholder({ text, className }: { text: string; className: string }) {
  return (
    <div className={`${className} flex items-center justify-center`}>
      <p className="flex items-center gap-3 text-muted">
        <span
          aria-hidden
          className="size-5 animate-spin rounded-full border-2 border-card-border border-t-accent"
        />
        {text}
      </p>
    </div>
  )
}

/**
 * The SEO Cost Calculator, loaded when it scrolls near. Until then (and in the prerendered HTML) two
 * placeholders hold the space of its two panes.
 */
export function SeoCostCalculatorSection({ config }: { config: SeoCostCalculatorConfig }) {
  return (
    <WhenNear
      fallback={
        <div className={calculatorPaneClasses.grid}>
          <Placeholder text="Loading Calculator..." className={calculatorPaneClasses.inputs} />
          <Placeholder text="Loading Results..." className={calculatorPaneClasses.results} />
        </div>
      }
    >
      <SeoCostCalculator config={config} />
    </WhenNear>
  )
}
