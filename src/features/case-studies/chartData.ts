import { axisLabel } from '@/lib/metrics'

/**
 * A cut axis label in lines no wider than `maxWidth` (as `measure` counts: characters by default,
 * pixels in a chart), so the labels of neighbouring bars never touch. A word wider than that is
 * broken with a hyphen.
 */
export function wrapAxisLabel(
  label: string,
  maxWidth = 12,
  measure: (text: string) => number = (text) => text.length,
): string[] {
  const lines: string[] = []
  for (const whole of axisLabel(label).split(' ')) {
    let word = whole
    while (measure(word) > maxWidth) {
      let cut = word.length - 1
      while (cut > 2 && measure(`${word.slice(0, cut)}-`) > maxWidth) cut--
      if (cut >= word.length - 1) break
      lines.push(`${word.slice(0, cut)}-`)
      word = word.slice(cut)
    }
    const last = lines.at(-1)
    if (last !== undefined && !last.endsWith('-') && measure(`${last} ${word}`) <= maxWidth)
      lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}
