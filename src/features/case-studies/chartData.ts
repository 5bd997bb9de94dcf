import { axisLabel } from '@/lib/metrics'

/** A cut axis label in short lines, so four labels fit side by side on a phone. */
export function wrapAxisLabel(label: string, lineLength = 12): string[] {
  const lines: string[] = []
  for (const word of axisLabel(label).split(' ')) {
    const last = lines.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= lineLength)
      lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

/** The lowest power of ten at or below every value: the floor of the logarithmic axis. */
export function logAxisMin(values: readonly number[]): number {
  const positive = values.filter((value) => value > 0)
  if (positive.length === 0) return 1
  return 10 ** Math.floor(Math.log10(Math.min(...positive)))
}

/** Tick text of the logarithmic axis: powers of ten only, compact ("1K", "10M"). */
export function logTickLabel(value: number): string {
  const exponent = Math.log10(value)
  if (Math.abs(exponent - Math.round(exponent)) > 1e-9) return ''
  return new Intl.NumberFormat('en-US', { notation: 'compact' }).format(value)
}
