import { deferUntilNear } from '@/islands/deferUntilNear'
import { calculatorPaneClasses } from './layout'

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
export const SeoCostCalculatorSection = deferUntilNear(
  () => import('./SeoCostCalculator').then((module) => module.default),
  {
    prerender: 'fallback',
    fallback: (
      <div className={calculatorPaneClasses.grid}>
        <Placeholder text="Loading Calculator..." className={calculatorPaneClasses.inputs} />
        <Placeholder text="Loading Results..." className={calculatorPaneClasses.results} />
      </div>
    ),
  },
)
