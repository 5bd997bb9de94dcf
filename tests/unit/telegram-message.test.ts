/**
 * The lead's chat message (relay/telegram.ts) for every lead the relay can accept: each field and
 * each source value of every kind of character, up to its cap (fast-check), read back by the
 * Telegram stand-in's parser (tests/support/telegramHtml.ts), which refuses what Telegram refuses.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CONTACT_FIELD_MAX, LEAD_SOURCE_MAX } from '@/config/constants'
import { contactSchema, type ContactSubmission } from '@/features/contact/schema'
import {
  CAMPAIGN_PARAMETERS,
  CLICK_IDS,
  cleanLeadSource,
  type CampaignParameter,
  type LeadSource,
} from '@/lib/leadSource'
import industries from '../../generated/industries.json'
import {
  formatContactMessage,
  formatSourceBlock,
  formatSubmissionTime,
  plainTextOf,
  SOURCE_CUT_NOTE,
} from '../../relay/telegram'
import { telegramText } from '../support/telegramHtml'

/** What the chat shows for a value the visitor typed: a lone surrogate half as U+FFFD. */
const shownAs = (value: string) =>
  value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')

/** One character of every kind: markup and entities, any code point, emoji sequences, surrogate halves, invisibles. */
const character = fc.oneof(
  fc.constantFrom(
    '<',
    '>',
    '&',
    '"',
    "'",
    '&amp;',
    '&lt;',
    '&#60;',
    '&#x1F600;',
    '<b>',
    '</b>',
    '<id>',
    '</>',
    '<a href="x">',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  fc.constantFrom('\u200b', '\u200d', '\u202e', '\u2066', '\ufeff', '\u00a0', '\u3000', '\u0301'),
)
const ONE_LINE_BREAKER = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
const MESSAGE_BREAKER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/

/**
 * Text of `character`s up to `max` UTF-16 units, or exactly `max` with `atCap`, without what
 * `refused` matches.
 */
function text(max: number, atCap: boolean, refused = /$^/, extra: fc.Arbitrary<string> = fc.constant('')) {
  const unit = fc.oneof(
    character.filter((char) => !refused.test(char)),
    extra,
  )
  return fc
    .string({ unit, ...(atCap ? { minLength: max } : {}), maxLength: max, size: 'max' })
    .map((value) => value.slice(0, max))
}

/** An address the form takes, up to its cap: an apostrophe, a plus, long labels. */
const email = (atCap: boolean) =>
  fc
    .tuple(
      fc.string({
        unit: fc.constantFrom(..."aZ09_+-'"),
        minLength: atCap ? 64 : 1,
        maxLength: 64,
        size: 'max',
      }),
      fc.array(fc.string({ unit: fc.constantFrom(...'az09'), minLength: 1, maxLength: 60 }), {
        minLength: atCap ? 4 : 1,
        maxLength: 6,
      }),
    )
    .map(([local, labels]) => `${local}@${labels.join('.')}.example`.slice(-CONTACT_FIELD_MAX.email))

/** A lead the relay accepts: its fields as the form's schema leaves them. */
const submission = (atCap: boolean): fc.Arbitrary<ContactSubmission> =>
  fc
    .record({
      name: text(CONTACT_FIELD_MAX.name, atCap, ONE_LINE_BREAKER),
      email: email(atCap),
      phone: text(CONTACT_FIELD_MAX.phone, atCap, ONE_LINE_BREAKER),
      company: text(CONTACT_FIELD_MAX.company, atCap, ONE_LINE_BREAKER),
      industry: fc.constantFrom(...industries),
      message: text(
        CONTACT_FIELD_MAX.message,
        atCap,
        MESSAGE_BREAKER,
        fc.constantFrom('\n', '\r\n', '\t', '\n\n'),
      ),
    })
    .map((raw) => contactSchema.safeParse(raw))
    .filter((result) => result.success)
    .map((result) => result.data!)

/** A valid value, or (unless all must be at their caps) anything up to `max`, which the relay drops. */
const orAnything = (valid: fc.Arbitrary<string>, max: number, atCap: boolean) =>
  atCap ? valid : fc.oneof(valid, text(max, false))

/** A path of the site's characters. */
const pathText = (atCap: boolean) =>
  fc
    .string({
      unit: fc.constantFrom(...'abcxyz0189-._~%/'),
      ...(atCap ? { minLength: LEAD_SOURCE_MAX.path - 1 } : {}),
      maxLength: LEAD_SOURCE_MAX.path - 1,
      size: 'max',
    })
    .map((rest) => `/${rest}`)
/** Campaign labels of every letter a campaign name may hold, or anything (which is dropped). */
const campaignText = (atCap: boolean) =>
  orAnything(
    fc.string({
      unit: fc.oneof(
        fc.constantFrom(...' ._-+~:/@,|()'),
        fc.constantFrom('a', 'Z', '9', 'ї', 'ß', '中', '٣'),
      ),
      minLength: atCap ? LEAD_SOURCE_MAX.campaignValue : 1,
      maxLength: LEAD_SOURCE_MAX.campaignValue,
      size: 'max',
    }),
    LEAD_SOURCE_MAX.campaignValue,
    atCap,
  )
const referrer = (atCap: boolean) =>
  orAnything(
    fc
      .string({
        unit: fc.constantFrom(...'abz09-'),
        minLength: atCap ? LEAD_SOURCE_MAX.referrer - 16 : 1,
        maxLength: LEAD_SOURCE_MAX.referrer - 16,
        size: 'max',
      })
      .map((host) => `https://${host}.example`),
    LEAD_SOURCE_MAX.referrer,
    atCap,
  )

/** A source as the relay keeps it: values of every shape, each cleaned (what does not fit is dropped). */
const source = (atCap: boolean): fc.Arbitrary<LeadSource | undefined> =>
  fc
    .record(
      {
        page: orAnything(pathText(atCap), LEAD_SOURCE_MAX.path, atCap),
        landingPage: pathText(atCap),
        referrer: referrer(atCap),
        ...(Object.fromEntries(CAMPAIGN_PARAMETERS.map((name) => [name, campaignText(atCap)])) as Record<
          CampaignParameter,
          fc.Arbitrary<string>
        >),
        clickIds: fc.subarray([...CLICK_IDS]),
      },
      { requiredKeys: atCap ? ['page', 'landingPage', 'referrer', ...CAMPAIGN_PARAMETERS] : [] },
    )
    .map((raw) => cleanLeadSource(raw))

const at = formatSubmissionTime(new Date('2026-03-04T10:20:00Z'), 'Pacific/Chatham')

// Each run builds and parses a message of up to 4096 characters: seconds on a busy machine.
describe('the chat message of every lead the relay accepts', { timeout: 120_000 }, () => {
  it('is taken by Telegram in HTML parse mode, shows every value as typed and makes only the labels bold', () => {
    fc.assert(
      fc.property(
        fc.boolean().chain((atCap) => fc.tuple(submission(atCap), source(atCap))),
        ([lead, from]) => {
          const html = formatContactMessage(lead, at, 'Bandera', from)
          const parsed = telegramText(html, 'HTML')
          if (!parsed.ok) throw new Error(parsed.description)
          const shown = parsed.text
          const lines = shown.split('\n')
          for (const [label, value] of [
            ['Name', lead.name],
            ['Email', lead.email],
            ['Phone', lead.phone],
            ['Company', lead.company],
            ['Industry', lead.industry],
            ['Submitted', at],
          ])
            expect(lines).toContain(`${label}: ${shownAs(value!)}`)
          expect(shown).toContain(`\nMessage:\n${shownAs(lead.message)}\n\n`)
          // Nothing the visitor typed became markup: every entity is a bold label of the relay's own.
          for (const entity of parsed.entities) {
            expect(entity.type).toBe('bold')
            expect(shown.slice(entity.offset, entity.offset + entity.length)).toMatch(
              /^(?:New contact form submission from the Bandera website|Source|[A-Za-z_ ]+:)$/,
            )
          }
          // The plain-text fallback sends exactly the words the chat shows.
          expect(plainTextOf(html)).toBe(shown)
        },
      ),
      // Without shrinking: a counterexample of thousands of characters takes minutes to shrink, and
      // Telegram's description already names what is wrong.
      { numRuns: 300, endOnFailure: true },
    )
  })

  it('keeps the Source block whole, or (beside the longest fields) its first lines and a note Telegram takes', () => {
    let cut = 0
    const leads = fc.boolean().chain((atCap) => fc.tuple(submission(atCap), source(atCap)))
    fc.assert(
      fc.property(leads, ([lead, from]) => {
        fc.pre(from !== undefined)
        const html = formatContactMessage(lead, at, 'Bandera', from)
        const parsed = telegramText(html, 'HTML')
        if (!parsed.ok) throw new Error(parsed.description)
        const block = plainTextOf(formatSourceBlock(from!).join('\n')).split('\n')
        // The block follows the message, which may hold a line "Source" of its own.
        const shown = parsed.text
        const kept = shown
          .slice(shown.lastIndexOf('\n\nSource\n') + 2, shown.lastIndexOf('\n\nSubmitted: '))
          .split('\n')
        if (kept.at(-1) === SOURCE_CUT_NOTE) {
          cut++
          expect(kept.length).toBeGreaterThanOrEqual(3)
          expect(block.slice(0, kept.length - 1)).toEqual(kept.slice(0, -1))
        } else expect(kept).toEqual(block)
      }),
      // Without shrinking: a counterexample of thousands of characters takes minutes to shrink, and
      // Telegram's description already names what is wrong.
      { numRuns: 300, endOnFailure: true },
    )
    // The runs with values at their caps are the ones that cut the block.
    expect(cut).toBeGreaterThan(30)
  })
})
