import * as z from 'zod/mini'
import { CONTACT_FIELD_MAX, MESSAGE_MIN_LENGTH, NAME_MIN_LENGTH } from '@/config/constants'
import { industries } from '@/config/industries'

// Zod probes `new Function` to speed up parsing; under the site's CSP (no 'unsafe-eval') that probe is
// reported as a violation. The form's schema is small, so the interpreted path costs nothing.
z.config({ jitless: true })

const tooLong = (what: string, max: number) => `${what} must be at most ${max} characters.`

/** Line breaks, tabs, other control characters and line separators: a one-line field has none. */
const NOT_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
/** Control characters other than tab and line breaks: a message keeps its lines, nothing else. */
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/

const oneLine = (what: string) =>
  z.refine<string>((value) => !NOT_ONE_LINE.test(value), `${what} must be a single line of text.`)

function text(min: number, minMessage: string, max: number, what: string) {
  return z
    .string()
    .check(z.trim(), z.minLength(min, minMessage), z.maxLength(max, tooLong(what, max)), oneLine(what))
}

/**
 * The contact form's rules and the message shown under each field, plus caps that keep a message
 * under Telegram's limit. One schema: the form checks it in the browser, the relay checks it again.
 */
export const contactSchema = z.object({
  name: text(NAME_MIN_LENGTH, 'Name must be at least 2 characters.', CONTACT_FIELD_MAX.name, 'Name'),
  email: z.pipe(
    z
      .string()
      .check(z.trim(), z.maxLength(CONTACT_FIELD_MAX.email, tooLong('Email', CONTACT_FIELD_MAX.email))),
    z.email('Please enter a valid email address.'),
  ),
  phone: text(1, 'Phone number is required.', CONTACT_FIELD_MAX.phone, 'Phone number'),
  company: text(1, 'Company name is required.', CONTACT_FIELD_MAX.company, 'Company name'),
  industry: z.string().check(z.refine((value) => industries.includes(value), 'Please select an industry.')),
  message: z.string().check(
    z.trim(),
    z.minLength(MESSAGE_MIN_LENGTH, 'Message must be at least 10 characters.'),
    z.maxLength(CONTACT_FIELD_MAX.message, tooLong('Message', CONTACT_FIELD_MAX.message)),
    z.refine((value: string) => !CONTROL_IN_TEXT.test(value), 'Message must not contain control characters.'),
  ),
})

export type ContactSubmission = z.infer<typeof contactSchema>
export type ContactField = keyof ContactSubmission

export const CONTACT_FIELDS = Object.keys(contactSchema.shape) as ContactField[]

export const emptySubmission: ContactSubmission = {
  name: '',
  email: '',
  phone: '',
  company: '',
  industry: '',
  message: '',
}

/** Field messages of a failed check, first message per field. */
export function fieldErrors(error: z.core.$ZodError): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {}
  for (const issue of error.issues) {
    const field = issue.path[0] as ContactField
    if (CONTACT_FIELDS.includes(field) && !errors[field]) errors[field] = issue.message
  }
  return errors
}
