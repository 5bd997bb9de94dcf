import { z } from 'zod'
import { instagramDrawing, linkedInDrawing } from './brandIcons'
import { lucideDrawings } from './iconDrawings'

/**
 * Every icon data/ may name. A name is the icon set's own (lucide.dev/icons), drawn as lucide-react
 * draws it; the social marks the set lacks are drawn in src/schemas/brandIcons.ts. To offer a new icon,
 * add its name below and run `npm run icons`, which copies its drawing from lucide-react into
 * src/schemas/iconDrawings.ts (copied, because this layer loads no React and each lucide-react icon
 * module does).
 *
 * Content carries the drawing itself (see iconSchema), not the name: a page's JavaScript then holds
 * no icon table, and each page ships only the drawings it shows, in its data.
 */
export const lucideIconNames = [
  'blocks',
  'bot',
  'briefcase',
  'calendar',
  'calendar-check',
  'calendar-clock',
  'chart-column',
  'chart-line',
  'clock',
  'cloud',
  'code',
  'code-xml',
  'cpu',
  'database',
  'ear',
  'external-link',
  'eye',
  'file-text',
  'flask-conical',
  'funnel',
  'gauge',
  'globe',
  'graduation-cap',
  'handshake',
  'hash',
  'heart-pulse',
  'landmark',
  'layers',
  'link',
  'mail',
  'megaphone',
  'message-circle',
  'network',
  'pen-line',
  'pen-tool',
  'refresh-cw',
  'repeat',
  'rocket',
  'search',
  'send',
  'shield-check',
  'shopping-cart',
  'sliders-horizontal',
  'sparkles',
  'target',
  'trending-up',
  'trophy',
  'user-check',
  'users',
  'wallet',
  'wrench',
  'zap',
] as const

export type LucideIconName = (typeof lucideIconNames)[number]
export type IconName = LucideIconName | 'instagram' | 'linkedin'

/** SVG elements and their attributes on a 24 x 24 grid, stroked in currentColor. */
export type IconNode = [tag: string, attributes: Record<string, string>][]

/** A drawing as the icon set's <Icon icon={...} /> renders it. */
export interface IconDrawing {
  name: IconName
  node: IconNode
}

export const iconDrawings: Record<IconName, IconDrawing> = {
  ...(Object.fromEntries(
    lucideIconNames.map((name) => [name, { name, node: lucideDrawings[name] }]),
  ) as Record<LucideIconName, IconDrawing>),
  instagram: instagramDrawing,
  linkedin: linkedInDrawing,
}

export const iconNames = Object.keys(iconDrawings).sort() as [IconName, ...IconName[]]

/** The message for a name that is not in the list, with the names that share a word with it. */
function unknownIcon(input: unknown): string {
  const words =
    typeof input === 'string'
      ? input
          .toLowerCase()
          .split(/[^a-z0-9]+/)
          .filter(Boolean)
      : []
  const close = iconNames.filter((name) => words.some((word) => name.split('-').includes(word)))
  const hint = close.length > 0 ? ` (did you mean ${close.join(', ')}?)` : ''
  return `unknown icon ${JSON.stringify(input)}${hint}: the names are listed in src/schemas/icons.ts`
}

/** An icon field of data/: a name from the list above, read as its drawing. */
export const iconSchema = z
  .enum(iconNames, { error: (issue) => unknownIcon(issue.input) })
  .describe('The icon drawn with it, by name, e.g. search, mail, send.')
  .transform((name) => iconDrawings[name])
