import type { CaseStudy } from '@/schemas/caseStudy'
import type { FromFile } from '@/views/sitePages'
import type { Check } from '../dataSet'
import { reportAll, type DataProblem } from './problem'

/** The first percentage of a result line: "70% less manual workload" -> 70. */
const PERCENT = /(\d+(?:,\d{3})*(?:\.\d+)?)\s?%/

/** Which way a result moved, by the word that says so; a line with none states a share or a rate. */
const DIRECTIONS: Record<string, 'more' | 'less' | 'faster'> = {
  more: 'more',
  higher: 'more',
  increase: 'more',
  increased: 'more',
  growth: 'more',
  gain: 'more',
  rise: 'more',
  uplift: 'more',
  less: 'less',
  fewer: 'less',
  lower: 'less',
  reduction: 'less',
  reduced: 'less',
  decrease: 'less',
  cut: 'less',
  drop: 'less',
  faster: 'faster',
  quicker: 'faster',
  sooner: 'faster',
}

/** Words that say nothing about what was measured. */
const FILLER = new Set(
  (
    'a an the in of on for to from by with across than per and or at as our their its all now after ' +
    'before over into via through new average previous monthly total qualified first same rate sale ' +
    'spent that this which who each every'
  ).split(' '),
)

/** Words that measure the same thing: hours, time and workload are all the work a team does. */
const SAME_MEASURE: Record<string, string> = {
  workload: 'work',
  hour: 'work',
  time: 'work',
  effort: 'work',
  reply: 'response',
  answer: 'response',
  spend: 'cost',
}

/** Within this many percentage points (or this share of the larger value) two results are near-copies. */
export const NEAR_POINTS = 3
export const NEAR_SHARE = 0.03

const singular = (word: string) => word.replace(/ies$/, 'y').replace(/(?<=[a-z]{3}[^s])s$/, '')

/** A percentage result: its value, the way it moved, and the words for what it measures. */
export interface PercentResult {
  index: number
  line: string
  value: number
  direction: 'more' | 'less' | 'faster' | 'share'
  measures: Set<string>
}

export function percentResult(line: string, index: number): PercentResult | undefined {
  const match = PERCENT.exec(line)
  if (!match) return undefined
  const words = line
    .replace(match[0], ' ')
    .toLowerCase()
    .split(/[^a-z-]+/)
    .map((word) => word.replace(/^-+|-+$/g, ''))
    .filter((word) => word.length > 0)
  const direction = words.map((word) => DIRECTIONS[word]).find((found) => found !== undefined) ?? 'share'
  const measures = new Set(
    words
      .filter((word) => DIRECTIONS[word] === undefined)
      .map(singular)
      .filter((word) => !FILLER.has(word))
      .map((word) => SAME_MEASURE[word] ?? word),
  )
  return { index, line, value: Number(match[1]!.replace(/,/g, '')), direction, measures }
}

/** Two results of the same kind: they moved the same way and measure at least one thing in common. */
export function sameKind(a: PercentResult, b: PercentResult): boolean {
  return a.direction === b.direction && [...a.measures].some((word) => b.measures.has(word))
}

export function near(a: number, b: number): boolean {
  return Math.abs(a - b) <= Math.max(NEAR_POINTS, NEAR_SHARE * Math.max(a, b))
}

type Match = [PercentResult, PercentResult]

/** Two matches of distinct lines on both sides, or none. */
function copiedPair(matches: readonly Match[]): [Match, Match] | undefined {
  for (const [i, first] of matches.entries())
    for (const second of matches.slice(i + 1))
      if (first[0].index !== second[0].index && first[1].index !== second[1].index) return [first, second]
  return undefined
}

const quoted = (result: PercentResult) => `"${result.line}" (results.${result.index})`

/**
 * Each case study states its own client's numbers. Two studies whose results include two of the
 * same kind (the same direction, more, less or faster, and a word in common for what they measure,
 * hours, time and workload counting as one) with values within 3 percentage points (or 3% of the
 * larger value) read as one template filled twice: the later study (by publishDate) is reported,
 * naming the earlier one. One shared number is a coincidence; two are a copy.
 */
export function copiedResultProblems(
  studies: readonly FromFile<Pick<CaseStudy, 'publishDate' | 'results'>>[],
): DataProblem[] {
  const byDate = [...studies].sort(
    (a, b) => a.item.publishDate.localeCompare(b.item.publishDate) || a.file.localeCompare(b.file),
  )
  const percentages = byDate.map(({ item }) =>
    item.results.flatMap((line, index) => percentResult(line, index) ?? []),
  )
  const problems: DataProblem[] = []
  byDate.forEach((later, laterIndex) => {
    byDate.slice(0, laterIndex).forEach((earlier, earlierIndex) => {
      const matches: Match[] = []
      for (const mine of percentages[laterIndex]!)
        for (const theirs of percentages[earlierIndex]!)
          if (sameKind(mine, theirs) && near(mine.value, theirs.value)) matches.push([mine, theirs])
      const pair = copiedPair(matches)
      if (!pair) return
      const [[mine1, theirs1], [mine2, theirs2]] = pair
      problems.push({
        file: later.file,
        field: `results.${mine1.index}`,
        message:
          `repeats the results of data/${earlier.file}: ${quoted(mine1)} against its ${quoted(theirs1)}, ` +
          `and ${quoted(mine2)} against its ${quoted(theirs2)}. Two results of the same kind within ` +
          `${NEAR_POINTS} points read as one template filled twice: state this client's own numbers`,
      })
    })
  })
  return problems
}

export const checkCopiedResults: Check = (data, problems) => {
  reportAll(copiedResultProblems(data.caseStudies), problems)
}
