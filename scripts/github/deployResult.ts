/**
 * What the deploy of main says when it fails, where the marketer looks: the pull request their
 * Publish merged (GitHub notifies its author of a comment), with the stage that failed in words and
 * what to do, and the commit's status on main.
 */

/** The deploy job's stages, in order, as deploy.yml names their step ids. */
export const DEPLOY_STAGES = ['data', 'build', 'smoke', 'deploy'] as const
export type DeployStage = (typeof DEPLOY_STAGES)[number]

const WHAT_FAILED: Record<DeployStage, string> = {
  data: "the content check found problems in main's content (the run lists each, in build:data's words). Fix them in the editor: the fix is published like any other change.",
  build: 'the site could not be built from this content. A developer is needed: the run shows the error.',
  smoke:
    "the built site failed its smoke test (a page, the not-found page or the leads form did not answer as it should), so it was not published. A developer is needed: the run's log names the address that failed.",
  deploy:
    'Cloudflare did not take the new version (an outage, or the deploy token). Press **Re-run jobs** on the run; if it fails again, a developer is needed.',
}

/**
 * The first stage whose outcome is "failure", from the outcomes of the job's steps (`success`,
 * `failure`, `skipped`, `cancelled`); undefined when none failed (a setup step did, or the run
 * was cancelled).
 */
export function failedStage(outcomes: Partial<Record<DeployStage, string>>): DeployStage | undefined {
  return DEPLOY_STAGES.find((stage) => outcomes[stage] === 'failure')
}

export function deployFailedComment(stage: DeployStage | undefined, sha: string, runUrl: string): string {
  const what = stage
    ? WHAT_FAILED[stage]
    : 'the deploy stopped before its first stage (setting up the runner). Press **Re-run jobs** on the run.'
  return [
    '### Not live: the deploy of this change failed',
    '',
    `The site still shows the version before ${sha.slice(0, 7)}: ${what}`,
    '',
    `[The run](${runUrl})`,
  ].join('\n')
}

export function deployedComment(sha: string, siteUrl: string): string {
  return ['### Live', '', `${sha.slice(0, 7)} is published at ${siteUrl}.`].join('\n')
}
