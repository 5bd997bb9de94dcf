import type { ServiceSectionOf } from '@/schemas/servicePages'
import { cn } from '@/lib/cn'

const ticks = [0, 25, 50, 75, 100]

/**
 * Open rates by channel as range bars. Each range is written out as text; the bars only repeat it
 * for the eye and are hidden from assistive technology.
 */
export default function OpenRateComparison({
  section,
}: {
  section: ServiceSectionOf<'open-rate-comparison'>
}) {
  const { channels, note } = section
  return (
    <div className="mx-auto max-w-3xl rounded-2xl border border-card-border bg-card p-6 sm:p-8">
      <ul className="space-y-7">
        {channels.map((rate) => (
          <li key={rate.channel}>
            <div className="mb-2 flex items-baseline justify-between gap-4">
              <span className="font-semibold text-foreground">{rate.channel}</span>
              <span className={cn('text-lg font-bold', rate.highlight ? 'text-accent' : 'text-foreground')}>
                {`${rate.min}-${rate.max}%`}
                <span className="sr-only"> open rate</span>
              </span>
            </div>
            <div aria-hidden className="relative h-4 overflow-hidden rounded-full bg-foreground/10">
              <div
                className={cn(
                  'absolute inset-y-0 left-0 rounded-l-full',
                  rate.highlight ? 'bg-primary' : 'bg-muted/70',
                )}
                style={{ width: `${rate.min}%` }}
              />
              <div
                data-testid="open-rate-range"
                className={cn(
                  'absolute inset-y-0 rounded-r-full',
                  rate.highlight ? 'bg-primary/45' : 'bg-muted/35',
                )}
                style={{ left: `${rate.min}%`, width: `${rate.max - rate.min}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
      <div aria-hidden className="relative mt-3 h-4 text-xs text-muted">
        {ticks.map((tick) => (
          <span
            key={tick}
            className="absolute top-0"
            style={{ left: `${tick}%`, transform: `translateX(-${tick}%)` }}
          >{`${tick}%`}</span>
        ))}
      </div>
      <p className="mt-6 text-muted">{note}</p>
    </div>
  )
}
