import { createHash } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import type { Plugin } from 'vite'
import { BROWSER_TARGET } from './browsers.ts'

/** The import query that turns a module into the text of an inline script: `import code from './x.ts?inline-script'`. */
export const INLINE_SCRIPT_QUERY = 'inline-script'

export interface InlineScript {
  /** The script's text, minified: what the page's <script> holds and the CSP hashes. */
  code: string
  /** Every source file it was built from. */
  inputs: string[]
}

/**
 * Builds a TypeScript module, with what it imports, into the text of a classic inline script: one
 * expression run in place, for the browsers the site supports, in ASCII (renderer/asciiHtml.ts
 * leaves a script's text as it is).
 */
export async function compileInlineScript(file: string): Promise<InlineScript> {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: BROWSER_TARGET,
    minify: true,
    charset: 'ascii',
    legalComments: 'none',
    write: false,
    metafile: true,
    logLevel: 'silent',
  })
  const code = result.outputFiles[0]!.text.trim()
  if (/<\/script|<!--/i.test(code))
    throw new Error(`${file}: an inline script may not contain </script or <!--`)
  return { code, inputs: Object.keys(result.metafile.inputs).map((input) => path.resolve(input)) }
}

/** The CSP source that lets an inline script whose text is `code` run. */
export function cspHash(code: string): string {
  return `'sha256-${createHash('sha256').update(code).digest('base64')}'`
}

/**
 * The CSP hashes of the inline scripts the server build compiled, which are every inline script a
 * page holds (renderer/+onRenderHtml.tsx): beside the client folder, for finishBuild's policy.
 */
export const INLINE_SCRIPT_HASHES = 'inline-script-hashes.json'

/**
 * Resolves `?inline-script` imports (see INLINE_SCRIPT_QUERY) to the built text, in `vike dev` and
 * in the build alike; in dev an edit of any of its sources reloads it. Once the server is built, it
 * writes their hashes (INLINE_SCRIPT_HASHES).
 */
export function inlineScripts(): Plugin {
  const compiled = new Set<string>()
  return {
    name: 'bandera:inline-scripts',
    enforce: 'pre',
    load: {
      filter: { id: new RegExp(`\\?${INLINE_SCRIPT_QUERY}$`) },
      async handler(id) {
        const { code, inputs } = await compileInlineScript(id.slice(0, id.lastIndexOf('?')))
        for (const input of inputs) this.addWatchFile(input)
        compiled.add(code)
        return { code: `export default ${JSON.stringify(code)}`, moduleSideEffects: false }
      },
    },
    writeBundle(options) {
      if (this.environment.config.consumer !== 'server' || !options.dir) return
      const hashes = [...compiled].map(cspHash).sort()
      writeFileSync(
        path.join(options.dir, '..', INLINE_SCRIPT_HASHES),
        `${JSON.stringify(hashes, null, 2)}\n`,
      )
    },
  }
}
