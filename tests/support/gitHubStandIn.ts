/**
 * A stand-in for the part of GitHub's REST API the workflows' reports use (scripts/github/), as
 * strict as GitHub: 401 without a token or with another one, 404 for another repository, pull
 * request, issue or comment, 400 for a body that is not JSON, and 422 for a body GitHub would refuse
 * (no `body` text, one over 65,536 characters, an unknown status state, a SHA that is not a commit,
 * a status description over 140 characters). Lists are paged as GitHub pages them (`per_page` at
 * most 100, `page` from 1).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export const STAND_IN_REPO = 'bandera-agency/site'
export const STAND_IN_TOKEN = 'ghs_standInToken0123456789'

export interface StandInComment {
  id: number
  issue: number
  body: string
}

export interface StandInIssue {
  number: number
  title: string
  body: string
  /** A pull request: GitHub lists them among the issues, with a `pull_request` key. */
  pullRequest: boolean
  state: 'open' | 'closed'
  /** For a pull request: the commit its merge made on main. */
  mergeCommit?: string
}

export interface StandInStatus {
  sha: string
  state: string
  context: string
  description: string
  target_url?: string
}

export interface GitHubStandIn {
  url: string
  issues: StandInIssue[]
  comments: StandInComment[]
  statuses: StandInStatus[]
  /** Every request, as `METHOD path`. */
  requests: string[]
  stop(): Promise<void>
}

const BODY_LIMIT = 65_536
const STATES = ['error', 'failure', 'pending', 'success']

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

const notFound = () => new Refusal(404, 'Not Found')

function page<T>(items: readonly T[], query: URLSearchParams): T[] {
  const perPage = Math.min(Number(query.get('per_page') ?? 30), 100)
  const number = Number(query.get('page') ?? 1)
  if (!Number.isInteger(perPage) || perPage < 1 || !Number.isInteger(number) || number < 1)
    throw new Refusal(422, 'Validation Failed')
  return items.slice((number - 1) * perPage, number * perPage)
}

function text(body: Record<string, unknown>, field: string): string {
  const value = body[field]
  if (typeof value !== 'string' || value === '')
    throw new Refusal(422, `Validation Failed: ${field} is missing`)
  if (value.length > BODY_LIMIT)
    throw new Refusal(422, `Validation Failed: ${field} is too long (maximum is ${BODY_LIMIT} characters)`)
  return value
}

