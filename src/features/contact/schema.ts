import { z } from 'zod'
import { CONTACT_FIELD_MAX, MESSAGE_MIN_LENGTH, NAME_MIN_LENGTH } from '@/config/constants'

const tooLong = (what: string, max: number) => `${what} must be at most ${max} characters.`

/** The contact form's rules and messages (spec section 5), plus caps that keep a message under Telegram's limit. */
export const contactSchema = z.object({
  name: z
    .string()
    .trim()
    .min(NAME_MIN_LENGTH, 'Name must be at least 2 characters.')
    .max(CONTACT_FIELD_MAX.name, tooLong('Name', CONTACT_FIELD_MAX.name)),
  email: z
    .string()
    .trim()
    .max(CONTACT_FIELD_MAX.email, tooLong('Email', CONTACT_FIELD_MAX.email))
    .pipe(z.email('Please enter a valid email address.')),
  phone: z
    .string()
    .trim()
    .min(1, 'Phone number is required.')
    .max(CONTACT_FIELD_MAX.phone, tooLong('Phone number', CONTACT_FIELD_MAX.phone)),
  company: z
    .string()
    .trim()
    .min(1, 'Company name is required.')
    .max(CONTACT_FIELD_MAX.company, tooLong('Company name', CONTACT_FIELD_MAX.company)),
  industry: z.string().min(1, 'Please select an industry.'),
  message: z
    .string()
    .trim()
    .min(MESSAGE_MIN_LENGTH, 'Message must be at least 10 characters.')
    .max(CONTACT_FIELD_MAX.message, tooLong('Message', CONTACT_FIELD_MAX.message)),
})

export type ContactSubmission = z.infer<typeof contactSchema>

export const emptySubmission: ContactSubmission = {
  name: '',
  email: '',
  phone: '',
  company: '',
  industry: '',
  message: '',
}
