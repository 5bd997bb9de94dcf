import type { LogoView } from '@/views/clientProof'
import { caseStudyPath } from '@/lib/paths'

/** The height every logo is drawn at; its width follows its own proportions. */
const LOGO_HEIGHT_PX = 32

/**
 * The clients who allow their logo to be shown, in one quiet row under the hero: grey in both
 * themes, each at the same height with its own width (given, so nothing moves when it loads), a
 * client with a case study linking to it. Nothing at all when there are none.
 */
export function LogoStrip({ logos, title }: { logos: readonly LogoView[]; title: string }) {
  if (logos.length === 0) return null
  return (
    <section id="clients" aria-labelledby="clients-heading" className="pb-12 pt-2">
      <div className="container-page">
        <h2
          id="clients-heading"
          className="text-center text-sm font-semibold uppercase tracking-wider text-muted"
        >
          {title}
        </h2>
        <ul
          data-testid="client-logos"
          data-proof="logos"
          className="mt-6 flex flex-wrap items-center justify-center gap-x-10 gap-y-6"
        >
          {logos.map((logo) => {
            const width = Math.round((logo.size.width / logo.size.height) * LOGO_HEIGHT_PX)
            const image = (
              <img
                src={logo.logo}
                alt={logo.name}
                width={width}
                height={LOGO_HEIGHT_PX}
                loading="lazy"
                className="client-logo h-8 w-auto"
              />
            )
            return (
              <li key={logo.name}>
                {logo.caseStudy ? (
                  <a href={caseStudyPath(logo.caseStudy)} className="block rounded-md">
                    {image}
                  </a>
                ) : (
                  image
                )}
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
