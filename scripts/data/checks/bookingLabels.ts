import { BOOKING_LABEL, isBookingLabel, SPEC_BOOKING_LABELS } from '@/schemas/bookingLabels'
import type { Check } from '../dataSet'
import { fieldPath } from '../problems'
import { isMap, isScalar, isSeq } from 'yaml'

/** Where a button or a link of data/ leads to a booking page of site.yaml. */
const BOOKING_TARGETS = new Set(['scheduler', 'strategyCall'])

/**
 * One name for the one next step: every button or link of data/ that leads to a booking page says
 * BOOKING_LABEL, unless it is one the specification words itself. A contact card's link shows its
 * `link`, a button its `label`. Named at the field and line of the words.
 */
export const checkBookingLabels: Check = (_data, problems) => {
  const allowed = [BOOKING_LABEL, ...SPEC_BOOKING_LABELS].map((label) => `'${label}'`).join(', ')
  for (const source of problems.sources) {
    const walk = (node: unknown, path: (string | number)[]) => {
      if (isSeq(node)) node.items.forEach((item, index) => walk(item, [...path, index]))
      if (!isMap(node)) return
      const value = (key: string) => node.items.find((pair) => isScalar(pair.key) && pair.key.value === key)
      const to = value('to')
      if (to && isScalar(to.value) && BOOKING_TARGETS.has(String(to.value.value))) {
        const words = value('link') ?? value('label')
        if (words && isScalar(words.value) && !isBookingLabel(String(words.value.value)))
          problems.error(
            source.file,
            fieldPath([...path, String((words.key as { value: unknown }).value)]),
            `'${String(words.value.value)}' leads to a booking page: say '${BOOKING_LABEL}', the one name of the booking action (the specification fixes only ${allowed}, each where it stands)`,
            { line: source.lineAt(words.value.range![0]) },
          )
      }
      for (const pair of node.items)
        if (isScalar(pair.key)) walk(pair.value, [...path, String(pair.key.value)])
    }
    walk(source.document.contents, [])
  }
}
