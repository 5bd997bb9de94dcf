import { HoverCard } from 'radix-ui'
import { ExternalLink } from '@/components/ui/external-link'
import { HOVER_CARD_CLOSE_DELAY_MS, HOVER_CARD_OPEN_DELAY_MS } from '@/config/constants'
import type { Site } from '@/content/site'

export const AWARD_FRAME_SIZE_PX = 160

export interface AwardBadgeListProps {
  awards: Site['awards']
  reviewsProfile: Site['reviewsProfile']
}

/**
 * The five award badges, each in a lazy, titled, fixed-size frame from the reviews platform. The
 * whole badge (frame and caption) is a hover card trigger: it opens 200ms after the pointer enters
 * or the caption link takes keyboard focus, and closes 100ms after it leaves.
 */
export default function AwardBadgeList({ awards, reviewsProfile }: AwardBadgeListProps) {
  return (
    <ul className="flex flex-wrap justify-center gap-3 sm:gap-4" data-testid="award-badges">
      {awards.map((award) => (
        <li key={award.id} className="flex">
          <HoverCard.Root openDelay={HOVER_CARD_OPEN_DELAY_MS} closeDelay={HOVER_CARD_CLOSE_DELAY_MS}>
            <HoverCard.Trigger asChild>
              <figure
                data-award={award.id}
                className="flex w-[170px] flex-col items-center gap-3 self-stretch rounded-2xl border border-card-border bg-card p-1 pb-3 sm:w-[194px] sm:p-4 transition-colors hover:border-accent/60 data-[state=open]:border-accent"
              >
                <iframe
                  src={award.embedSrc}
                  title={award.title}
                  width={AWARD_FRAME_SIZE_PX}
                  height={AWARD_FRAME_SIZE_PX}
                  loading="lazy"
                  // Scripts without allow-same-origin: the frame cannot lift its own sandbox.
                  sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
                  className="block size-40 rounded-xl border-0 bg-background"
                />
                <figcaption className="px-1 text-center text-sm font-medium leading-snug">
                  <ExternalLink
                    href={reviewsProfile.url}
                    aria-describedby={`award-${award.id}-description`}
                    className="text-foreground hover:text-accent hover:underline"
                  >
                    {award.title}
                  </ExternalLink>
                  <span id={`award-${award.id}-description`} className="sr-only">
                    {award.description}
                  </span>
                </figcaption>
              </figure>
            </HoverCard.Trigger>
            <HoverCard.Portal>
              <HoverCard.Content
                side="top"
                sideOffset={8}
                collisionPadding={16}
                data-testid="award-hover-card"
                className="z-50 w-72 animate-fade-in rounded-xl border border-card-border bg-background-raised p-4 shadow-2xl"
              >
                <p className="font-semibold text-foreground">{award.title}</p>
                <p className="mt-1.5 text-sm text-muted">{award.description}</p>
                <p className="mt-3 text-xs text-muted">Verified by {reviewsProfile.name.toLowerCase()}</p>
                <HoverCard.Arrow className="fill-[var(--card-border)]" width={14} height={7} />
              </HoverCard.Content>
            </HoverCard.Portal>
          </HoverCard.Root>
        </li>
      ))}
    </ul>
  )
}
