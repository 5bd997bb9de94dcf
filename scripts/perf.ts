/**
 * `npm run perf [path ...]`: serves the existing build on loopback and runs Lighthouse (mobile,
 * simulated throttling, 3 runs after one warm-up run, medians) on one page of each kind (or on the
 * paths given), then prints a table. Not part of `npm test`: timings vary from run to run, and with
 * the machine's load (the simulation scales the CPU time it observes), so the load average is
 * printed with them, and each run's TBT (the figure that varies most) beside its median.
 */
import type { AddressInfo } from 'node:net'
import { loadavg } from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { createServer } from './server/createServer'
import { silentLogger } from './server/log'
import { fixedSite, hasBuild } from './server/siteBuild'
import { prerenderedPaths } from './build/pages'
import { CHROMIUM_FLAGS, chromiumPath } from './chromium'

const RUNS = 3
const clientDir = path.resolve('dist/client')
if (!hasBuild(path.resolve('dist'))) {
  console.error('No build in dist/: run `npm run build` first.')
  process.exit(1)
}

const all = prerenderedPaths(clientDir)
const pick = (prefix: string) => all.find((urlPath) => urlPath.startsWith(prefix)) ?? prefix
const requested = process.argv.slice(2)
const pages = requested.length
  ? requested
  : ['/', pick('/services/'), pick('/case-studies/'), pick('/blog/'), '/privacy-policy']
const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

const server = createServer({ site: fixedSite(path.resolve('dist')), log: silentLogger })
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
})

const audit = (page: string) =>
  lighthouse(`${base}${page}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  })

const rows: Record<string, string | number>[] = []
const loadBefore = loadAverage()
try {
  // Not counted: the first runs in a fresh browser pay for its cold start (here they doubled the home
  // page's TBT), which would count against whichever page comes first.
  await audit(pages[0]!)
  for (const page of pages) {
    const runs: {
      perf: number
      a11y: number
      bp: number
      seo: number
      lcp: number
      tbt: number
      cls: number
    }[] = []
    for (let run = 0; run < RUNS; run++) {
      const result = await audit(page)
      const { categories, audits } = result!.lhr
      runs.push({
        perf: (categories.performance!.score ?? 0) * 100,
        a11y: (categories.accessibility!.score ?? 0) * 100,
        bp: (categories['best-practices']!.score ?? 0) * 100,
        seo: (categories.seo!.score ?? 0) * 100,
        lcp: audits['largest-contentful-paint']!.numericValue ?? 0,
        tbt: audits['total-blocking-time']!.numericValue ?? 0,
        cls: audits['cumulative-layout-shift']!.numericValue ?? 0,
      })
    }
    const of = (key: keyof (typeof runs)[number]) => median(runs.map((run) => run[key]))
    rows.push({
      page,
      performance: of('perf'),
      'LCP (s)': (of('lcp') / 1000).toFixed(2),
      'TBT (ms)': Math.round(of('tbt')),
      'TBT runs': runs.map((run) => Math.round(run.tbt)).join(' / '),
      CLS: of('cls').toFixed(3),
      accessibility: of('a11y'),
      'best practices': of('bp'),
      SEO: of('seo'),
    })
  }
} finally {
  await chrome.kill()
  server.close()
}
console.log(`Lighthouse, mobile, simulated throttling, median of ${RUNS} runs`)
console.log(`load average (1, 5, 15 min): ${loadBefore} before, ${loadAverage()} after`)
console.table(rows)
