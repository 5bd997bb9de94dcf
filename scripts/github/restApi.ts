/**
 * The few calls of GitHub's REST API the workflows make (comments, commit statuses), through fetch
 * with the run's token. Actions sets GITHUB_API_URL and GITHUB_REPOSITORY; the workflow passes
 * GITHUB_TOKEN. A test points GITHUB_API_URL at a stand-in on loopback.
 */
export interface GitHubApi {
  /** `owner/name`. */
  readonly repository: string
  request<T>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: object): Promise<T>
}

export class GitHubApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export function gitHubApi(env: NodeJS.ProcessEnv = process.env): GitHubApi {
  const token = env.GITHUB_TOKEN
  const repository = env.GITHUB_REPOSITORY
  if (!token) throw new Error('GITHUB_TOKEN is not set: give the step `GITHUB_TOKEN: ${{ github.token }}`')
  if (!repository || !/^[\w.-]+\/[\w.-]+$/.test(repository))
    throw new Error(`GITHUB_REPOSITORY must be owner/name (got "${repository ?? ''}")`)
  const base = (env.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/$/, '')
  return {
    repository,
    async request<T>(method: string, path: string, body?: object): Promise<T> {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          Accept: 'application/vnd.github+json',
          Authorization: `Bearer ${token}`,
          'X-GitHub-Api-Version': '2022-11-28',
          ...(body && { 'Content-Type': 'application/json' }),
        },
        body: body && JSON.stringify(body),
      })
      const text = await response.text()
      if (!response.ok) {
        let message = text
        try {
          message = (JSON.parse(text) as { message?: string }).message ?? text
        } catch {
          // not JSON: GitHub's error pages are HTML
        }
        throw new GitHubApiError(
          response.status,
          `GitHub answered ${response.status} to ${method} ${path}: ${message}`,
        )
      }
      return (text ? JSON.parse(text) : undefined) as T
    },
  }
}
