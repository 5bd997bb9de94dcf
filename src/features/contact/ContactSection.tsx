import type { ReactNode } from 'react'
import { ContactInfoCard } from './ContactInfoCard'
import { DeferredContactForm } from './DeferredContactForm.island'

/**
 * "Get In Touch" as a page section (home #contact, /contact): the form, then the information card,
 * after `lead` (on /contact, the booking call) when given.
 */
export function ContactSection({
  headingLevel = 'h2',
  lead,
}: {
  headingLevel?: 'h1' | 'h2'
  lead?: ReactNode
}) {
  const Heading = headingLevel
  return (
    <section
      id="contact"
      aria-labelledby="contact-heading"
      className="py-8 sm:py-20"
      // Below the fold this block is laid out only when asked, inside the height it reserves (global.css,
      // 640px): the form, its hints and notice stand about 1,700px tall on a phone, and overrunning the
      // reserve they lay over the footer's links, which is where target-size checks (and Lighthouse)
      // measure them on a first visit.
      style={{ containIntrinsicSize: 'auto 1700px' }}
    >
      <div className="container-page">
        <div className="mx-auto mb-8 max-w-2xl text-center sm:mb-10">
          <Heading id="contact-heading" className="text-3xl font-bold text-foreground sm:text-4xl">
            Get In Touch
          </Heading>
          <p className="mt-3 text-muted">
            Tell us who you sell to and what a great quarter looks like. A strategist will reply with concrete
            next steps, not a sales script.
          </p>
        </div>
        {lead}
        <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
          <DeferredContactForm />
          <ContactInfoCard headingLevel={headingLevel === 'h1' ? 'h2' : 'h3'} />
        </div>
      </div>
    </section>
  )
}
