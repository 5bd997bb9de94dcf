import type { AiSeoOrganicGrowthContent } from '@/content/servicePages'

/** The four headline figures, in a band right under the hero. */
export function StatBanner({ banner }: { banner: AiSeoOrganicGrowthContent['banner'] }) {
  return (
    <section
      aria-labelledby="results-banner-heading"
      className="border-y border-card-border bg-background-raised py-10"
    >
      <div className="container-page">
        <h2
          id="results-banner-heading"
          className="mb-6 text-center text-sm font-semibold uppercase tracking-wider text-muted"
        >
          {banner.label}
        </h2>
        <ul className="grid grid-cols-2 gap-6 lg:grid-cols-4">
          {banner.stats.map((stat) => (
            <li key={stat.label} className="text-center">
              <p className="text-4xl font-extrabold tracking-tight text-accent sm:text-5xl">{stat.value}</p>
              <p className="mt-2 text-sm font-medium text-foreground">{stat.label}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
