/**
 * The leads page's chart script (src/features/leads-admin/leadsCharts.ts) as one file of the build:
 * bundled by esbuild with only the parts of Chart.js it registers, minified, under /assets/ with a
 * hash of its contents in its name (so hosts cache it for good), and its SRI hash for the page's
 * script tag. One file, no imports: the page's policy allows exactly the element that carries its
 * nonce, and a module's imports would need their own. It holds code only; the page gives the numbers.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import type { ChartScript } from '../../server/front/leadsPage'
import { HASHED_ASSETS_PREFIX } from '../../server/front/cacheRules'
import { BROWSER_TARGET } from './browsers'
import { ROOT } from './editorInputs'

const LEADS_CHARTS_ENTRY = 'src/features/leads-admin/leadsCharts.ts'
/** The global the bundle leaves its exports in (the charts drawn, for the page's tests). */
const LEADS_CHARTS_GLOBAL = 'leadsCharts'

/** Builds the chart script into `clientDir`; returns its address and SRI hash. */
export async function buildLeadsCharts(clientDir: string): Promise<ChartScript> {
  const result = await build({
    entryPoints: [path.join(ROOT, LEADS_CHARTS_ENTRY)],
    bundle: true,
    minify: true,
    format: 'iife',
    globalName: LEADS_CHARTS_GLOBAL,
    target: BROWSER_TARGET,
    platform: 'browser',
    legalComments: 'none',
    write: false,
    alias: { '@': path.join(ROOT, 'src') },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  })
  const code = result.outputFiles[0]!.contents
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 10)
  const src = `${HASHED_ASSETS_PREFIX}leads-charts.${hash}.js`
  const file = path.join(clientDir, src)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, code)
  return { src, integrity: `sha384-${createHash('sha384').update(code).digest('base64')}` }
}
