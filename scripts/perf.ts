/**
 * `npm run perf [-- --baseline <dist>] [path ...]`: serves the existing build on loopback and runs
 * Lighthouse (mobile, simulated throttling, 3 runs after one warm-up run, medians) on one page of each
 * kind (or on the paths given), then prints a table, then runs the load test (`npm run perf:load`).
 * Not part of `npm test`: timings vary from run to run, and with the machine's load (the simulation
 * scales the CPU time it observes), so the load average is printed with them, and each run's TBT (the
 * figure that varies most) beside its median. The runs are interleaved: each round audits every page
 * once, in an order rotated from round to round (./perfRounds.ts says why).
 *
 * With --baseline, another build (for example the one before a change, built in a worktree) is served
 * beside this one and audited in the same rounds, page by page: the comparison that holds on a noisy
 * machine, where one build's figures from another day do not.
 *
 * The last row measures the machine rather than the site: a minimal page (a heading and a paragraph,
 * no stylesheet, no script) audited the same way. Lighthouse multiplies the CPU time it observes by
 * four, so Chromium's own work for any navigation (creating the document, the load event, the first
 * frame) shows up as TBT on a slow or contended machine; that row is the floor no page can go below.
 *
 * It measures nothing on a busy machine (a load average of 1 or more over the last minute): it says
 * why and exits with status 1 (./quietMachine.ts).
 */
import { createServer as createHttpServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { spawnSync } from 'node:child_process'
import { loadavg } from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { createServer } from '../server/createServer'
import { silentLogger } from '../server/log'
import { fixedSite, hasBuild } from '../server/siteBuild'
import { prerenderedPaths } from './site/pages'
import { CHROMIUM_FLAGS, chromiumPath } from './chromium'
import { busyMachineReason } from './perf/quietMachine'
import { interleavedRounds, perfOptions } from './perf/rounds'

const RUNS = 3
const clientDir = path.resolve('dist/client')
const options = perfOptions(process.argv.slice(2))
if (!hasBuild(path.resolve('dist'))) {
  console.error('No build in dist/: run `npm run build` first.')
  process.exit(1)
}
const baselineDir = options.baseline ? path.resolve(options.baseline) : undefined
if (baselineDir && !hasBuild(baselineDir)) {
  console.error(`No build in ${baselineDir}: give --baseline the dist folder of another build.`)
  process.exit(1)
}
const busy = busyMachineReason(loadavg())
if (busy) {
  console.error(busy)
  process.exit(1)
}

const all = prerenderedPaths(clientDir)
const pick = (prefix: string) => all.find((urlPath) => urlPath.startsWith(prefix)) ?? prefix
const pages = options.paths.length
  ? options.paths
  : ['/', pick('/services/'), pick('/case-studies/'), pick('/blog/'), '/privacy-policy']
const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

const MINIMAL_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Minimal page</title>
    <meta name="description" content="The machine's floor for Lighthouse: a heading and a paragraph." />
  </head>
  <body>
    <main>
      <h1>Minimal page</h1>
      <p>No stylesheet, no script: what any navigation costs on this machine.</p>
    </main>
  </body>
</html>
`
const FLOOR_LABEL = '(machine floor: minimal page)'

const listen = async (httpServer: ReturnType<typeof createHttpServer>) => {
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`
}
const server = createServer({ site: fixedSite(path.resolve('dist')), log: silentLogger })
const base = await listen(server)
const baselineServer = baselineDir
  ? createServer({ site: fixedSite(baselineDir), log: silentLogger })
  : undefined
const baselineBase = baselineServer ? await listen(baselineServer) : undefined
const floorServer = createHttpServer((request, response) => {
  if (request.url !== '/') {
    // Lighthouse also asks for /robots.txt; an HTML answer there would cost the page SEO points.
    response.writeHead(404).end()
    return
  }
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' })
  response.end(MINIMAL_PAGE)
})
const floorUrl = `${await listen(floorServer)}/`

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
})

const audit = (url: string) =>
  lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  })

interface Run {
  perf: number
  a11y: number
  bp: number
  seo: number
  lcp: number
  tbt: number
  cls: number
}
interface Target {
  page: string
  build?: 'this' | 'baseline'
  url: string
  runs: Run[]
}

const targets: Target[] = [
  ...pages.flatMap((page): Target[] =>
    baselineBase
      ? [
          { page, build: 'this', url: `${base}${page}`, runs: [] },
          { page, build: 'baseline', url: `${baselineBase}${page}`, runs: [] },
        ]
      : [{ page, url: `${base}${page}`, runs: [] }],
  ),
  { page: FLOOR_LABEL, url: floorUrl, runs: [] },
]
const benchmarkIndexes: number[] = []
const loadBefore = loadAverage()
try {
  // Not counted: the first runs in a fresh browser pay for its cold start (here they doubled the home
  // page's TBT), which would count against whichever page comes first.
  await audit(targets[0]!.url)
  for (const round of interleavedRounds(targets, RUNS)) {
    for (const target of round) {
      const { categories, audits, environment } = (await audit(target.url))!.lhr
      benchmarkIndexes.push(environment.benchmarkIndex)
      target.runs.push({
        perf: (categories.performance!.score ?? 0) * 100,
        a11y: (categories.accessibility!.score ?? 0) * 100,
        bp: (categories['best-practices']!.score ?? 0) * 100,
        seo: (categories.seo!.score ?? 0) * 100,
        lcp: audits['largest-contentful-paint']!.numericValue ?? 0,
        tbt: audits['total-blocking-time']!.numericValue ?? 0,
        cls: audits['cumulative-layout-shift']!.numericValue ?? 0,
      })
    }
  }
} finally {
  await chrome.kill()
  server.close()
  baselineServer?.close()
  floorServer.close()
}
const rows = targets.map(({ page, build, runs }) => {
  const of = (key: keyof Run) => median(runs.map((run) => run[key]))
  return {
    page,
    ...(build ? { build } : {}),
    performance: of('perf'),
    'LCP (s)': (of('lcp') / 1000).toFixed(2),
    'TBT (ms)': Math.round(of('tbt')),
    'TBT runs': runs.map((run) => Math.round(run.tbt)).join(' / '),
    CLS: of('cls').toFixed(3),
    accessibility: of('a11y'),
    'best practices': of('bp'),
    SEO: of('seo'),
  }
})
console.log(
  `Lighthouse, mobile, simulated throttling, median of ${RUNS} runs, interleaved (every page once a round)` +
    (baselineDir ? `; baseline: ${baselineDir}` : ''),
)
console.log(`load average (1, 5, 15 min): ${loadBefore} before, ${loadAverage()} after`)
console.log(
  `Lighthouse benchmarkIndex (CPU speed, higher is faster): median ${Math.round(median(benchmarkIndexes))}`,
)
console.table(rows)

// The load test runs here rather than after `&&` in package.json, where npm would hand it the paths
// and options meant for this script.
const loadTest = spawnSync('npm', ['run', '--silent', 'perf:load'], { stdio: 'inherit' })
process.exit(loadTest.status ?? 1)
