import { cn } from '@/lib/cn'
import { PRESSED_CLASS } from './button'

/**
 * A row of pressable chips that filter a list: the "all" chip (value null) and one per option, one
 * pressed at a time. `onSelect` gets the clicked chip's value; the caller decides what a click on
 * the pressed chip does.
 */
export function FilterChips({
  label,
  allLabel,
  options,
  selected,
  onSelect,
}: {
  /** The group's accessible name, such as "Filter articles by category". */
  label: string
  allLabel: string
  options: readonly string[]
  selected: string | null
  onSelect: (option: string | null) => void
}) {
  const chips = [
    { value: null, text: allLabel },
    ...options.map((option) => ({ value: option, text: option })),
  ]
  return (
    <div role="group" aria-label={label} className="flex flex-wrap justify-center gap-2.5">
      {chips.map(({ value, text }) => {
        const pressed = value === selected
        return (
          <button
            key={value ?? ''}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(value)}
            className={cn(
              'h-10 rounded-full border px-4 text-sm font-semibold transition-colors',
              pressed
                ? PRESSED_CLASS
                : 'border-card-border bg-card text-foreground hover:border-accent hover:text-accent',
            )}
          >
            {text}
          </button>
        )
      })}
    </div>
  )
}
