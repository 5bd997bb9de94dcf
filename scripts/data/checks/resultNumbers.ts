import { metricsOfLine } from '@/lib/metrics'
import type { Check } from '../dataSet'
import type { DataProblem } from './problem'
import { reportAll } from './problem'

/**
 * Every result line of a case study reports a number, found by the rule the metric tiles and the
 * comparison chart use (src/lib/metrics.ts): a percentage or a dollar amount anywhere in the line,
 * or the number it starts with. A line without one would show no tile and prove nothing.
 */
export function resultNumberProblems(file: string, results: readonly string[]): DataProblem[] {
  return results.flatMap((line, index) =>
    metricsOfLine(line).length > 0
      ? []
      : [
          {
            file,
            field: `results.${index}`,
            message: `"${line}" reports no number: each result starts with the number it reports, or contains a percentage or a dollar amount, e.g. '146 qualified demos booked' or 'Cost per meeting down 38%'`,
          },
        ],
  )
}

export const checkResultNumbers: Check = (data, problems) => {
  for (const { file, item } of data.caseStudies) reportAll(resultNumberProblems(file, item.results), problems)
}
