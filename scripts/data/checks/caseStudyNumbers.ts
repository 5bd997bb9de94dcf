import type { CaseStudySource } from '@/schemas/caseStudy'
import { titleFiguresMissingFromResults } from '@/views/caseStudies'
import { formatMetricValue, metricsOfLine } from '@/lib/metrics'
import { seriesTotal } from '@/lib/timeline'
import { formatValue } from '@/lib/units'
import { stringFields, type DataProblem } from './problem'

const FIGURE_PLACEHOLDER = /\{\{\s*figure:[\w.]+\s*\}\}/

/**
 * A case study is a record of what one client achieved, so its numbers are its own and agree with
 * each other:
 * - it quotes no figure of data/figures.yaml (a marketing figure may change; the past does not);
 * - every number in its title, seoTitle and seoDescription is stated by a line of its results;
 * - a timeline series that names the result line it builds up to adds up to that line's number.
 *
 * `written` is the file as parsed, before placeholders are filled.
 */
export function caseStudyNumberProblems(
  file: string,
  written: unknown,
  study: CaseStudySource,
): DataProblem[] {
  const problems: DataProblem[] = []
  for (const { field, text } of stringFields(written)) {
    if (FIGURE_PLACEHOLDER.test(text)) {
      problems.push({
        file,
        field,
        message: `quotes ${FIGURE_PLACEHOLDER.exec(text)![0]}: a case study states its own numbers (write the value the client achieved), so a change to data/figures.yaml never rewrites it`,
      })
    }
  }
  for (const field of ['title', 'seoTitle', 'seoDescription'] as const) {
    const text = study[field]
    if (text === undefined) continue
    for (const figure of titleFiguresMissingFromResults(text, study.results)) {
      problems.push({ file, field, message: `quotes ${figure}, which no line of results states` })
    }
  }
  study.timeline?.series.forEach((series, index) => {
    if (series.result === undefined) return
    const line = study.results[series.result - 1]
    if (line === undefined) return // the schema reports a line number past the end
    const field = `timeline.series.${index}.result`
    const unit = study.timeline!.unit
    const metrics = metricsOfLine(line)
    if (metrics.length === 0) return // the schema refuses a result line without a number, at its line
    const metric = metrics.find((candidate) => candidate.type === unit)
    if (!metric) {
      problems.push({ file, field, message: `result line ${series.result} states no ${unit}: "${line}"` })
      return
    }
    const total = seriesTotal(series)
    if (Math.abs(total - metric.value) > 1e-6) {
      const how = series.cumulative ? 'ends at' : 'adds up to'
      problems.push({
        file,
        field,
        message: `the series '${series.label}' ${how} ${formatValue(unit, total)}, but result line ${series.result} states ${formatMetricValue(metric)}: "${line}"`,
      })
    }
  })
  return problems
}
