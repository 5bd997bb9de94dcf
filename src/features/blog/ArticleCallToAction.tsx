import { CalendarCheck } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button'

/** The call block at the end of every article. */
export function ArticleCallToAction() {
  return (
    <section
      aria-labelledby="article-cta-heading"
      className="relative overflow-hidden rounded-2xl border border-card-border bg-card px-6 py-12 text-center sm:px-12"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(91,63,217,0.22),transparent_70%)]"
      />
      <div className="relative">
        <h2 id="article-cta-heading" className="text-2xl font-bold text-foreground sm:text-3xl">
          Ready to Transform Your Sales?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-muted">
          Discover how AI-powered lead generation can accelerate your growth
        </p>
        <a href="/contact" className={buttonClasses('primary', 'lg', 'mt-8')}>
          <CalendarCheck aria-hidden className="size-5" />
          Schedule a Strategy Call
        </a>
      </div>
    </section>
  )
}
