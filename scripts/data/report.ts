import { formatProblem, type Problem } from './problems.ts'

/**
 * How `build:data` writes its problems: for people, "data/<file>: <field>: <message> (line N)";
 * under GitHub Actions, one workflow command per problem, which GitHub shows on that line of the
 * pull request's diff.
 */
export function problemLines(problems: readonly Problem[], options: { githubActions: boolean }): string[] {
  return problems.map((problem) => (options.githubActions ? annotation(problem) : text(problem)))
}

/** The words of one problem as build:data prints it for people. */
export function text(problem: Problem): string {
  const where = problem.line === undefined ? '' : ` (line ${problem.line})`
  const prefix = problem.severity === 'warning' ? 'warning: ' : ''
  return `${prefix}${formatProblem(problem)}${where}`
}

/** `::error file=data/site.yaml,line=12,title=email::email: must be an e-mail address` */
export function annotation(problem: Problem): string {
  const properties = [
    `file=${escapeProperty(`data/${problem.file}`)}`,
    ...(problem.line === undefined ? [] : [`line=${problem.line}`]),
    `title=${escapeProperty(`build:data: ${problem.field}`)}`,
  ]
  return `::${problem.severity} ${properties.join(',')}::${escapeData(`${problem.field}: ${problem.message}`)}`
}

/** GitHub's escaping of a workflow command's message. */
function escapeData(value: string): string {
  return value.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A')
}

/** ... and of its properties, where ':' and ',' separate. */
function escapeProperty(value: string): string {
  return escapeData(value).replaceAll(':', '%3A').replaceAll(',', '%2C')
}

/** True when the process runs as a step of a GitHub Actions workflow. */
export function underGitHubActions(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.GITHUB_ACTIONS === 'true'
}

/**
 * The line that says which articles wait for their publish date (`scheduled: true`), and until
 * when; undefined when none does.
 */
export function scheduledLine(
  scheduled: readonly { file: string; publishDate: string }[],
): string | undefined {
  if (scheduled.length === 0) return undefined
  const list = scheduled.map(({ file, publishDate }) => `data/${file} until ${publishDate}`).join(', ')
  const count =
    scheduled.length === 1
      ? '1 article waits for its publish date'
      : `${scheduled.length} articles wait for their publish dates`
  return `build:data: ${count} (scheduled: true), left out of the site until then: ${list}`
}

/** What build:data writes with `--problems-file <file>`: every problem of the run, errors and warnings. */
export interface ProblemsFile {
  /** Whether the production check ran (`--production`, or `--production-if-live` on a live site). */
  production: boolean
  problems: Problem[]
}

/** The file `--problems-file <file>` (or `--problems-file=<file>`) names, if any. */
export function problemsFileOption(args: readonly string[]): string | undefined {
  for (const [index, arg] of args.entries()) {
    if (arg === '--problems-file') return args[index + 1]
    if (arg.startsWith('--problems-file=')) return arg.slice('--problems-file='.length)
  }
  return undefined
}
