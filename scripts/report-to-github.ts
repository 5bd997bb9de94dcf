/**
 * What the workflows write on GitHub, where the marketer reads it (docs/editor.md, "Publishing
 * from the editor"). Each report is one comment per pull request, edited by later runs, never repeated.
 *
 *   report-to-github data-check <problems.json> --pr <n>
 *       build:data's problems (`--problems-file`) as the pull request's "Content check" comment
 *   report-to-github preview <wrangler-preview.json> --pr <n> --sha <sha>
 *       the Preview's address as a comment and as the commit's `deploy/preview` status (Decap's
 *       "View Preview")
 *   report-to-github deploy --sha <sha> [--site <url>]
 *       the deploy's result (outcomes of its steps in DEPLOY_DATA, _BUILD, _SMOKE, _DEPLOY): the
 *       commit's `deploy/production` status, and on failure a comment on the merged pull request
 *       (or an issue when there is none); the site's address is siteUrl of data/site.yaml unless given
 *
 * GITHUB_TOKEN, GITHUB_REPOSITORY, GITHUB_API_URL, GITHUB_SERVER_URL and GITHUB_RUN_ID come from
 * the workflow.
 */
import { existsSync, readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { parse } from 'yaml'
import type { ProblemsFile } from './data/report'
import { dataCheckComment } from './github/dataCheck'
import { DEPLOY_STAGES, deployedComment, deployFailedComment, failedStage } from './github/deployResult'
import { previewComment, previewUrl } from './github/preview'
import {
  pullRequestsOfCommit,
  setCommitStatus,
  upsertComment,
  upsertIssue,
} from './github/pullRequestComment'
import { gitHubApi } from './github/restApi'

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { pr: { type: 'string' }, sha: { type: 'string' }, site: { type: 'string' } },
})
const [command, file] = positionals
const env = process.env
const runUrl = `${env.GITHUB_SERVER_URL ?? 'https://github.com'}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`

function required(name: 'pr' | 'sha'): string {
  const value = values[name]
  if (!value) throw new Error(`${command} needs --${name}`)
  return value
}

function pullRequest(): number {
  const number = Number(required('pr'))
  if (!Number.isInteger(number) || number <= 0) throw new Error(`--pr must be a pull request's number`)
  return number
}

const api = gitHubApi()

switch (command) {
  case 'data-check': {
    if (!file) throw new Error('data-check needs the file build:data wrote with --problems-file')
    const report = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ProblemsFile) : undefined
    const failed = !report || report.problems.some((problem) => problem.severity === 'error')
    const done = await upsertComment(api, pullRequest(), 'data-check', dataCheckComment(report, runUrl), {
      onlyIfPresent: !failed && report.problems.length === 0,
    })
    console.log(`Content check comment: ${done}`)
    break
  }
  case 'preview': {
    if (!file) throw new Error('preview needs the file `npx wrangler preview --json` wrote')
    const sha = required('sha')
    const url = previewUrl(readFileSync(file, 'utf8'))
    await upsertComment(api, pullRequest(), 'preview', previewComment(url, sha))
    await setCommitStatus(api, sha, {
      state: 'success',
      context: 'deploy/preview',
      description: 'The Preview of this pull request on Cloudflare',
      target_url: url,
    })
    console.log(`Preview: ${url}`)
    break
  }
  case 'deploy': {
    const sha = required('sha')
    const site = values.site ?? (parse(readFileSync('data/site.yaml', 'utf8')) as { siteUrl: string }).siteUrl
    const outcomes = Object.fromEntries(
      DEPLOY_STAGES.map((stage) => [stage, env[`DEPLOY_${stage.toUpperCase()}`]]),
    )
    const succeeded = outcomes.deploy === 'success'
    const stage = failedStage(outcomes)
    await setCommitStatus(api, sha, {
      state: succeeded ? 'success' : 'failure',
      context: 'deploy/production',
      description: succeeded ? `Live at ${site}` : `Not published: the ${stage ?? 'setup'} stage failed`,
      target_url: succeeded ? site : runUrl,
    })
    const pulls = await pullRequestsOfCommit(api, sha)
    if (succeeded) {
      // A pull request told of a failed deploy earlier is told that it is live now.
      for (const pull of pulls)
        await upsertComment(api, pull, 'deploy', deployedComment(sha, site), { onlyIfPresent: true })
    } else if (pulls.length > 0) {
      for (const pull of pulls)
        await upsertComment(api, pull, 'deploy', deployFailedComment(stage, sha, runUrl))
    } else {
      const issue = await upsertIssue(
        api,
        'deploy',
        'The site was not published',
        deployFailedComment(stage, sha, runUrl),
      )
      console.log(`Deploy failure reported in issue #${issue}`)
    }
    console.log(`Deploy: ${succeeded ? 'live' : `failed at ${stage ?? 'setup'}`}`)
    break
  }
  default:
    throw new Error(`unknown report "${command ?? ''}": data-check, preview or deploy`)
}
