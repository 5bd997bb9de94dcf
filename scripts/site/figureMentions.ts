import type { Figures } from '@/schemas/figures'
import { decodeEntities } from './htmlEntities'

/**
 * Reads the figures a built page shows, so a test can hold every one of them to data/figures.yaml:
 * wherever a figure's mention ("return on ad spend") stands next to a number of the same kind, that
 * number must be the figure's value, written the same way.
 */

/** Tags that stay inside a sentence: their text joins the words around them. */
const INLINE_TAGS =
  /<\/?(?:a|abbr|b|bdi|cite|code|data|em|i|kbd|mark|q|s|small|span|strong|sub|sup|time|u)\b[^>]*>/gi
const HIDDEN_ELEMENTS = /<(script|style|svg|template|noscript)\b[^>]*>[\s\S]*?<\/\1>/gi
const META_TEXT =
  /<meta\s+[^>]*?(?:name|property)="(?:description|og:description|twitter:description|og:title|twitter:title)"[^>]*>/gi

/** The sentences a page shows (body text, title and the descriptions of its metadata). */
export function pageSentences(html: string): string[] {
  const meta = [...html.matchAll(META_TEXT)].map((match) => /content="([^"]*)"/.exec(match[0])?.[1] ?? '')
  const body = html
    .replace(HIDDEN_ELEMENTS, '\n')
    .replace(/<meta\b[^>]*>/gi, '\n')
    .replace(INLINE_TAGS, ' ')
    .replace(/<[^>]+>/g, '\n')
  return [...meta, ...body.split('\n')]
    .map((block) => decodeEntities(block).replace(/\s+/g, ' ').trim())
    .filter((block) => block !== '')
    .flatMap((block) => block.split(/(?<=[.!?;:])\s+(?=[A-Z$\d])/))
}

type Kind = 'ratio' | 'money' | 'count' | 'duration'

/**
 * A figure as text shows it: "+40%", "3.5x", "$320,000+", "$1.9M", "875M+", "6-12 months",
 * "4 weeks", "30-minute".
 */
const NUMBER =
  /(?<![\w.,$])[+]?\$?\d+(?:,\d{3})*(?:\.\d+)?(?:\s?[-–]\s?\d+(?:,\d{3})*(?:\.\d+)?)?(?:\s?%|x(?![A-Za-z])|[KMB](?![A-Za-z]))?\+?(?:(?:\s|-)(?:weeks?|months?|days?|hours?|minutes?|minute)\b)?/g

function kindOf(token: string): Kind {
  if (/[a-z]$/.test(token) && !token.endsWith('x')) return 'duration'
  if (token.includes('$')) return 'money'
  if (token.includes('%') || token.endsWith('x')) return 'ratio'
  return 'count'
}

/**
 * Spacing, a leading plus sign and the grammar of a duration ("30-minute" call, "30 minutes") are
 * presentation; everything else must match exactly.
 */
const normalise = (token: string) =>
  token
    .replace(/^\+/, '')
    .replace(/–/g, '-')
    .replace(/[\s-]?(week|month|day|hour|minute)s?$/, ' $1')
    .replace(/\s+(?!(week|month|day|hour|minute)$)/g, '')

interface Token {
  text: string
  start: number
  end: number
}

function tokens(sentence: string): Token[] {
  return [...sentence.matchAll(NUMBER)].map((match) => ({
    text: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }))
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length

/** How many words a number may stand from the mention it quantifies. */
const MENTION_REACH_WORDS = 6

export interface FigureMismatch {
  figure: string
  expected: string
  found: string
  sentence: string
}

/**
 * Every place where a mention of a figure stands next to a number of the figure's kind that is
 * not its value. The number before the mention counts ("94% return on ad spend"); without one, the
 * number after it ("cut prospecting work by 70%").
 */
export function figureMismatches(sentences: readonly string[], figures: Figures): FigureMismatch[] {
  const mismatches: FigureMismatch[] = []
  for (const sentence of sentences) {
    const found = tokens(sentence)
    if (found.length === 0) continue
    for (const [name, figure] of Object.entries(figures)) {
      const kind = kindOf(figure.value)
      const ofKind = found.filter((token) => kindOf(token.text) === kind)
      if (ofKind.length === 0) continue
      for (const mention of figure.mentions ?? []) {
        const escaped = mention.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        for (const match of sentence.matchAll(new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`, 'gi'))) {
          const start = match.index
          const end = start + match[0].length
          const before = ofKind
            .filter(
              (token) => token.end <= start && words(sentence.slice(token.end, start)) <= MENTION_REACH_WORDS,
            )
            .at(-1)
          const after = ofKind.find(
            (token) => token.start >= end && words(sentence.slice(end, token.start)) <= MENTION_REACH_WORDS,
          )
          const token = before ?? after
          if (token && normalise(token.text) !== normalise(figure.value)) {
            mismatches.push({ figure: name, expected: figure.value, found: token.text, sentence })
          }
        }
      }
    }
  }
  return mismatches
}
