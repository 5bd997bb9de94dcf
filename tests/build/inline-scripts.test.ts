import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { compileInlineScript } from '../../scripts/site/inlineScriptPlugin'
import type { BuildManifest } from '../../server/siteBuild'
import { builtPaths, clientDir, htmlOf } from './support/builtSite'

/**
 * The inline scripts of the built pages are their TypeScript modules (renderer/inline/), built, and
 * the CSP of both hosts lets exactly those run: the Node server's (server.json) and the edge's
 * (_headers).
 */

const INLINE_DIR = path.resolve('renderer/inline')
const modules = readdirSync(INLINE_DIR).filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`

/** The text of every executable inline script of a page, in order. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\bsrc=|type="application\/(?:ld\+)?json"/.test(attributes))
    .map(([, , body]) => body!)

let built: string[]
beforeAll(async () => {
  built = await Promise.all(
    modules.map(async (file) => (await compileInlineScript(path.join(INLINE_DIR, file))).code),
  )
})

describe('the inline scripts of the build', () => {
  it('are built from the modules of renderer/inline/', () => {
    expect(modules.sort()).toEqual(['applyStoredTheme.ts', 'holdEarlyClicks.ts'])
  })

  it.each(builtPaths)('%s carries each of them once, exactly as built', (urlPath) => {
    expect(inlineScripts(htmlOf(urlPath)).sort()).toEqual([...built].sort())
  })

  it('are allowed by exactly their hashes in the policy of the Node server and of the edge', () => {
    const expected = built.map(hashOf).sort()
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
    // Each runs before the page is painted, on every page: bytes as they are in the HTML.
    for (const code of built) expect(code.length).toBeLessThan(800)
  })
})
