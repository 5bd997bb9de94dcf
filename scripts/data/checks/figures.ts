import { yamlCollections } from '@/schemas/collections'
import type { CaseStudy } from '@/schemas/caseStudy'
import type { Figures } from '@/schemas/figures'
import type { FromFile } from '@/views/sitePages'
import type { Check } from '../dataSet'
import { reportAll, type DataProblem } from './problem'

const file = yamlCollections.figures.file

/** An average (or median) is only a claim once it says what it is taken over. */
const AVERAGE = /\b(?:average|median|mean)\b/i

/** The amount a money figure stands for: "$320,000+" -> 320000. */
function amountOf(value: string): number | undefined {
  const match = /^\$(\d+(?:,\d{3})*(?:\.\d+)?)\+?$/.exec(value.trim())
  return match ? Number(match[1]!.replace(/,/g, '')) : undefined
}

/** Whether a result line states the value as a number of its own ("500%", not "1,500%"). */
function states(line: string, value: string): boolean {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(?<![\\w.,$])${escaped}(?![\\d%]|[.,]\\d)`).test(line)
}

/**
 * Each figure of data/figures.yaml says what it is: an average names what it averages, a figure
 * quoted from a case study is one that study's results state, and a total is the sum of its parts.
 */
export function figureProblems(
  figures: Figures,
  studies: readonly FromFile<CaseStudy>[] | undefined,
): DataProblem[] {
  const problems: DataProblem[] = []
  const bySlug = new Map((studies ?? []).map(({ item }) => [item.slug, item]))
  for (const [name, figure] of Object.entries(figures)) {
    if (AVERAGE.test(figure.means) && figure.averages === undefined) {
      problems.push({
        file,
        field: `${name}.averages`,
        message:
          'is required: means calls this figure an average, so say what it averages (which clients, which period)',
      })
    }
    if (figure.caseStudy !== undefined && studies) {
      const study = bySlug.get(figure.caseStudy)
      if (!study) {
        problems.push({
          file,
          field: `${name}.caseStudy`,
          message: `no case study has the slug '${figure.caseStudy}'`,
        })
      } else if (!study.results.some((line) => states(line, figure.value))) {
        problems.push({
          file,
          field: `${name}.value`,
          message: `is ${figure.value}, which no result of the case study it quotes (${figure.caseStudy}) states`,
        })
      }
    }
    if (figure.sumOf !== undefined) {
      const unknown = figure.sumOf.filter((part) => figures[part] === undefined)
      if (unknown.length > 0) {
        problems.push({ file, field: `${name}.sumOf`, message: `names no figure: ${unknown.join(', ')}` })
        continue
      }
      const total = amountOf(figure.value)
      const parts = figure.sumOf.map((part) => amountOf(figures[part]!.value))
      if (total === undefined || parts.some((part) => part === undefined)) {
        problems.push({
          file,
          field: `${name}.sumOf`,
          message: 'adds dollar amounts only ($100,000), and this figure and its parts must be written so',
        })
      } else {
        const sum = parts.reduce<number>((a, b) => a + b!, 0)
        if (sum !== total) {
          problems.push({
            file,
            field: `${name}.value`,
            message: `is ${figure.value}, but ${figure.sumOf.join(' + ')} make $${sum.toLocaleString('en-US')}`,
          })
        }
      }
    }
  }
  return problems
}

export const checkFigures: Check = (data, problems) => {
  // While a case study is invalid (or unjudged), which slugs exist and what they state is unknown.
  const studiesKnown = ![...data.failed].some((failed) => failed.startsWith('case-studies/'))
  const studies = studiesKnown ? data.caseStudies : undefined
  if (data.yaml.figures) reportAll(figureProblems(data.yaml.figures, studies), problems)
}
