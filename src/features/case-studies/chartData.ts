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
