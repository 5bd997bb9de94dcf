import { useId, type ReactNode } from 'react'

/**
 * A labelled range input: the label and the current value (as `valueText`, also what screen readers
 * announce) above the track, a hint below it.
 */
export function Slider({
  label,
  valueText,
  hint,
  min,
  max,
  step,
  value,
  onChange,
}: {
  label: string
  valueText: string
  hint: ReactNode
  min: number
  max: number
  step: number
  value: number
  onChange: (value: number) => void
}) {
  const id = useId()
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={id} className="font-semibold text-foreground">
          {label}
        </label>
        <output htmlFor={id} className="text-base font-semibold tabular-nums text-accent">
          {valueText}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={valueText}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.currentTarget.valueAsNumber)}
        className="mt-2 h-2 w-full cursor-pointer accent-accent"
      />
      <p id={`${id}-hint`} className="mt-1 flex justify-between gap-4 text-sm text-muted">
        {hint}
      </p>
    </div>
  )
}
