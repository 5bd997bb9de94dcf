import { MissingPageRedirect } from '@/app/MissingPageRedirect.island'
import { buttonClasses } from '@/components/ui/button'
import { routes } from '@/lib/paths'

export default function Page() {
  return (
    <section className="container-page flex min-h-[70vh] flex-col items-center justify-center pb-20 pt-32 text-center">
      <p className="text-7xl font-extrabold text-accent sm:text-8xl" aria-hidden>
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-foreground">Page Not Found</h1>
      <p className="mt-3 max-w-md text-muted">
        Sorry, the page you&apos;re looking for doesn&apos;t exist or has been moved.
      </p>
      <a href={routes.home} className={buttonClasses('secondary', 'lg', 'mt-8')}>
        Back to Homepage
      </a>
      <MissingPageRedirect />
    </section>
  )
}
