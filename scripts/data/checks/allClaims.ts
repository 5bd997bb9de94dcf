import type { CaseStudy } from '@/schemas/caseStudy'
import { pageFolders, yamlCollections } from '@/schemas/collections'
import type { ServicePage } from '@/schemas/servicePages'
import type { Check, YamlContent } from '../dataSet'
import { reportAll, stringFields, type DataProblem } from './problem'

/** A part of a page: a value of one file of data/ and the path of its field there ('' for the file). */
export interface PagePart {
  file: string
  field: string
  value: unknown
}

/** What one built page shows, gathered from its files: a service page's hero and its body, say. */
export interface Page {
  path: string
  parts: PagePart[]
}

/**
 * A figure that says how often something holds, under 100%: a qualification bar ("Budget", 80) or a
 * stat whose value is a plain percentage and whose label names a share, not a change ("Contact
 * Accuracy", 85%).
 */
interface Share {
  file: string
  field: string
  /** Where it is shown: its field, or the list of criteria it belongs to. */
  shownAt: string
  name: string
  percent: number
  /** Whether a sentence names it. */
  named: (sentence: string) => boolean
}

/** The words that make a stat a change (70% less workload), not a share of cases. */
const CHANGE =
  /\b(?:more|less|fewer|faster|slower|higher|lower|increase|decrease|growth|reduction|improvement|saved|uplift|boost|cut|drop|gain)\b/i
/** A stat value that is a share: "85%", not "+40%", "70-90%" or "98%+". */
const SHARE_VALUE = /^\s*(\d+(?:\.\d+)?)%\s*$/
/** A word that claims something of every case. */
const ALL = /\b(?:all|every|each|any|anything|always|only)\b/gi
/** A claim "not every ..." or "nearly all ..." admits the exceptions. */
const ADMITS = /\b(?:not|almost|nearly|virtually)\s+$/i
/** A sentence that says how often something holds describes the figures; it claims no "all". */
const FREQUENCY =
  /\bhow often\b|\bshare\b|\d\s?%|\b(?:one|two|three|four|\d+) (?:in|of|out of) (?:every )?(?:two|three|four|five|ten|\d+)\b/i
/**
 * Verbs that say a criterion holds, not merely that it is asked about; one offered as one of two
 * outcomes ("confirmed or still open") asserts neither.
 */
const HOLDS = /\b(?:confirm\w*|qualif\w*|verif\w*|fully|met|meets)\b(?!,?\s+or\b)/i

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const word = (text: string) => new RegExp(`\\b${escape(text)}\\b`, 'i')
const stem = (text: string) => text.toLowerCase().replace(/s$/, '')

/** A part's field as a path: '' (the whole file) is the empty path. */
const pathOf = (field: string) => (field === '' ? [] : field.split('.'))

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

/** Each bar of a list of criteria, named by its name, or by the list's initials or "criteria". */
function criterionShares(file: string, field: string, list: unknown[]): Share[] {
  const bars = list.flatMap((item, index) =>
    isRecord(item) && typeof item.name === 'string' && typeof item.percent === 'number'
      ? [{ name: item.name, percent: item.percent, field: `${field}.${index}.percent` }]
      : [],
  )
  if (bars.length === 0) return []
  // BANT for Budget, Authority, Need, Timeline: "BANT-qualified" names them all.
  const initials = bars.length >= 3 ? bars.map((bar) => bar.name[0]!.toUpperCase()).join('') : undefined
  const namesAll = (sentence: string) =>
    /\bcriteri(?:a|on)\b/i.test(sentence) ||
    (initials !== undefined && new RegExp(`\\b${initials}\\b`).test(sentence)) ||
    bars.every((bar) => word(bar.name).test(sentence))
  return bars
    .filter((bar) => bar.percent < 100)
    .map((bar) => ({
      file,
      field: bar.field,
      shownAt: field,
      name: bar.name,
      percent: bar.percent,
      named: (sentence) => word(bar.name).test(sentence) || namesAll(sentence),
    }))
}

