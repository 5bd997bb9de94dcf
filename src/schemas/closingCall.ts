import { z } from 'zod'
import type { Site } from './site'
import { displayPhone, telHref } from '@/lib/phone'

const text = z.string().trim().min(1, 'must not be empty')

/** The booking pages of data/site.yaml and the agency's e-mail and phone, by the names content uses. */
const namedTargets = ['scheduler', 'strategyCall', 'email', 'phone'] as const
type NamedTarget = (typeof namedTargets)[number]

function isLinkTarget(value: string): boolean {
  return (namedTargets as readonly string[]).includes(value) || /^(\/(?!\/)|#)\S*$/.test(value)
}

/**
 * Where a button leads: `scheduler` or `strategyCall` (the two booking pages of data/site.yaml, in a
 * new tab), `email` or `phone` (the agency's own), a path on this site (`/contact`, `/#contact`) or
 * an anchor on the same page (`#b2b-dataset`).
 */
const linkTarget = z
  .string()
  .refine(
    isLinkTarget,
    `must be ${namedTargets.join(', ')}, a path on this site such as /contact, or an anchor such as #pricing`,
  )

const goesTo = linkTarget.describe(
  'Where it leads: scheduler or strategyCall (the booking pages, in a new tab), email or phone, a page of this site such as /contact, or an anchor such as #pricing.',
)

const button = z.strictObject({
  label: text.describe('The button\'s text, e.g. "Schedule a Strategy Call".'),
  to: goesTo,
})

/** A card of the "reach us" kind: what it is, the link, and a line on what happens next. */
const contactOption = z.strictObject({
  label: text.describe('The card\'s heading, e.g. "Email us".'),
  to: goesTo,
  /** The link's text; an e-mail or phone link shows the address or the number without one. */
  link: text
    .optional()
    .describe("The link's text; leave empty for e-mail or phone, which show the address or the number."),
  description: text.describe('A line on what happens next, e.g. "We answer within one business day".'),
})

/**
 * The closing call to action of a page: a heading, a line of text and either buttons (the first
 * stands out: in the primary style when it books a call) or contact cards. Every page family writes
 * it as `closingCall`.
 */
export const closingCallSchema = z
  .strictObject({
    title: text.describe('The heading of the closing block, e.g. "Ready to Transform Your Sales?".'),
    text: text.describe('One line under the heading that gives the reason to act now.'),
    buttons: z
      .array(button)
      .min(1, 'must list at least one button')
      .optional()
      .describe('The buttons, the first one the main one. Use either buttons or contact cards.'),
    contactOptions: z
      .array(contactOption)
      .min(1, 'must list at least one way to reach us')
      .optional()
      .describe('Cards with ways to reach us (e-mail, phone, booking), instead of buttons.'),
  })
  .superRefine((call, context) => {
    if ((call.buttons === undefined) === (call.contactOptions === undefined)) {
      context.addIssue({ code: 'custom', path: [], message: 'needs either buttons or contactOptions' })
    }
    call.contactOptions?.forEach((option, index) => {
      if (option.link === undefined && option.to !== 'email' && option.to !== 'phone') {
        context.addIssue({
          code: 'custom',
          path: ['contactOptions', index, 'link'],
          message: 'is required unless the option is the e-mail address or the phone number',
        })
      }
    })
  })

export type ClosingCallContent = z.infer<typeof closingCallSchema>

/** A link ready to render: its address, its text, and whether it leaves the site (new tab). */
export interface ResolvedLink {
  href: string
  label: string
  external: boolean
  /** A booking page of data/site.yaml (`scheduler`, `strategyCall`): the only kind a primary button leads to. */
  booking: boolean
}

/** A closing call with every target turned into an address, as the page components render it. */
export interface ClosingCall {
  title: string
  text: string
  buttons?: ResolvedLink[]
  contactOptions?: (ResolvedLink & { title: string; description: string })[]
}

type Contacts = Pick<Site, 'booking' | 'email' | 'phone'>

function targetHref(to: string, contacts: Contacts): Omit<ResolvedLink, 'label'> {
  switch (to as NamedTarget) {
    case 'scheduler':
      return { href: contacts.booking.scheduler, external: true, booking: true }
    case 'strategyCall':
      return { href: contacts.booking.strategyCall, external: true, booking: true }
    case 'email':
      return { href: `mailto:${contacts.email}`, external: false, booking: false }
    case 'phone':
      return { href: telHref(contacts.phone), external: false, booking: false }
    default:
      return { href: to, external: false, booking: false }
  }
}

/** Turns the named targets of a closing call into the addresses of data/site.yaml (build time). */
export function resolveClosingCall(call: ClosingCallContent, contacts: Contacts): ClosingCall {
  return {
    title: call.title,
    text: call.text,
    ...(call.buttons && {
      buttons: call.buttons.map((button) => ({ label: button.label, ...targetHref(button.to, contacts) })),
    }),
    ...(call.contactOptions && {
      contactOptions: call.contactOptions.map((option) => ({
        title: option.label,
        description: option.description,
        label: option.link ?? (option.to === 'phone' ? displayPhone(contacts.phone) : contacts.email),
        ...targetHref(option.to, contacts),
      })),
    }),
  }
}
