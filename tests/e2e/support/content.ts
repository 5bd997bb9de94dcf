import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { GeneratedContent } from '@/schemas/collections'

/**
 * What the site was built from (generated/ after `npm run build`): tests find their examples and
 * expected counts, orders and dates here, so content an editor adds keeps them green.
 */
export function builtContent<K extends keyof GeneratedContent>(name: K): GeneratedContent[K] {
  const file = path.resolve('generated', `${name}.json`)
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as GeneratedContent[K]
  } catch (error) {
    throw new Error(`Cannot read ${file}: run \`npm run build\` before the end-to-end tests.`, {
      cause: error,
    })
  }
}

/** The first item that has what a test needs, or a message saying which content to add. */
export function findExample<T>(items: readonly T[], what: string, test: (item: T) => boolean): T {
  const found = items.find(test)
  if (found === undefined) throw new Error(`No content in data/ is ${what}; this test needs one.`)
  return found
}

/**
 * The client quotes a service or solution page shows, in its order: those of the studies whose
 * servicesUsed lists it, first those of the studies that list it first, each group in the order of
 * data/client-quotes.yaml. The first stands under the hero.
 */
export function quotesOfPage(pagePath: string) {
  const studies = builtContent('caseStudies')
  const uses = (quote: { caseStudy: string }) =>
    studies.find((study) => study.slug === quote.caseStudy)?.servicesUsed ?? []
  const shown = builtContent('clientQuotes').filter((quote) => uses(quote).includes(pagePath))
  return [
    ...shown.filter((quote) => uses(quote)[0] === pagePath),
    ...shown.filter((quote) => uses(quote)[0] !== pagePath),
  ]
}