/** Every share of a value: qualification bars and stats, with their fields. */
function sharesOf(file: string, value: unknown, path: string[]): Share[] {
  if (Array.isArray(value)) {
    return [
      ...criterionShares(file, path.join('.'), value),
      ...value.flatMap((item, index) => sharesOf(file, item, [...path, String(index)])),
    ]
  }
  if (!isRecord(value)) return []
  const shares: Share[] = []
  const label = typeof value.label === 'string' ? value.label : value.title
  const percent = typeof value.value === 'string' ? SHARE_VALUE.exec(value.value) : null
  if (percent && typeof label === 'string' && !CHANGE.test(label) && Number(percent[1]) < 100) {
    const words = label
      .split(/[^A-Za-z-]+/)
      .filter((part) => part.length > 2)
      .map(stem)
    shares.push({
      file,
      field: [...path, 'value'].join('.'),
      shownAt: [...path, 'value'].join('.'),
      name: label,
      percent: Number(percent[1]),
      named: (sentence) => {
        const said = new Set(sentence.split(/[^A-Za-z-]+/).map(stem))
        return words.length > 0 && words.every((part) => said.has(part))
      },
    })
  }
  for (const [key, item] of Object.entries(value)) shares.push(...sharesOf(file, item, [...path, key]))
  return shares
}

/** "104 BANT-qualified meetings": a count of which every one is said to meet the criteria. */
function countsAllAs(sentence: string, share: Share): boolean {
  return [
    ...sentence.matchAll(/\b\d[\d,]*\s+(?:\S+\s+){0,2}?([A-Za-z]+)-(?:qualified|confirmed|verified)\b/g),
  ].some((match) => share.named(match[1]!))
}

function claimsAll(sentence: string): boolean {
  if (FREQUENCY.test(sentence)) return false
  return [...sentence.matchAll(ALL)].some((match) => !ADMITS.test(sentence.slice(0, match.index)))
}

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0)

const percentList = (shares: readonly Share[]) =>
  shares.map((share) => `${share.name} ${share.percent}%`).join(', ')

/**
 * A page that shows how often something holds (a bar or a stat under 100%) does not also say, anywhere
 * on the page, that it holds every time: a sentence with all, every, each, any, anything, always or
 * only (not "not every", "nearly all") and a verb that says it holds (confirms, qualified, verified,
 * fully, met) that names the figure (a bar by its name, a list of criteria by "criteria" or its
 * initials, a stat by every word of its label), or a count of "BANT-qualified" meetings. A figure's
 * own name is not a claim.
 */
export function allClaimProblems(pages: readonly Page[]): DataProblem[] {
  const problems: DataProblem[] = []
  for (const page of pages) {
    const shares = page.parts.flatMap(({ file, field, value }) => sharesOf(file, value, pathOf(field)))
    if (shares.length === 0) continue
    const ownNames = new Set(
      shares.map((share) => `${share.file}:${share.field.replace(/\.(?:value|percent)$/, '')}`),
    )
    for (const { file, field, value } of page.parts) {
      for (const text of stringFields(value, pathOf(field))) {
        if (ownNames.has(`${file}:${text.field.replace(/\.(?:name|label|title)$/, '')}`)) continue
        for (const sentence of sentencesOf(text.text)) {
          const contradicted = shares.filter(
            (share) =>
              (claimsAll(sentence) && HOLDS.test(sentence) && share.named(sentence)) ||
              countsAllAs(sentence, share),
          )
          if (contradicted.length === 0) continue
          const where = [
            ...new Set(contradicted.map((share) => `data/${share.file}, ${share.shownAt}`)),
          ].join('; ')
          problems.push({
            file,
            field: text.field,
            message:
              `says "${sentence}", but the same page (${page.path}) shows ${percentList(contradicted)} ` +
              `(${where}): a claim about every case needs 100%. Say what holds every time, or what the figures measure`,
          })
        }
      }
    }
  }
  return problems
}

