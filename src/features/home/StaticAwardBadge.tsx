import type { Site } from '@/schemas/site'

type Award = Site['awards'][number]

const CENTRE = { x: 80, y: 88 }
const WREATH_RADIUS = 58
/** Leaves up each side of the wreath, from the bottom to just above the middle (degrees from the top). */
const LEAF_ANGLES = [198, 186, 174, 162, 150, 138, 126, 114, 102]

function leaf(angle: number, side: 1 | -1) {
  const radians = ((side * angle - 90) * Math.PI) / 180
  const x = CENTRE.x + WREATH_RADIUS * Math.cos(radians)
  const y = CENTRE.y + WREATH_RADIUS * Math.sin(radians)
  // Each leaf leans along the wreath, pointing upwards.
  const tilt = side * angle + side * 30
  return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10, tilt }
}

/** The year an award names, shown on its ribbon; five stars otherwise. */
function ribbonText(award: Award): string {
  return /\b(19|20)\d{2}\b/.exec(award.title)?.[0] ?? '★★★★★'
}

/**
 * The badge drawn from data: the reviews platform's name at the top, the award in a wreath, its
 * year (or five stars) on the ribbon; in place of the platform's picture until the visitor accepts
 * cookies, and whenever a picture fails or is slow. The same 160px square, so swapping one for the
 * other moves nothing. Decorative: the link over the badge names the award and the platform.
 */
export function StaticAwardBadge({ award, platform }: { award: Award; platform: string }) {
  const title = award.title.replace(/\s*\b(19|20)\d{2}\b/, '')
  return (
    <div
      aria-hidden
      data-static-badge={award.id}
      className="relative flex size-40 flex-col items-center rounded-xl border border-card-border bg-background px-6 pb-4 pt-3 text-center"
    >
      <svg viewBox="0 0 160 160" className="absolute inset-0 size-full text-accent" fill="currentColor">
        {([-1, 1] as const).flatMap((side) =>
          LEAF_ANGLES.map((angle) => {
            const { x, y, tilt } = leaf(angle, side)
            return (
              <ellipse
                key={`${side}-${angle}`}
                cx={x}
                cy={y}
                rx={7}
                ry={3}
                opacity={0.5}
                transform={`rotate(${tilt} ${x} ${y})`}
              />
            )
          }),
        )}
        <path d="M48 138 h64 l-6 8 6 8 h-64 l6 -8 z" className="fill-primary" />
      </svg>
      <p className="relative text-[9px] font-bold uppercase leading-tight tracking-wider text-accent">
        {platform}
      </p>
      <p className="relative mt-auto mb-auto text-[11px] font-bold uppercase leading-tight tracking-wide text-foreground">
        {title}
      </p>
      <p className="absolute inset-x-0 bottom-[9px] text-[9px] font-semibold text-primary-foreground">
        {ribbonText(award)}
      </p>
    </div>
  )
}
