import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { compileInlineScript, cspHash } from '../../scripts/site/inlineScriptPlugin'
import type { BuildManifest } from '../../server/siteBuild'
import { builtPaths, clientDir, htmlOf } from './support/builtSite'

/**
 * The inline scripts of the built pages are their TypeScript modules (renderer/inline/ and
 * src/islands/inline/), built, and
 * the CSP of both hosts lets exactly those run: the Node server's (server.json) and the edge's
 * (_headers).
 */

const INLINE_DIRS = ['renderer/inline', 'src/islands/inline']
const modules = INLINE_DIRS.flatMap((dir) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
    .map((file) => `${dir}/${file}`),
)

/** The text of every executable inline script of a page, in order. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\bsrc=|type="application\/(?:ld\+)?json"/.test(attributes))
    .map(([, , body]) => body!)

let built: string[]
beforeAll(async () => {
  built = await Promise.all(modules.map(async (file) => (await compileInlineScript(path.resolve(file))).code))
})

describe('the inline scripts of the build', () => {
  it('are built from the modules of renderer/inline/ and src/islands/inline/', () => {
    expect(modules.sort()).toEqual([
      'renderer/inline/applyStoredTheme.ts',
      'src/islands/inline/holdEarlyClicks.ts',
      'src/islands/inline/startIslands.ts',
    ])
  })

  it.each(builtPaths)('%s carries each of them once, exactly as built', (urlPath) => {
    expect(inlineScripts(htmlOf(urlPath)).sort()).toEqual([...built].sort())
  })

  it('are allowed by exactly their hashes in the policy of the Node server and of the edge', () => {
    const expected = built.map(cspHash).sort()
    const manifest = JSON.parse(
      readFileSync(path.join(clientDir, '..', 'server.json'), 'utf8'),
    ) as BuildManifest
    expect(manifest.scriptHashes).toEqual(expected)
    const sitePolicy = /^\/\*\n(?:  .*\n)*?  Content-Security-Policy: (.*)$/m.exec(
      readFileSync(path.join(clientDir, '_headers'), 'utf8'),
    )?.[1]
    expect(sitePolicy).toBeDefined()
    expect(sitePolicy!.match(/'sha256-[^']+'/g)!.sort()).toEqual(expected)
  })

  it('stay small', () => {
    // Each runs before the page is painted, on every page: bytes as they are in the HTML. The
    // islands' loader (about 1 KB) took the place of a 3 KB file the page asked for before its
    // first paint.
    for (const code of built) expect(code.length).toBeLessThan(1100)
  })
})
