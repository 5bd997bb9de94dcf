import { ChevronDown } from 'lucide-react'
import { useId, useMemo, useState, type ReactNode } from 'react'
import type { SeoCostCalculatorConfig } from '@/schemas/seoCostCalculator'
import { Slider } from '@/components/ui/slider'
import { cn } from '@/lib/cn'
import {
  defaultInputs,
  describeAssumptions,
  estimateSeo,
  formatGrowth,
  formatMoney,
  formatNumber,
  type Projection,
  type SeoCalculatorInputs,
} from './estimate'
import { calculatorPaneClasses } from './layout'

type Option = { id: string; label: string; description: string }

function Choice({
  legend,
  name,
  options,
  value,
  onChange,
  columns,
}: {
  legend: string
  name: string
  options: readonly Option[]
  value: string
  onChange: (id: string) => void
  columns: string
}) {
  return (
    <fieldset>
      <legend className="mb-3 font-semibold text-foreground">{legend}</legend>
      <div className={cn('grid gap-2', columns)}>
        {options.map((option) => (
          <label
            key={option.id}
            className="flex cursor-pointer gap-3 rounded-xl border border-card-border bg-background-raised p-3 transition-colors hover:border-accent has-[:checked]:border-primary has-[:checked]:bg-primary/10"
          >
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={value === option.id}
              onChange={() => onChange(option.id)}
              className="mt-1 size-4 shrink-0 accent-[var(--primary)]"
            />
            <span>
              <span className="block text-sm font-semibold text-foreground">{option.label}</span>
              <span className="block text-sm leading-snug text-muted">{option.description}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** A slider's hint with its range at the right ("1-100"). */
function RangeHint({ text, range }: { text: string; range: { min: number; max: number } }) {
  return (
    <>
      <span>{text}</span>
      <span aria-hidden>
        {formatNumber(range.min)}-{formatNumber(range.max)}
      </span>
    </>
  )
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right font-semibold text-foreground">{children}</dd>
    </div>
  )
}

function ProjectionRow({ label, projection }: { label: string; projection: Projection }) {
  return (
    <tr className="border-t border-card-border">
      <th scope="row" className="py-2.5 pr-2 text-left font-medium text-muted">
        {label}
      </th>
      <td className="py-2.5 text-right text-foreground">{formatNumber(projection.today)}</td>
      <td className="py-2.5 text-right text-foreground">
        {formatNumber(projection.month6)}
        <span className="block text-xs font-semibold text-success">{formatGrowth(projection.growth6)}</span>
      </td>
      <td className="py-2.5 text-right text-foreground">
        {formatNumber(projection.month12)}
        <span className="block text-xs font-semibold text-success">{formatGrowth(projection.growth12)}</span>
      </td>
    </tr>
  )
}

function MoneyRange({ low, high, money }: { low: number; high: number; money: (value: number) => string }) {
  return <>{`${money(low)} – ${money(high)}`}</>
}

const plural = (count: number, one: string, many: string) =>
  `${formatNumber(count)} ${count === 1 ? one : many}`

/** The SEO Cost Calculator: inputs on the left, the estimate (announced politely) on the right. */
export default function SeoCostCalculator({ config }: { config: SeoCostCalculatorConfig }) {
  const [inputs, setInputs] = useState<SeoCalculatorInputs>(() => defaultInputs(config))
  const [visitorsText, setVisitorsText] = useState(String(config.currentVisitors.default))
  const estimate = useMemo(() => estimateSeo(config, inputs), [config, inputs])
  const assumptions = useMemo(() => [...describeAssumptions(config), ...config.notes], [config])
  const visitorsId = useId()
  const money = (value: number) => formatMoney(value, config.currency)
  const set = <K extends keyof SeoCalculatorInputs>(key: K, value: SeoCalculatorInputs[K]) =>
    setInputs((current) => ({ ...current, [key]: value }))
  const competition = config.competitionLevels.find((level) => level.id === estimate.inputs.competition)
  const competitionFactor =
    competition && competition.priceMultiplier !== 1 ? ` × ${competition.priceMultiplier}` : ''
  const keywordLabel = `Keyword targeting (${formatNumber(estimate.inputs.keywords)} × ${money(config.keywords.pricePerKeyword)}${competitionFactor})`
  const visitorsAdjusted =
    visitorsText.trim() !== '' && Number(visitorsText) !== estimate.inputs.currentVisitors

  return (
    <div className={calculatorPaneClasses.grid}>
      <form
        aria-label="SEO cost calculator inputs"
        className={cn(calculatorPaneClasses.inputs, 'space-y-7')}
        onSubmit={(event) => event.preventDefault()}
      >
        <Choice
          legend="Website size"
          name="site-size"
          options={config.siteSizes}
          value={inputs.siteSize}
          onChange={(value) => set('siteSize', value)}
          columns="grid-cols-2"
        />
        <Slider
          label="Target keywords"
          valueText={plural(inputs.keywords, 'keyword', 'keywords')}
          hint={<RangeHint text="Keywords we research, map to pages and track" range={config.keywords} />}
          min={config.keywords.min}
          max={config.keywords.max}
          step={config.keywords.step}
          value={inputs.keywords}
          onChange={(value) => set('keywords', value)}
        />
        <Choice
          legend="Competition level"
          name="competition"
          options={config.competitionLevels}
          value={inputs.competition}
          onChange={(value) => set('competition', value)}
          columns="grid-cols-2"
        />
        <Slider
          label="Content pieces per month"
          valueText={plural(inputs.contentPieces, 'piece', 'pieces')}
          hint={<RangeHint text="New or rewritten articles and landing pages" range={config.contentPieces} />}
          min={config.contentPieces.min}
          max={config.contentPieces.max}
          step={config.contentPieces.step}
          value={inputs.contentPieces}
          onChange={(value) => set('contentPieces', value)}
        />
        <Choice
          legend="Technical SEO needs"
          name="technical-needs"
          options={config.technicalNeeds}
          value={inputs.technicalNeeds}
          onChange={(value) => set('technicalNeeds', value)}
          columns="grid-cols-1 sm:grid-cols-3"
        />
        <div>
          <label htmlFor={visitorsId} className="mb-2 block font-semibold text-foreground">
            Current monthly organic visitors
          </label>
          <input
            id={visitorsId}
            type="number"
            inputMode="numeric"
            min={config.currentVisitors.min}
            max={config.currentVisitors.max}
            step={config.currentVisitors.step}
            value={visitorsText}
            aria-describedby={`${visitorsId}-hint`}
            onChange={(event) => {
              setVisitorsText(event.target.value)
              set('currentVisitors', event.target.value === '' ? 0 : Number(event.target.value))
            }}
            className="h-11 w-full rounded-lg border border-card-border bg-background-raised px-3 text-foreground"
          />
          <p id={`${visitorsId}-hint`} className="mt-1 text-sm text-muted">
            From your analytics; enter 0 for a new site.
            {visitorsAdjusted && ` Calculated with ${formatNumber(estimate.inputs.currentVisitors)}.`}
          </p>
        </div>
      </form>

      <div className={cn(calculatorPaneClasses.results, 'flex flex-col')}>
        <div aria-live="polite" data-testid="seo-results">
          <h3 className="text-lg font-semibold text-foreground">Your Estimate</h3>
          <p className="mt-4 text-muted">Estimated monthly investment</p>
          <p
            data-testid="seo-monthly"
            className="text-3xl font-extrabold tracking-tight text-accent sm:text-4xl"
          >
            <MoneyRange low={estimate.monthly.low} high={estimate.monthly.high} money={money} />
          </p>
          <p className="text-muted">per month</p>

          <dl className="mt-5 divide-y divide-card-border border-y border-card-border">
            <Row label="Strategy and reporting">{money(estimate.breakdown.base)}</Row>
            <Row label={keywordLabel}>{money(estimate.breakdown.keywords)}</Row>
            <Row label={`Content (${plural(estimate.inputs.contentPieces, 'piece', 'pieces')})`}>
              {money(estimate.breakdown.content)}
            </Row>
            <Row label="Technical SEO">{money(estimate.breakdown.technical)}</Row>
            <Row label="One-off audit and setup">{money(estimate.setupFee)}</Row>
            <Row label="First-year investment">
              <MoneyRange low={estimate.firstYear.low} high={estimate.firstYear.high} money={money} />
            </Row>
          </dl>

          <table className="mt-6 w-full">
            <caption className="mb-2 text-left font-semibold text-foreground">
              Projected organic growth
            </caption>
            <thead>
              <tr className="text-sm text-muted">
                <th scope="col" className="pb-2 text-left font-medium">
                  <span className="sr-only">Measure</span>
                </th>
                <th scope="col" className="pb-2 text-right font-medium">
                  Today
                </th>
                <th scope="col" className="pb-2 text-right font-medium">
                  6 months
                </th>
                <th scope="col" className="pb-2 text-right font-medium">
                  12 months
                </th>
              </tr>
            </thead>
            <tbody>
              <ProjectionRow label="Visitors / month" projection={estimate.traffic} />
              <ProjectionRow label="Leads / month" projection={estimate.leads} />
            </tbody>
          </table>
          {(estimate.usedModelFloor || estimate.growthCapped) && (
            <p className="mt-3 text-sm text-muted">
              {estimate.usedModelFloor &&
                `Growth modelled from ${formatNumber(config.currentVisitors.modelFloor)} visitors a month. `}
              {estimate.growthCapped &&
                `Growth capped at +${config.growth.maxTwelveMonthGrowth}% in 12 months.`}
            </p>
          )}
        </div>

        {/* The fine print, a click away: the estimate reads first, the assumptions behind it on request. */}
        <details className="group mt-6 border-t border-card-border pt-5">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-3 font-semibold text-foreground">
            Assumptions
            <ChevronDown
              aria-hidden
              className="size-4 text-muted transition-transform group-open:rotate-180"
            />
          </summary>
          <ul className="mt-3 list-disc space-y-1.5 pl-5 leading-relaxed text-muted">
            {assumptions.map((assumption) => (
              <li key={assumption}>{assumption}</li>
            ))}
          </ul>
        </details>
      </div>
    </div>
  )
}
