import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Figures } from '@/schemas/figures'
import { figureMismatches, pageSentences } from '../../scripts/site/figureMentions'
import { htmlFiles } from '../../scripts/site/htmlFiles'
import { clientDir, generated } from './support/builtSite'

/**
 * Every figure of data/figures.yaml as the built site shows it (run after `npm run build`): shown
 * somewhere, and wherever a page names it next to a number, that number is the figure's value.
 */
describe('the figures on the built pages', () => {
  const figures = generated<Figures>('figures')
  const pages = htmlFiles(clientDir).map((file) => ({
    page: `/${path.relative(clientDir, path.dirname(file))}`,
    sentences: pageSentences(readFileSync(file, 'utf8')),
  }))

  it('reads every page of the build', () => {
    expect(pages.length).toBeGreaterThan(30)
  })

  it('quote each figure with its own value wherever they name it', () => {
    const mismatches = pages.flatMap(({ page, sentences }) =>
      figureMismatches(sentences, figures).map(
        ({ figure, expected, found, sentence }) =>
          `${page}: ${figure} is ${expected}, not ${found}: "${sentence}"`,
      ),
    )
    expect(mismatches).toEqual([])
  })

  it('show every figure somewhere', () => {
    const text = pages.flatMap(({ sentences }) => sentences).join('\n')
    const unseen = Object.entries(figures)
      .filter(([, figure]) => !text.includes(figure.value))
      .map(([name]) => name)
    expect(unseen).toEqual([])
  })
})
