import { ArrowRight } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button'
import { CtaPanel } from '@/components/ui/cta-panel'
import { ExternalLink } from '@/components/ui/external-link'

/** The closing call of the case-study pages: a booking link in a new tab. */
export function ClosingCall({
  id,
  title,
  text,
  href,
  label,
}: {
  id: string
  title: string
  text: string
  href: string
  label: string
}) {
  return (
    <CtaPanel id={id} title={title} text={text} className="pb-24">
      <ExternalLink href={href} className={buttonClasses('primary', 'lg')}>
        {label}
        <ArrowRight aria-hidden className="size-5" />
      </ExternalLink>
    </CtaPanel>
  )
}
