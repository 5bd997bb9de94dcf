import { zodResolver } from '@hookform/resolvers/zod'
import { CircleAlert, CircleCheck, LoaderCircle, Mail } from 'lucide-react'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useForm, type FieldError } from 'react-hook-form'
import { buttonClasses } from '@/components/ui/button'
import { notify } from '@/components/ui/toast'
import { CONTACT_FIELD_MAX, MIN_FILL_TIME_MS, REPLY_WITHIN_HOURS } from '@/config/constants'
import { shell } from '@/config/shell'
import { currentLeadSource } from '@/browser/landingStore'
import { announceLead } from '@/browser/leadConversion'
import { cn } from '@/lib/cn'
import { industries } from '@/config/industries'
import { HONEYPOT_FIELD } from './api'
import { newLeadKey } from './leadKey'
import { CONTACT_FIELDS, contactSchema, emptySubmission, type ContactSubmission } from './schema'
import {
  FAILURE_MESSAGE,
  SUCCESS_MESSAGE,
  submitContact,
  unexpectedErrorMessage,
  type SubmitOutcome,
} from './submitContact'

const inputClass =
  'mt-1.5 block w-full rounded-lg border border-card-border bg-background px-3 py-2.5 text-sm text-foreground placeholder:text-muted aria-[invalid=true]:border-danger'

/** The mark of a required field, for the eye: assistive technology hears `aria-required` instead. */
function RequiredMark() {
  return (
    <span aria-hidden className="text-sm text-danger">
      {' *'}
    </span>
  )
}

/** A labelled field (every one required, as the spec's rules make them), its hint and its message. */
function Field({
  id,
  label,
  error,
  children,
  hint,
}: {
  id: string
  label: string
  error?: FieldError
  children: ReactNode
  hint?: ReactNode
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-foreground">
        {label}
      </label>
      <RequiredMark />
      {children}
      {hint}
      {error?.message && (
        <p id={`${id}-error`} className="mt-1.5 flex items-start gap-1.5 text-sm text-danger">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {error.message}
        </p>
      )}
    </div>
  )
}

type Shown = Exclude<SubmitOutcome, { kind: 'invalid' }>

function Alert({ outcome }: { outcome: Shown }) {
  if (outcome.kind === 'success') {
    return (
      <div role="status" className="flex gap-3 rounded-lg border border-success/40 bg-success/10 p-4 text-sm">
        <CircleCheck aria-hidden className="size-5 shrink-0 text-success" />
        <div>
          <p className="font-semibold text-success">Success</p>
          <p className="text-foreground">{SUCCESS_MESSAGE}</p>
        </div>
      </div>
    )
  }
  return (
    <div role="alert" className="flex gap-3 rounded-lg border border-danger/40 bg-danger/10 p-4 text-sm">
      <CircleAlert aria-hidden className="size-5 shrink-0 text-danger" />
      <div className="space-y-2">
        <p className="font-semibold text-danger">Error</p>
        <p className="text-foreground">
          {outcome.kind === 'failed' ? FAILURE_MESSAGE : unexpectedErrorMessage(shell.email)}
        </p>
        {outcome.kind === 'failed' && <p className="text-muted">{outcome.reason}</p>}
        {outcome.kind === 'failed' && outcome.offerEmail && (
          <a href={`mailto:${shell.email}`} className={buttonClasses('outline', 'sm')}>
            <Mail aria-hidden className="size-4" />
            Email Us Directly
          </a>
        )}
      </div>
    </div>
  )
}

/**
 * A field people never see or reach, which form-filling scripts complete: a lead that arrives with it
 * filled is kept aside by the relay, not delivered.
 */
function HoneypotField({ inputRef }: { inputRef: React.RefObject<HTMLInputElement | null> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input
          ref={inputRef}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </label>
    </div>
  )
}

function announce(outcome: Shown): void {
  if (outcome.kind === 'success') {
    void notify({
      variant: 'success',
      title: 'Message Sent Successfully',
      description: `We'll get back to you within ${REPLY_WITHIN_HOURS} hours.`,
    })
  } else if (outcome.kind === 'failed') {
    void notify({ variant: 'error', title: 'Failed to Send Message', description: outcome.reason })
  } else {
    void notify({
      variant: 'error',
      title: 'Error',
      description: 'Failed to send message. Please try again.',
    })
  }
}

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms))

/** The idempotency key of a message: kept while the visitor sends the same words again, new otherwise. */
function useLeadKey() {
  const last = useRef<{ key: string; values: string } | null>(null)
  return (values: ContactSubmission) => {
    const signature = JSON.stringify(values)
    if (last.current?.values !== signature) last.current = { key: newLeadKey(), values: signature }
    return last.current.key
  }
}

/**
 * The contact form: validated on submit, sent to the site's relay (which delivers it to the team's
 * Telegram chat), kept in the browser if sending fails.
 */
