/**
 * The social image of a page, as a satori element tree (a subset of HTML and CSS, laid out with
 * flexbox, filling the 1200x630 canvas): the brand mark and name, the kind of page, its headline
 * and a detail line, on the site's dark palette. Rendered to PNG by scripts/site/socialImages.ts.
 */
export interface SocialCard {
  brand: string
  /** The brand mark as a data: URL (public/logo.svg). */
  logo: string
  kind: string
  headline: string
  detail: string
  /** The site's host name, e.g. bandera.example. */
  host: string
}

/** The site's dark theme (src/styles/global.css). */
const PALETTE = {
  background: '#0a0d18',
  foreground: '#ffffff',
  muted: '#a3acc2',
  primary: '#5b3fd9',
  accent: '#b3a5ff',
}

/** Long headlines get a smaller size, so every one fits in three lines. */
function headlineSize(headline: string): number {
  if (headline.length <= 32) return 76
  if (headline.length <= 60) return 64
  if (headline.length <= 90) return 54
  return 46
}

export function SocialCardImage({ card }: { card: SocialCard }) {
  return (
    <div
      style={{
        boxSizing: 'border-box',
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        paddingTop: 64,
        paddingLeft: 80,
        paddingRight: 80,
        paddingBottom: 48,
        fontFamily: 'Inter',
        color: PALETTE.foreground,
        backgroundColor: PALETTE.background,
        backgroundImage: [
          'radial-gradient(circle at 100% 0%, rgba(91, 63, 217, 0.55) 0%, rgba(91, 63, 217, 0) 55%)',
          'radial-gradient(circle at 0% 100%, rgba(179, 165, 255, 0.16) 0%, rgba(179, 165, 255, 0) 45%)',
        ].join(', '),
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <div style={{ display: 'flex', alignItems: 'center' }}>
          <img src={card.logo} width={64} height={64} alt="" />
          <div style={{ marginLeft: 20, fontSize: 38, fontWeight: 700, letterSpacing: -0.5 }}>
            {card.brand}
          </div>
        </div>
        <div
          style={{
            display: 'flex',
            padding: '10px 24px',
            borderRadius: 999,
            border: `2px solid ${PALETTE.accent}`,
            color: PALETTE.accent,
            fontSize: 22,
            fontWeight: 700,
            letterSpacing: 2,
            textTransform: 'uppercase',
          }}
        >
          {card.kind}
        </div>
      </div>

      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1 }}>
        <div
          style={{
            display: 'block',
            fontSize: headlineSize(card.headline),
            fontWeight: 700,
            lineHeight: 1.12,
            letterSpacing: -1.5,
            lineClamp: 3,
          }}
        >
          {card.headline}
        </div>
        <div
          style={{
            display: 'block',
            marginTop: 28,
            fontSize: 28,
            lineHeight: 1.4,
            color: PALETTE.muted,
            lineClamp: 2,
          }}
        >
          {card.detail}
        </div>
      </div>

      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          fontSize: 24,
          color: PALETTE.muted,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center' }}>
          <div
            style={{
              width: 12,
              height: 12,
              marginRight: 14,
              borderRadius: 999,
              backgroundColor: PALETTE.accent,
            }}
          />
          {card.host}
        </div>
        <div
          style={{
            width: 220,
            height: 8,
            borderRadius: 999,
            backgroundImage: `linear-gradient(90deg, ${PALETTE.primary}, ${PALETTE.accent})`,
          }}
        />
      </div>
    </div>
  )
}
