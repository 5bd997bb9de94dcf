import { HoverCard } from 'radix-ui'
import { reviewConsent, useConsent } from '@/hooks/consentStore'
import { ExternalLink } from '@/components/ui/external-link'
import { HOVER_CARD_CLOSE_DELAY_MS, HOVER_CARD_OPEN_DELAY_MS } from '@/config/constants'
import type { Site } from '@/content/site'
import { cn } from '@/lib/cn'
import { StaticAwardBadge } from './StaticAwardBadge'

const AWARD_FRAME_SIZE_PX = 160

export interface AwardBadgeListProps {
  awards: Site['awards']
  reviewsProfile: Site['reviewsProfile']
}

/**
 * The five award badges. The reviews platform's frames are third-party content: they load only once
 * the visitor has chosen Accept All (and at once when they do, without a reload); until then, and
 * after Decline, each badge is drawn from data in the same 160px square, and the whole card links
 * to the reviews profile. Each badge (frame or drawing, and caption) is a hover card trigger: it
 * opens 200ms after the pointer enters or the caption link takes keyboard focus, and closes 100ms
 * after it leaves.
 */
export default function AwardBadgeList({ awards, reviewsProfile }: AwardBadgeListProps) {
  const framesAllowed = useConsent() === 'accepted'
  return (
    <>
      <ul
        className="flex flex-wrap justify-center gap-3 sm:gap-4"
        data-testid="award-badges"
        data-frames={framesAllowed ? 'loaded' : 'withheld'}
      >
        {awards.map((award) => (
          <li key={award.id} className="flex">
            <HoverCard.Root openDelay={HOVER_CARD_OPEN_DELAY_MS} closeDelay={HOVER_CARD_CLOSE_DELAY_MS}>
              <HoverCard.Trigger asChild>
                <figure
                  data-award={award.id}
                  className="relative flex w-[170px] flex-col items-center gap-3 self-stretch rounded-2xl border border-card-border bg-card p-1 pb-3 sm:w-[194px] sm:p-4 transition-colors hover:border-accent/60 data-[state=open]:border-accent"
                >
                  {framesAllowed ? (
                    // No allow-same-origin: the badge needs no access to the platform's cookies or storage.
                    <iframe
                      src={award.embedSrc}
                      title={award.title}
                      width={AWARD_FRAME_SIZE_PX}
                      height={AWARD_FRAME_SIZE_PX}
                      loading="lazy"
                      sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
                      className="block size-40 rounded-xl border-0 bg-background"
                    />
                  ) : (
                    <StaticAwardBadge award={award} />
                  )}
                  <figcaption className="px-1 text-center text-sm font-medium leading-snug">
                    <ExternalLink
                      href={reviewsProfile.url}
                      aria-describedby={`award-${award.id}-description`}
                      // Without the frame, the whole card is the link (the drawing is part of it).
                      className={cn(
                        'text-foreground hover:text-accent hover:underline',
                        !framesAllowed && 'after:absolute after:inset-0 after:rounded-2xl',
                      )}
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
                  <p className="mt-3 text-xs text-muted">Source: {reviewsProfile.name}</p>
                  <HoverCard.Arrow className="fill-[var(--card-border)]" width={14} height={7} />
                </HoverCard.Content>
              </HoverCard.Portal>
            </HoverCard.Root>
          </li>
        ))}
      </ul>
      {/* The same words whatever the choice, so loading the frames moves nothing below them. */}
      <p className="mx-auto mt-6 max-w-xl text-sm text-muted" data-testid="award-frames-note">
        The badges come from a third-party reviews platform and load as live frames only if you accept
        cookies; otherwise you see our drawings of them.{' '}
        <button
          type="button"
          onClick={reviewConsent}
          className="cursor-pointer font-semibold text-accent underline"
        >
          Cookie settings
        </button>
      </p>
    </>
  )
}
