import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { GeneratedContent } from '@/schemas/collections'
import { diskDataFiles } from '../../scripts/data/dataFiles'
import type { DataSet } from '../../scripts/data/dataSet'
import { siteMap } from '../../scripts/data/siteMap'
import { elementIds, generated, htmlOf } from './support/builtSite'

/** The data set build:data checked links against, from what it wrote to generated/. */
function dataSetOfBuild(): DataSet {
  const content = <K extends keyof GeneratedContent>(name: K) => generated<GeneratedContent[K]>(name)
  return {
    files: diskDataFiles(path.resolve('data'), path.resolve('public')),
    yaml: { services: content('services'), solutions: content('solutions') },
    servicePages: content('servicePages'),
    caseStudies: content('caseStudies').map((item) => ({ file: '', item })),
    blog: content('blog').map((item) => ({ file: '', item })),
    scheduled: [],
    legal: content('legal'),
    failed: new Set(),
  }
}

describe('the anchors build:data checks links against', () => {
  const pages = [...siteMap(dataSetOfBuild()).pages]

  it('are known for every kind of page', () => {
    expect(pages.length).toBeGreaterThan(30)
    expect(pages.filter(([, anchors]) => anchors === undefined)).toEqual([])
  })

  it('are each an element of its built page, so a link the check accepts lands on its section', () => {
    const missing = pages.flatMap(([page, anchors]) => {
      const ids = new Set(elementIds(htmlOf(page)))
      return (anchors ?? []).filter((anchor) => !ids.has(anchor)).map((anchor) => `${page}#${anchor}`)
    })
    expect(missing).toEqual([])
  })
})
