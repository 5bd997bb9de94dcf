import type { ServiceSectionOf } from '@/schemas/servicePages'

/** Headline figures in a band right under the hero; a section of its own, without a heading block. */
export default function StatBanner({ section }: { section: ServiceSectionOf<'stat-banner'> }) {
  const headingId = `${section.id}-heading`
  return (
    <section
      id={section.id}
      aria-labelledby={headingId}
      className="border-y border-card-border bg-background-raised py-10"
    >
      <div className="container-page">
        <h2
          id={headingId}
          className="mb-6 text-center text-sm font-semibold uppercase tracking-wider text-muted"
        >
          {section.label}
        </h2>
        <ul className="grid grid-cols-2 gap-6 lg:grid-cols-4">
          {section.stats.map((stat) => (
            <li key={stat.label} className="text-center">
              <p className="text-4xl font-extrabold tracking-tight text-accent sm:text-5xl">{stat.value}</p>
              <p className="mt-2 font-medium text-foreground">{stat.label}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
