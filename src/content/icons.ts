import type { LucideIconData } from 'lucide-react'
import * as blocks from 'lucide-react/icons/blocks'
import * as bot from 'lucide-react/icons/bot'
import * as briefcase from 'lucide-react/icons/briefcase'
import * as calendar from 'lucide-react/icons/calendar'
import * as calendarCheck from 'lucide-react/icons/calendar-check'
import * as calendarClock from 'lucide-react/icons/calendar-clock'
import * as chartColumn from 'lucide-react/icons/chart-column'
import * as chartLine from 'lucide-react/icons/chart-line'
import * as clock from 'lucide-react/icons/clock'
import * as cloud from 'lucide-react/icons/cloud'
import * as code from 'lucide-react/icons/code'
import * as codeXml from 'lucide-react/icons/code-xml'
import * as cpu from 'lucide-react/icons/cpu'
import * as database from 'lucide-react/icons/database'
import * as ear from 'lucide-react/icons/ear'
import * as eye from 'lucide-react/icons/eye'
import * as fileText from 'lucide-react/icons/file-text'
import * as flaskConical from 'lucide-react/icons/flask-conical'
import * as funnel from 'lucide-react/icons/funnel'
import * as gauge from 'lucide-react/icons/gauge'
import * as globe from 'lucide-react/icons/globe'
import * as graduationCap from 'lucide-react/icons/graduation-cap'
import * as handshake from 'lucide-react/icons/handshake'
import * as hash from 'lucide-react/icons/hash'
import * as heartPulse from 'lucide-react/icons/heart-pulse'
import * as landmark from 'lucide-react/icons/landmark'
import * as layers from 'lucide-react/icons/layers'
import * as link from 'lucide-react/icons/link'
import * as mail from 'lucide-react/icons/mail'
import * as megaphone from 'lucide-react/icons/megaphone'
import * as messageCircle from 'lucide-react/icons/message-circle'
import * as network from 'lucide-react/icons/network'
import * as penLine from 'lucide-react/icons/pen-line'
import * as penTool from 'lucide-react/icons/pen-tool'
import * as refreshCw from 'lucide-react/icons/refresh-cw'
import * as repeat from 'lucide-react/icons/repeat'
import * as rocket from 'lucide-react/icons/rocket'
import * as search from 'lucide-react/icons/search'
import * as send from 'lucide-react/icons/send'
import * as shieldCheck from 'lucide-react/icons/shield-check'
import * as slidersHorizontal from 'lucide-react/icons/sliders-horizontal'
import * as sparkles from 'lucide-react/icons/sparkles'
import * as target from 'lucide-react/icons/target'
import * as trendingUp from 'lucide-react/icons/trending-up'
import * as trophy from 'lucide-react/icons/trophy'
import * as userCheck from 'lucide-react/icons/user-check'
import * as users from 'lucide-react/icons/users'
import * as wallet from 'lucide-react/icons/wallet'
import * as wrench from 'lucide-react/icons/wrench'
import * as zap from 'lucide-react/icons/zap'
import { z } from 'zod'
import { instagramDrawing, linkedInDrawing } from '@/lib/brandIcons'

/**
 * Every icon data/ may name, and its drawing. A name is the icon set's own (lucide.dev/icons); the
 * social marks it lacks are drawn in src/lib/brandIcons.ts. To offer a new icon, add its import
 * and its line below.
 *
 * Content carries the drawing itself (see iconSchema), not the name: a page's JavaScript then holds
 * no icon table, and each page ships only the drawings it shows, in its data.
 */
const lucideModules = {
  blocks,
  bot,
  briefcase,
  calendar,
  'calendar-check': calendarCheck,
  'calendar-clock': calendarClock,
  'chart-column': chartColumn,
  'chart-line': chartLine,
  clock,
  cloud,
  code,
  'code-xml': codeXml,
  cpu,
  database,
  ear,
  eye,
  'file-text': fileText,
  'flask-conical': flaskConical,
  funnel,
  gauge,
  globe,
  'graduation-cap': graduationCap,
  handshake,
  hash,
  'heart-pulse': heartPulse,
  landmark,
  layers,
  link,
  mail,
  megaphone,
  'message-circle': messageCircle,
  network,
  'pen-line': penLine,
  'pen-tool': penTool,
  'refresh-cw': refreshCw,
  repeat,
  rocket,
  search,
  send,
  'shield-check': shieldCheck,
  'sliders-horizontal': slidersHorizontal,
  sparkles,
  target,
  'trending-up': trendingUp,
  trophy,
  'user-check': userCheck,
  users,
  wallet,
  wrench,
  zap,
}

export type IconName = keyof typeof lucideModules | 'instagram' | 'linkedin'

/** A drawing as the icon set's <Icon icon={...} /> renders it: 24 x 24 nodes in currentColor. */
export interface IconDrawing {
  name: IconName
  node: LucideIconData['node']
}

/** lucide-react's module of one icon exports its drawing as __iconData (what its DynamicIcon renders). */
function drawingOf(name: IconName, module: object): IconDrawing {
  const data = (module as { __iconData?: LucideIconData }).__iconData
  if (!data?.node) throw new Error(`lucide-react/icons/${name} has no drawing (__iconData)`)
  return { name, node: data.node }
}

export const iconDrawings: Record<IconName, IconDrawing> = {
  ...(Object.fromEntries(
    Object.entries(lucideModules).map(([name, module]) => [name, drawingOf(name as IconName, module)]),
  ) as Record<keyof typeof lucideModules, IconDrawing>),
  instagram: { name: 'instagram', node: instagramDrawing.node },
  linkedin: { name: 'linkedin', node: linkedInDrawing.node },
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
  return `unknown icon ${JSON.stringify(input)}${hint}: the names are listed in src/content/icons.ts`
}

/** An icon field of data/: a name from the list above, read as its drawing. */
export const iconSchema = z
  .enum(iconNames, { error: (issue) => unknownIcon(issue.input) })
  .transform((name) => iconDrawings[name])
