import { CalendarCheck } from 'lucide-react'
import { useState } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { ExternalLink } from '@/components/ui/external-link'
import { Slider } from '@/components/ui/slider'
import type { LeadCalculatorConfig } from '@/schemas/leadCalculator'
import { cn } from '@/lib/cn'
import {
  clampToRange,
  defaultLeadInputs,
  formatCurrency,
  formatInputValue,
  formatNumber,
  leadInputKeys,
  projectLeads,
  type LeadInputs,
} from './leadProjection'
import { CALCULATOR_HEIGHT_CLASS } from './calculatorLayout'

/** The interactive calculator (a lazy chunk): five labelled sliders and the projected month. */
export default function LeadCalculator({
  config,
  scheduler,
}: {
  config: LeadCalculatorConfig
  scheduler: string
}) {
  const [inputs, setInputs] = useState<LeadInputs>(() => defaultLeadInputs(config))
  const projection = projectLeads(inputs)

  const results = [
    { label: 'Meetings per month', value: formatNumber(projection.meetings), highlight: false },
    { label: 'Deals per month', value: formatNumber(projection.deals), highlight: false },
    { label: 'Pipeline value per month', value: formatCurrency(projection.pipelineValue), highlight: true },
    { label: 'New revenue per year', value: formatCurrency(projection.annualRevenue), highlight: true },
  ]

  return (
    <div
      data-testid="lead-calculator"
      className={cn(
        // The surface of its placeholder (CalculatorSection), so the swap changes nothing around it.
        'grid gap-6 rounded-2xl border border-card-border bg-card p-5 sm:gap-8 sm:p-8 lg:grid-cols-[1.2fr_1fr] lg:gap-10',
        CALCULATOR_HEIGHT_CLASS,
      )}
    >
      <div className="flex flex-col gap-4 sm:gap-6">
        {leadInputKeys.map((key) => {
          const input = config.inputs[key]
          return (
            <Slider
              key={key}
              label={input.label}
              valueText={formatInputValue(inputs[key], input.unit)}
              hint={input.help}
              min={input.min}
              max={input.max}
              step={input.step}
              value={inputs[key]}
              onChange={(value) =>
                setInputs((current) => ({ ...current, [key]: clampToRange(value, input) }))
              }
            />
          )
        })}
      </div>

      <div className="-mx-5 -mb-5 flex flex-col rounded-b-2xl border-t border-card-border bg-background p-5 sm:m-0 sm:rounded-xl sm:border sm:p-6">
        <h3 className="text-lg font-semibold text-foreground">Your projected month</h3>
        <p className="mt-1 text-muted">
          {formatNumber(inputs.prospects)} prospects, {formatNumber(projection.replies)} replies,{' '}
          {formatNumber(projection.meetings)} meetings, {formatNumber(projection.deals)} deals.
        </p>
        <dl aria-live="polite" aria-atomic="true" className="mt-5 grid flex-1 grid-cols-2 gap-3">
          {results.map((result) => (
            <div
              key={result.label}
              className={cn(
                'flex flex-col rounded-xl border p-3 sm:p-4',
                result.highlight ? 'border-primary/40 bg-primary/10' : 'border-card-border bg-card',
              )}
            >
              <dt className="text-sm font-medium text-muted">{result.label}</dt>
              <dd className="mt-1 whitespace-nowrap text-lg font-bold tabular-nums text-foreground sm:mt-2 sm:text-2xl">
                {result.value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-5 text-muted">{config.note}</p>
        <ExternalLink href={scheduler} className={buttonClasses('primary', 'md', 'mt-5')}>
          <CalendarCheck aria-hidden className="size-4" />
          Discuss Your Numbers
        </ExternalLink>
      </div>
    </div>
  )
}
