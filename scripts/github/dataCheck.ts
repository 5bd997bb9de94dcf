import type { Problem } from '../data/problems'
import { text, type ProblemsFile } from '../data/report'

/**
 * A line of build:data's output as markdown that shows those very characters: every character that
 * could start markup (emphasis, a link, HTML, an entity, a table cell ...) is escaped with a
 * backslash, which CommonMark and GitHub allow before any ASCII punctuation.
 */
export function markdownLiteral(line: string): string {
  return line.replace(/[\\`*_{}[\]()<>#+\-.!|~&:"'$%=^@/]/g, '\\$&')
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** GitHub refuses a comment over 65,536 characters; the list stops well before, pointing at the run. */
export const COMMENT_LIMIT = 60_000

const list = (problems: readonly Problem[]) =>
  problems.map((problem) => `- ${markdownLiteral(text(problem))}`)

/** The lines that fit in `room` characters, and a last line saying how many more the run lists. */
function fitting(lines: readonly string[], room: number, runUrl: string): string[] {
  const kept: string[] = []
  let used = 0
  for (const line of lines) {
    if (used + line.length + 1 > room) {
      kept.push(`- … and ${lines.length - kept.length} more, listed in [the run's log](${runUrl})`)
      return kept
    }
    kept.push(line)
    used += line.length + 1
  }
  return kept
}

/**
 * The pull request's comment on its content: each problem in build:data's own words (file, field,
 * message, line), errors first, then warnings. `runUrl` is the workflow run, for the full log.
 */
export function dataCheckComment(report: ProblemsFile | undefined, runUrl: string): string {
  if (!report)
    return [
      '### Content check: did not finish',
      '',
      `\`build:data\` stopped before it could list any problem; [the run's log](${runUrl}) says why.`,
    ].join('\n')
  const errors = report.problems.filter((problem) => problem.severity === 'error')
  const warnings = report.problems.filter((problem) => problem.severity === 'warning')
  const production = report.production
    ? 'with the production check (the site is live)'
    : 'without the production check (data/site.yaml does not say `live: true`)'
  const lines =
    errors.length > 0
      ? [
          `### Content check: ${count(errors.length, 'problem', 'problems')} to fix before this can be published`,
          '',
          `\`build:data\` ran on this pull request's content ${production} and found:`,
          '',
          ...fitting(list(errors), COMMENT_LIMIT / 2, runUrl),
          '',
          'Fix each in the editor (or in the file, at the line given) and save again: the check runs on every save and this comment follows.',
        ]
      : [
          '### Content check: passed',
          '',
          `\`build:data\` ran on this pull request's content ${production} and found nothing to fix.`,
        ]
  if (warnings.length > 0)
    lines.push(
      '',
      `${count(warnings.length, 'warning', 'warnings')} (the site builds, but read them):`,
      '',
      ...fitting(list(warnings), COMMENT_LIMIT / 4, runUrl),
    )
  lines.push('', `[The run](${runUrl})`)
  return lines.join('\n')
}
