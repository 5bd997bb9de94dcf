import { HoverCard } from 'radix-ui'
import { Rail, RailItem } from '@/components/ui/rail'
import { reviewConsent, useConsent } from '@/browser/consentStore'
import { ExternalLink } from '@/components/ui/external-link'
import { HOVER_CARD_CLOSE_DELAY_MS, HOVER_CARD_OPEN_DELAY_MS } from '@/config/constants'
import type { Site } from '@/schemas/site'
import { AwardImage } from './AwardImage'
import { StaticAwardBadge } from './StaticAwardBadge'

export interface AwardBadgeListProps {
  awards: Site['awards']
  reviewsProfile: Pick<Site['reviewsProfile'], 'name' | 'url'>
}

/**
 * What stands in a badge's square: the platform's picture once the visitor allows it and the badge
 * has one (`embedSrc`), otherwise the drawing. A badge without a picture (a platform that offers only
 * a widget to frame) stays drawn.
 */
export function AwardSquare({
  award,
  platform,
  imagesAllowed,
}: {
  award: Site['awards'][number]
  platform: string
  imagesAllowed: boolean
}) {
  if (imagesAllowed && award.embedSrc)
    return <AwardImage award={award} src={award.embedSrc} platform={platform} />
  return <StaticAwardBadge award={award} platform={platform} />
}

/**
 * The five award badges. The reviews platform's pictures are third-party content: they load only
 * once the visitor has chosen Accept All (and at once when they do, without a reload), and each gives
 * way to the drawn badge if it fails or is slow (AwardImage). Until then, and after Decline, each
 * badge is drawn from data in the same 160px square, naming the platform. Each badge is one link to the
 * reviews profile as a whole, and a hover card trigger: the card opens 200ms after the pointer
 * enters or the link takes keyboard focus, and closes 100ms after it leaves. On a phone the badges
 * are a row to swipe.
 */
export default function AwardBadgeList({ awards, reviewsProfile }: AwardBadgeListProps) {
  const imagesAllowed = useConsent() === 'accepted'
  return (
    <>
      <div data-testid="award-badges" data-images={imagesAllowed ? 'loaded' : 'withheld'}>
        <Rail grid="sm:flex sm:flex-wrap sm:justify-center sm:gap-4" className="text-left">
          {awards.map((award) => (
            <RailItem key={award.id} className="w-auto!">
              <HoverCard.Root openDelay={HOVER_CARD_OPEN_DELAY_MS} closeDelay={HOVER_CARD_CLOSE_DELAY_MS}>
                <HoverCard.Trigger asChild>
                  <figure
                    data-award={award.id}
                    className="relative flex rounded-2xl border border-card-border bg-card p-2 transition-colors hover:border-accent/60 focus-within:border-accent data-[state=open]:border-accent"
                  >
                    <AwardSquare award={award} platform={reviewsProfile.name} imagesAllowed={imagesAllowed} />
                    <figcaption>
                      {/* The whole badge is the link: it opens the platform's profile. */}
                      <ExternalLink
                        href={reviewsProfile.url}
                        aria-describedby={`award-${award.id}-description`}
                        className="absolute inset-0 rounded-2xl"
                      >
                        <span className="sr-only">
                          {award.title}, {reviewsProfile.name}
                        </span>
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
            </RailItem>
          ))}
        </Rail>
      </div>
      {/* The same words whatever the choice, so loading the pictures moves nothing below them. */}
      <p className="mx-auto mt-6 max-w-xl text-sm text-muted sm:text-base" data-testid="award-images-note">
        The badges are {reviewsProfile.name}’s own pictures, loaded from its site only if you accept cookies;
        otherwise you see our drawings of them.{' '}
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