/** What pagesOfData reads: the data set, or the pipeline's content (`yaml` then being the content). */
export interface PageSources {
  yaml: Pick<
    YamlContent,
    | 'services'
    | 'solutions'
    | 'solutionPages'
    | 'home'
    | 'whyChoose'
    | 'processSteps'
    | 'roadmap'
    | 'clientQuotes'
    | 'site'
  >
  servicePages: Record<string, ServicePage>
  /** The studies, for the pages their clients' quotes are shown on (servicesUsed). */
  caseStudies: readonly Pick<CaseStudy, 'slug' | 'servicesUsed'>[]
}

/**
 * The words of others a page shows beside its own: the quotes of the studies that used it (every
 * quote on the home page, which picks among them) and, on home, the reviews platform's award texts.
 */
function quoteParts(data: PageSources, path: string): PagePart[] {
  const usedBy = new Map(data.caseStudies.map((study) => [study.slug, study.servicesUsed ?? []]))
  return (data.yaml.clientQuotes ?? []).flatMap((quote, index) =>
    path === '/' || usedBy.get(quote.caseStudy)?.includes(path)
      ? [{ file: yamlCollections.clientQuotes.file, field: `${index}.quote`, value: quote.quote }]
      : [],
  )
}

/**
 * The pages that may show shares: each service page with its hero, each solution page, the home page,
 * each with the quotes (and on home the award texts) it shows. A case study shows its figures as
 * result lines, not as bars or stats, so it has none to read.
 */
export function pagesOfData(data: PageSources): Page[] {
  const { services, solutions, solutionPages, home, whyChoose, processSteps, roadmap, site } = data.yaml
  const pages: Page[] = []
  services?.forEach((service, index) => {
    const body = data.servicePages[service.slug]
    if (!body) return
    pages.push({
      path: `/services/${service.slug}`,
      parts: [
        { file: yamlCollections.services.file, field: `${index}.hero`, value: service.hero },
        { file: yamlCollections.services.file, field: `${index}.seo`, value: service.seo },
        { file: `${pageFolders.servicePages.folder}/${service.slug}.yaml`, field: '', value: body },
        ...quoteParts(data, `/services/${service.slug}`),
      ],
    })
  })
  solutionPages?.forEach((body, index) => {
    const solutionIndex = solutions?.findIndex((solution) => solution.slug === body.slug) ?? -1
    const solution = solutions?.[solutionIndex]
    pages.push({
      path: `/solutions/${body.slug}`,
      parts: [
        ...(solution
          ? [
              { file: yamlCollections.solutions.file, field: `${solutionIndex}.hero`, value: solution.hero },
              { file: yamlCollections.solutions.file, field: `${solutionIndex}.seo`, value: solution.seo },
            ]
          : []),
        { file: yamlCollections.solutionPages.file, field: String(index), value: body },
        ...quoteParts(data, `/solutions/${body.slug}`),
      ],
    })
  })
  const homeParts = [
    { key: 'home', value: home },
    { key: 'whyChoose', value: whyChoose },
    { key: 'processSteps', value: processSteps },
    { key: 'roadmap', value: roadmap },
  ] as const
  pages.push({
    path: '/',
    parts: [
      ...homeParts.flatMap(({ key, value }) =>
        value === undefined ? [] : [{ file: yamlCollections[key].file, field: '', value }],
      ),
      ...quoteParts(data, '/'),
      ...(site ? [{ file: yamlCollections.site.file, field: 'awards', value: site.awards }] : []),
    ],
  })
  return pages
}

export const checkAllClaims: Check = (data, problems) => {
  const caseStudies = data.caseStudies.map(({ item }) => item)
  reportAll(allClaimProblems(pagesOfData({ ...data, caseStudies })), problems)
}
