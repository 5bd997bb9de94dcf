import { z } from 'zod'

const text = z.string().trim().min(1, 'must not be empty')
/** A page of this site, optionally with a #section: checked against the site's pages by the pipeline. */
const sitePath = z
  .string()
  .regex(/^\/[a-z0-9/-]*(#[a-z0-9-]+)?$/, 'must be a path of this site, such as /blog')
  .describe('A page of this site, e.g. /blog or /#about.')
const list = z
  .enum(['services', 'solutions'])
  .describe('A menu of the services or the AI solutions, listed from their files.')
const label = text.describe('The text of the link, e.g. "Case Studies".')

const pageItem = z.strictObject({ label, path: sitePath })

const mainItem = z.union(
  [
    pageItem,
    z.strictObject({
      label,
      list,
      heading: text.optional().describe('A heading over the menu\'s links, e.g. "AI solutions".'),
    }),
    z.strictObject({ label, product: z.literal(true).describe('On for the link to the AI product.') }),
    z.strictObject({ label, contact: z.literal(true).describe('On for the contact button.') }),
  ],
  { error: 'must have a label and one of path, list, product: true or contact: true' },
)

/** A column that folds away on a small screen, under its title. */
const collapsible = z.boolean().optional().describe('On to fold the column away under its title on a phone.')
const columnTitle = text.describe('The column\'s heading, e.g. "Company".')

const footerColumn = z.union(
  [
    z.strictObject({
      title: columnTitle,
      links: z.array(pageItem).min(1, 'must list at least one link').describe("The column's links."),
      collapsible,
    }),
    z.strictObject({ title: columnTitle, list, collapsible }),
  ],
  { error: 'must have a title and either links or list' },
)

/**
 * The bar at the foot of a phone's screen once the page's opening section has scrolled away: a short
 * line and one button to a booking page of data/site.yaml, in a new tab.
 */
const bookingBar = z.strictObject({
  text: text.describe('The short line beside the button, e.g. "Free 30-minute strategy call".'),
  label: text.describe('The button\'s words, e.g. "Book a Call".'),
  to: z
    .enum(['scheduler', 'strategyCall'], { error: 'must be scheduler or strategyCall' })
    .describe('The booking page of the site settings it opens, in a new tab.'),
})

/** data/navigation.yaml: the menus of the bar, the phone menu and the footer, and the phone's booking bar. */
export const navigationSchema = z.strictObject({
  main: z
    .array(mainItem)
    .min(1, 'must list at least one item')
    .describe(
      'The menu of the top bar and the phone menu: a link has a path, a menu a list; one item is the contact button.',
    ),
  footer: z
    .array(footerColumn)
    .min(1, 'must list at least one column')
    .describe("The footer's columns: each with links, or with a list of the services or solutions."),
  legal: z.array(pageItem).describe('The links at the very bottom of every page, e.g. "Privacy Policy".'),
  bookingBar: bookingBar.describe(
    "The bar at the foot of a phone's screen once the page's opening section has scrolled away: a short line and one button to a booking page.",
  ),
})

export type NavigationSource = z.infer<typeof navigationSchema>

/** A link of a menu, ready to render. */
export interface NavLink {
  label: string
  href: string
  /** Shows the NEW marker. */
  isNew?: boolean
  /** Opens in a new tab, as every link to another site does. */
  external?: boolean
}

/** An item of the main menu (bar and phone menu), ready to render. */
export type NavItem =
  | ({ kind: 'link' } & NavLink)
  | { kind: 'menu'; label: string; heading?: string; links: NavLink[] }
  | { kind: 'contact'; label: string }

export interface FooterColumn {
  title: string
  links: NavLink[]
  /** Folds away on a small screen. */
  collapsible?: boolean
}

/** The phone's booking bar, ready to render: its line, and the button's text and booking page. */
export interface BookingBar {
  text: string
  label: string
  href: string
}

/** The menus as every page's shell renders them. */
export interface Navigation {
  main: NavItem[]
  footer: FooterColumn[]
  legal: NavLink[]
}

/**
 * The links a `list` stands for: in a menu the short name, in a footer column the full one (the bar
 * says "Sales Automation", the footer "AI Sales Agents").
 */
export interface NavLists {
  services: { label: string; title: string; href: string; isNew: boolean }[]
  solutions: { label: string; title: string; href: string; isNew: boolean }[]
}

const linkOf = ({ label, path }: { label: string; path: string }): NavLink => ({ label, href: path })

/** A list in a menu shows short names and NEW markers; in a footer column, the full names alone. */
function listLinks(lists: NavLists, name: keyof NavLists, place: 'menu' | 'footer'): NavLink[] {
  return lists[name].map((entry) =>
    place === 'menu'
      ? { label: entry.label, href: entry.href, ...(entry.isNew ? { isNew: true } : {}) }
      : { label: entry.title, href: entry.href },
  )
}

/** data/navigation.yaml resolved against the lists it names and the product's address. */
export function toNavigation(source: NavigationSource, lists: NavLists, productUrl: string): Navigation {
  const main = source.main.map((item): NavItem => {
    if ('path' in item) return { kind: 'link', ...linkOf(item) }
    if ('list' in item) {
      return {
        kind: 'menu',
        label: item.label,
        ...(item.heading ? { heading: item.heading } : {}),
        links: listLinks(lists, item.list, 'menu'),
      }
    }
    if ('product' in item)
      return { kind: 'link', label: item.label, href: productUrl, isNew: true, external: true }
    return { kind: 'contact', label: item.label }
  })
  const footer = source.footer.map((column) => ({
    title: column.title,
    links: 'links' in column ? column.links.map(linkOf) : listLinks(lists, column.list, 'footer'),
    ...(column.collapsible ? { collapsible: true } : {}),
  }))
  return { main, footer, legal: source.legal.map(linkOf) }
}

/**
 * The phone's booking bar, against the booking pages of data/site.yaml. Rendered on the server only,
 * so it is not part of the shell every page's script carries.
 */
export function toBookingBar(
  { text, label, to }: NavigationSource['bookingBar'],
  booking: { scheduler: string; strategyCall: string },
): BookingBar {
  return { text, label, href: booking[to] }
}
