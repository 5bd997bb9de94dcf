/**
 * `npm run build:data`: validates data/ and writes generated/*.json, or lists every problem.
 * `npm run build:data -- --production` also refuses placeholder addresses and example contact details;
 * `--production-if-live` does so only when data/site.yaml says `live: true` (the data workflow's check).
 * Under GitHub Actions each problem is written as a workflow annotation on its file and line.
 * `--problems-file <file>` also writes the run's problems there as JSON (scripts/github/dataCheck.ts
 * turns them into the pull request's comment, in these same words).
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { GENERATED_DIR } from '@/schemas/load.server'
import { writeCmsConfig } from './cms/writeConfig'
import { writeGenerated } from './data/generated'
import { diskDataFiles } from './data/dataFiles'
import { runPipeline } from './data/pipeline'
import { problemLines, problemsFileOption, scheduledLine, underGitHubActions } from './data/report'

const root = process.cwd()
/** `--production` always, `--production-if-live` when site.yaml says the site is live. */
function productionOption(args: readonly string[]): boolean | 'if-live' {
  if (args.includes('--production')) return true
  return args.includes('--production-if-live') ? 'if-live' : false
}

const production = productionOption(process.argv)
const started = performance.now()
const result = runPipeline(diskDataFiles(path.join(root, 'data'), path.join(root, 'public')), { production })
const { errors, problems, content } = result
const problemsFile = problemsFileOption(process.argv)
if (problemsFile)
  writeFileSync(problemsFile, JSON.stringify({ production: result.production, problems }, null, 2))

const githubActions = underGitHubActions()
const warnings = problems.filter((problem) => problem.severity === 'warning')
for (const line of problemLines(warnings, { githubActions })) console.warn(line)
const waiting = scheduledLine(result.scheduled)
if (waiting) console.log(waiting)

if (!content) {
  console.error(`build:data found ${errors.length} problem${errors.length === 1 ? '' : 's'}:`)
  const errorProblems = problems.filter((problem) => problem.severity === 'error')
  for (const line of problemLines(errorProblems, { githubActions })) console.error(line)
  process.exitCode = 1
} else {
  writeGenerated(content, GENERATED_DIR)
  writeCmsConfig(content, root)
  const took = Math.round(performance.now() - started)
  let check = ''
  if (result.production) check = '; production check passed'
  else if (production === 'if-live') check = '; no production check: data/site.yaml does not say live: true'
  console.log(
    `build:data: ${content.caseStudies.length} case studies, ${content.blog.length} articles, ` +
      `${Object.keys(content).length} files in generated/ (${took} ms)${check}`,
  )
}
