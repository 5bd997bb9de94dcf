/**
 * `npm run build:data`: validates data/ and writes generated/*.json, or lists every problem.
 * `npm run build:data -- --production` also refuses placeholder addresses and example contact details.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { GENERATED_DIR } from '@/content/load.server'
import { runPipeline } from './data/pipeline'

const root = process.cwd()
const production = process.argv.includes('--production')
const started = performance.now()
const { errors, warnings, content } = runPipeline(path.join(root, 'data'), path.join(root, 'public'), {
  production,
})

for (const warning of warnings) console.warn(`warning: ${warning}`)

if (!content) {
  console.error(`build:data found ${errors.length} problem${errors.length === 1 ? '' : 's'}:`)
  for (const error of errors) console.error(error)
  process.exitCode = 1
} else {
  rmSync(GENERATED_DIR, { recursive: true, force: true })
  mkdirSync(GENERATED_DIR, { recursive: true })
  for (const [name, value] of Object.entries(content)) {
    writeFileSync(path.join(GENERATED_DIR, `${name}.json`), `${JSON.stringify(value, null, 2)}\n`)
  }
  const took = Math.round(performance.now() - started)
  console.log(
    `build:data: ${content.caseStudies.length} case studies, ${content.blog.length} articles, ` +
      `${Object.keys(content).length} files in generated/ (${took} ms)` +
      (production ? '; production check passed' : ''),
  )
}
