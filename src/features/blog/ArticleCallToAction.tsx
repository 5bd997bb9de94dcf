import { CalendarCheck } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button'
import { CtaPanel } from '@/components/ui/cta-panel'
import { routes } from '@/lib/paths'

/** The call block at the end of every article. */
export function ArticleCallToAction() {
  return (
    <CtaPanel
      id="article-cta"
      title="Ready to Transform Your Sales?"
      text="Discover how AI-powered lead generation can accelerate your growth"
      contained={false}
    >
      <a href={routes.contact} className={buttonClasses('primary', 'lg')}>
        <CalendarCheck aria-hidden className="size-5" />
        Schedule a Strategy Call
      </a>
    </CtaPanel>
  )
}