/** `port`: one of the tests' own (tests/e2e/support/ports.ts); 0 for any. */
export async function startGitHubStandIn(
  port: number,
  seed: { issues?: StandInIssue[]; comments?: StandInComment[] } = {},
): Promise<GitHubStandIn> {
  const issues = [...(seed.issues ?? [])]
  const comments = [...(seed.comments ?? [])]
  const statuses: StandInStatus[] = []
  const requests: string[] = []
  let nextId = 1000 + comments.length

  function issueOf(number: string, kind: 'any' | 'issue' = 'any'): StandInIssue {
    const issue = issues.find((candidate) => String(candidate.number) === number)
    if (!issue || (kind === 'issue' && issue.pullRequest)) throw notFound()
    return issue
  }

  const asJson = (issue: StandInIssue) => ({
    number: issue.number,
    title: issue.title,
    body: issue.body,
    state: issue.state,
    ...(issue.pullRequest && { pull_request: { url: `/pulls/${issue.number}` } }),
  })

  function route(
    method: string,
    path: string,
    query: URLSearchParams,
    body: Record<string, unknown>,
  ): [number, unknown] {
    const prefix = `/repos/${STAND_IN_REPO}/`
    if (!path.startsWith(prefix)) throw notFound()
    const rest = path.slice(prefix.length).split('/')
    const at = (pattern: string) =>
      pattern.split('/').length === rest.length &&
      pattern.split('/').every((part, index) => part.startsWith(':') || part === rest[index])
    if (method === 'GET' && at('issues/:n/comments')) {
      issueOf(rest[1]!)
      return [
        200,
        page(
          comments.filter((comment) => String(comment.issue) === rest[1]),
          query,
        ),
      ]
    }
    if (method === 'POST' && at('issues/:n/comments')) {
      const issue = issueOf(rest[1]!)
      const comment = { id: nextId++, issue: issue.number, body: text(body, 'body') }
      comments.push(comment)
      return [201, comment]
    }
    if (method === 'PATCH' && at('issues/comments/:id')) {
      const comment = comments.find((candidate) => String(candidate.id) === rest[2])
      if (!comment) throw notFound()
      comment.body = text(body, 'body')
      return [200, comment]
    }
    if (method === 'GET' && at('issues')) {
      const state = query.get('state') ?? 'open'
      return [
        200,
        page(
          issues.filter((issue) => state === 'all' || issue.state === state),
          query,
        ).map(asJson),
      ]
    }
    if (method === 'POST' && at('issues')) {
      const issue: StandInIssue = {
        number: Math.max(0, ...issues.map((candidate) => candidate.number)) + 1,
        title: text(body, 'title'),
        body: typeof body.body === 'string' ? text(body, 'body') : '',
        pullRequest: false,
        state: 'open',
      }
      issues.push(issue)
      return [201, asJson(issue)]
    }
    if (method === 'PATCH' && at('issues/:n')) {
      const issue = issueOf(rest[1]!, 'issue')
      if (body.title !== undefined) issue.title = text(body, 'title')
      if (body.body !== undefined) issue.body = text(body, 'body')
      return [200, asJson(issue)]
    }
    if (method === 'POST' && at('statuses/:sha')) {
      const sha = rest[1]!
      if (!/^[0-9a-f]{40}$/.test(sha)) throw new Refusal(422, `No commit found for SHA: ${sha}`)
      if (typeof body.state !== 'string' || !STATES.includes(body.state))
        throw new Refusal(422, 'Validation Failed: state is not included in the list')
      const description = typeof body.description === 'string' ? body.description : ''
      if (description.length > 140) throw new Refusal(422, 'Validation Failed: description is too long')
      if (body.target_url !== undefined && !/^https?:\/\//.test(String(body.target_url)))
        throw new Refusal(422, 'Validation Failed: target_url is not a URL')
      const status = {
        sha,
        state: body.state,
        context: typeof body.context === 'string' ? body.context : 'default',
        description,
        ...(body.target_url !== undefined && { target_url: String(body.target_url) }),
      }
      statuses.push(status)
      return [201, status]
    }
    if (method === 'GET' && at('commits/:sha/pulls')) {
      const merged = issues.filter((issue) => issue.pullRequest && issue.mergeCommit === rest[1])
      return [200, merged.map((issue) => ({ number: issue.number, merged_at: '2026-11-29T10:00:00Z' }))]
    }
    throw notFound()
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in')
      requests.push(`${request.method} ${url.pathname}`)
      let status: number
      let answer: unknown
      try {
        const authorization = request.headers.authorization
        if (!authorization) throw new Refusal(401, 'Requires authentication')
        if (authorization !== `Bearer ${STAND_IN_TOKEN}` && authorization !== `token ${STAND_IN_TOKEN}`)
          throw new Refusal(401, 'Bad credentials')
        let body: Record<string, unknown> = {}
        const raw = Buffer.concat(chunks).toString('utf8')
        if (raw) {
          try {
            body = JSON.parse(raw) as Record<string, unknown>
          } catch {
            throw new Refusal(400, 'Problems parsing JSON')
          }
        }
        ;[status, answer] = route(request.method ?? 'GET', url.pathname, url.searchParams, body)
      } catch (error) {
        if (!(error instanceof Refusal)) throw error
        status = error.status
        answer = { message: error.message, documentation_url: 'https://docs.github.com/rest' }
      }
      // Connection: close, so that a test's next stand-in on the same port is not sent a request on a
      // connection the stopped one kept alive.
      response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' })
      response.end(JSON.stringify(answer))
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    issues,
    comments,
    statuses,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