export function ContactForm() {
  const id = `contact${useId()}`
  const [hydrated, setHydrated] = useState(false)
  const [outcome, setOutcome] = useState<Shown | null>(null)
  const shownAt = useRef(0)
  const sending = useRef(false)
  const honeypot = useRef<HTMLInputElement>(null)
  const keyFor = useLeadKey()
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactSubmission>({
    resolver: zodResolver(contactSchema),
    defaultValues: emptySubmission,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // An invalid submit takes the visitor (and a screen reader) to the first field to fix, whose
    // message is its description.
    shouldFocusError: true,
  })
  useEffect(() => {
    shownAt.current = Date.now()
    setHydrated(true)
  }, [])

  const onSubmit = async (values: ContactSubmission) => {
    // A second click while the first send runs is ignored; the key makes a repeat harmless anyway.
    if (sending.current) return
    sending.current = true
    try {
      setOutcome(null)
      // People take longer than the relay's minimum fill time; a fast autofill just waits a moment.
      const early = MIN_FILL_TIME_MS - (Date.now() - shownAt.current)
      if (early > 0) await wait(early)
      const request = {
        ...values,
        key: keyFor(values),
        fillMs: Date.now() - shownAt.current,
        [HONEYPOT_FIELD]: honeypot.current?.value ?? '',
        source: currentLeadSource(),
      }
      const result = await submitContact(request, {
        fetch: window.fetch.bind(window),
        storage: window.localStorage,
        now: () => new Date(),
      })
      if (result.kind === 'invalid') {
        for (const field of CONTACT_FIELDS) {
          const message = result.errors[field]
          if (message) setError(field, { type: 'server', message }, { shouldFocus: true })
        }
        return
      }
      setOutcome(result)
      if (result.kind === 'success') {
        announceLead(request.key)
        reset(emptySubmission)
      }
      announce(result)
    } finally {
      sending.current = false
    }
  }

  const fieldId = (name: keyof ContactSubmission) => `${id}-${name}`
  // Not `required`: the browser's own bubbles would stand in for the spec's messages.
  const describe = (name: keyof ContactSubmission, extra?: string) => ({
    id: fieldId(name),
    'aria-required': true,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': cn(errors[name] && `${fieldId(name)}-error`, extra) || undefined,
  })
  const messageLength = watch('message')?.length ?? 0

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label="Contact form"
      className="space-y-4 rounded-2xl border border-card-border bg-card p-6"
    >
      <p className="text-xs text-muted">
        Fields marked <span className="text-danger">*</span> are required.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={fieldId('name')} label="Full name" error={errors.name}>
          <input
            {...register('name')}
            {...describe('name')}
            type="text"
            autoComplete="name"
            className={inputClass}
          />
        </Field>
        <Field id={fieldId('email')} label="Email" error={errors.email}>
          <input
            {...register('email')}
            {...describe('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            className={inputClass}
          />
        </Field>
        <Field id={fieldId('phone')} label="Phone" error={errors.phone}>
          <input
            {...register('phone')}
            {...describe('phone')}
            type="tel"
            autoComplete="tel"
            className={inputClass}
          />
        </Field>
        <Field id={fieldId('company')} label="Company" error={errors.company}>
          <input
            {...register('company')}
            {...describe('company')}
            type="text"
            autoComplete="organization"
            className={inputClass}
          />
        </Field>
      </div>
      <Field
        id={fieldId('industry')}
        label="Industry"
        error={errors.industry}
        hint={
          shell.contactForm.industryHint && (
            <p id={`${fieldId('industry')}-hint`} className="mt-1 text-xs text-muted">
              {shell.contactForm.industryHint}
            </p>
          )
        }
      >
        <select
          {...register('industry')}
          {...describe(
            'industry',
            shell.contactForm.industryHint ? `${fieldId('industry')}-hint` : undefined,
          )}
          className={inputClass}
        >
          <option value="">Select your industry</option>
          {industries.map((industry) => (
            <option key={industry} value={industry}>
              {industry}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id={fieldId('message')}
        label="Message"
        error={errors.message}
        hint={
          <p id={`${fieldId('message')}-count`} className="mt-1 text-right text-xs text-muted">
            {messageLength} / {CONTACT_FIELD_MAX.message}
          </p>
        }
      >
        <textarea
          {...register('message')}
          {...describe('message', `${fieldId('message')}-count`)}
          rows={5}
          placeholder="Your goals, your market, and where your pipeline stalls today"
          className={inputClass}
        />
      </Field>
      <HoneypotField inputRef={honeypot} />
      <p className="text-xs text-muted">
        {shell.contactForm.notice.map((part, index) =>
          part.href === undefined ? (
            part.text
          ) : (
            <a key={index} href={part.href} className="text-foreground underline underline-offset-2">
              {part.text}
            </a>
          ),
        )}
      </p>
      {outcome && <Alert outcome={outcome} />}
      <button
        type="submit"
        disabled={!hydrated || isSubmitting}
        className={buttonClasses('secondary', 'lg', 'w-full')}
      >
        {isSubmitting ? (
          <>
            <LoaderCircle aria-hidden className="size-5 animate-spin" />
            Sending...
          </>
        ) : (
          'Send Message'
        )}
      </button>
    </form>
  )
}
