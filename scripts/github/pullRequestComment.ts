import type { GitHubApi } from './restApi'

interface IssueComment {
  id: number
  body?: string
}

/** The hidden first line that marks a comment as the one a workflow keeps up to date. */
export const commentMarker = (name: string) => `<!-- bandera:${name} -->`

const PAGE_SIZE = 100

/** The pull request's comments that carry the marker, oldest first (every page of them). */
async function markedComments(api: GitHubApi, pullRequest: number, marker: string): Promise<IssueComment[]> {
  const found: IssueComment[] = []
  for (let page = 1; ; page++) {
    const comments = await api.request<IssueComment[]>(
      'GET',
      `/repos/${api.repository}/issues/${pullRequest}/comments?per_page=${PAGE_SIZE}&page=${page}`,
    )
    found.push(...comments.filter((comment) => comment.body?.startsWith(marker)))
    if (comments.length < PAGE_SIZE) return found
  }
}

/**
 * Writes `body` as the pull request's one comment of this name: the comment an earlier run wrote is
 * edited, so the pull request shows the latest result once, not one comment per push. With
 * `onlyIfPresent`, nothing is posted when there is no comment yet (a passing check says nothing
 * until it has something to take back).
 * @returns what was done.
 */
export async function upsertComment(
  api: GitHubApi,
  pullRequest: number,
  name: string,
  body: string,
  options: { onlyIfPresent?: boolean } = {},
): Promise<'created' | 'updated' | 'none'> {
  const marker = commentMarker(name)
  const text = `${marker}\n${body}`
  const [existing] = await markedComments(api, pullRequest, marker)
  if (existing) {
    if (existing.body === text) return 'updated'
    await api.request('PATCH', `/repos/${api.repository}/issues/comments/${existing.id}`, { body: text })
    return 'updated'
  }
  if (options.onlyIfPresent) return 'none'
  await api.request('POST', `/repos/${api.repository}/issues/${pullRequest}/comments`, { body: text })
  return 'created'
}

export type CommitState = 'error' | 'failure' | 'pending' | 'success'

/**
 * A commit status: shown on the pull request's checks, and read by Decap's editorial workflow,
 * which offers "View Preview" at the target of a status whose context has "deploy" in it.
 */
export async function setCommitStatus(
  api: GitHubApi,
  sha: string,
  status: { state: CommitState; context: string; description: string; target_url?: string },
): Promise<void> {
  // GitHub refuses a description over 140 characters.
  const description =
    status.description.length > 140 ? `${status.description.slice(0, 139)}…` : status.description
  await api.request('POST', `/repos/${api.repository}/statuses/${sha}`, { ...status, description })
}

/** The pull requests a commit of main came from (its merge), newest first. */
export async function pullRequestsOfCommit(api: GitHubApi, sha: string): Promise<number[]> {
  const pulls = await api.request<{ number: number; merged_at: string | null }[]>(
    'GET',
    `/repos/${api.repository}/commits/${sha}/pulls`,
  )
  return pulls.filter((pull) => pull.merged_at !== null).map((pull) => pull.number)
}

interface Issue {
  number: number
  body?: string | null
  pull_request?: object
}

/**
 * The repository's one open issue of this name, opened or edited, for news that has no pull request
 * to go to (a deploy of a commit pushed to main directly, or the morning run).
 */
export async function upsertIssue(
  api: GitHubApi,
  name: string,
  title: string,
  body: string,
): Promise<number> {
  const marker = commentMarker(name)
  const text = `${marker}\n${body}`
  for (let page = 1; ; page++) {
    const issues = await api.request<Issue[]>(
      'GET',
      `/repos/${api.repository}/issues?state=open&per_page=${PAGE_SIZE}&page=${page}`,
    )
    const existing = issues.find((issue) => !issue.pull_request && issue.body?.startsWith(marker))
    if (existing) {
      await api.request('PATCH', `/repos/${api.repository}/issues/${existing.number}`, { title, body: text })
      return existing.number
    }
    if (issues.length < PAGE_SIZE) break
  }
  const created = await api.request<Issue>('POST', `/repos/${api.repository}/issues`, { title, body: text })
  return created.number
}
