/**
 * What `npx wrangler preview --json` prints (wrangler 4.135+): the Preview with its URLs, and the
 * deployment just made with its own. The first Preview URL always serves the branch's latest
 * deployment: it is the address the pull request shows.
 */
export interface WranglerPreviewOutput {
  preview: { name: string; urls?: string[] }
  deployment: { id: string; urls?: string[] }
}

/** The Preview's address from wrangler's JSON (the text after any line wrangler printed before it). */
export function previewUrl(output: string): string {
  const start = output.indexOf('{')
  if (start < 0) throw new Error('wrangler preview printed no JSON: run it with --json')
  const parsed = JSON.parse(output.slice(start)) as WranglerPreviewOutput
  const url = parsed.preview?.urls?.[0] ?? parsed.deployment?.urls?.[0]
  if (!url || !/^https:\/\//.test(url))
    throw new Error(`wrangler preview gave no https address for the Preview "${parsed.preview?.name ?? '?'}"`)
  return url.replace(/\/$/, '')
}

export function previewComment(url: string, sha: string): string {
  return [
    '### Preview',
    '',
    `This pull request's site, with its own leads database (never production's): ${url}`,
    '',
    `Built from ${sha.slice(0, 7)}; every push updates it at the same address. In the editor, **View Preview** opens the entry's own page there.`,
  ].join('\n')
}
