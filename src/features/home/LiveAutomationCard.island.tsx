import { Icon, Pause, Play, Zap } from 'lucide-react'
import { useState } from 'react'
import { accentClasses } from '@/components/ui/accent'
import { SELECTED_TAB_CLASS, Tabs } from '@/components/ui/tabs'
import type { DemoActivity } from '@/schemas/demoActivities'
import { cn } from '@/lib/cn'
import { useDemoRotation } from './useDemoRotation'
import { useReducedMotion } from '@/hooks/useReducedMotion'
import { formatEnUsNumber } from '@/lib/numbers'
import { island } from '@/islands/island'
import { useContactDialogState } from '@/features/contact/contactDialogStore'

const statusDot: Record<DemoActivity['status'], string> = {
  Active: 'bg-violet-500',
  Running: 'bg-sky-500',
  Learning: 'bg-amber-500',
}

/**
 * The hero's demo: four sample activities of our AI agents, advancing every 2.5 seconds, with tabs
 * to pick one (the rotation goes on from there), a pause control, and the "AI Actions Executed"
 * counter. Under prefers-reduced-motion it does not rotate by itself.
 *
 * It says what it is: a "Demo" label beside its title (and, for screen readers, that the activities
 * are samples), and no "live" signal that would suggest real work going on.
 *
 * Its signals (the shown activity's "working" dots) move only while the demo runs:
 * once the card has hydrated (a CSS variant, so hydration costs no second render), and not once
 * paused, so Pause stops all motion. The demo also holds while the Get In Touch dialog covers the
 * page: nobody watches it then, and every frame of motion under the overlay redraws the screen.
 */
function LiveAutomationCardIsland({ activities }: { activities: DemoActivity[] }) {
  const reducedMotion = useReducedMotion()
  // null: follow the motion preference; true/false: the visitor pressed pause or play.
  const [paused, setPaused] = useState<boolean | null>(null)
  const playing = paused === null ? !reducedMotion : !paused
  const coveredByDialog = useContactDialogState().isOpen
  const running = playing && !coveredByDialog
  const { index, executed, select } = useDemoRotation(activities.length, running)

  return (
    // No backdrop-filter: behind the card is only the hero's smooth gradient, which a blur leaves as it
    // is, and a blurred backdrop is redrawn on every frame of the signals' animation (in software
    // compositing that kept a whole CPU core busy).
    <div
      data-testid="live-automation"
      className="relative rounded-2xl border border-card-border bg-card p-5 shadow-2xl shadow-primary/10 sm:p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <div className="flex items-center gap-2.5">
          <h2 className="text-base font-semibold text-foreground">Live Automation</h2>
          {/* What it is, for everyone: sample activities of our agents, not a feed of real work. */}
          <span className="rounded-full border border-card-border px-2 py-0.5 text-xs font-semibold uppercase tracking-wider text-muted">
            Demo
          </span>
          <span className="sr-only">: sample activities of our AI agents, not live data</span>
        </div>
        <button
          type="button"
          onClick={() => setPaused(playing)}
          className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-card-border px-3 text-xs font-medium text-muted hover:text-foreground"
        >
          {playing ? <Pause aria-hidden className="size-3.5" /> : <Play aria-hidden className="size-3.5" />}
          {playing ? 'Pause' : 'Play'}
          <span className="sr-only"> the automation demo</span>
        </button>
      </div>

      <Tabs.Root value={String(index)} onValueChange={(value) => select(Number(value))} className="mt-5">
        <Tabs.List aria-label="Automation activities" className="grid grid-cols-4 gap-2">
          {activities.map((activity, position) => {
            return (
              <Tabs.Trigger
                key={activity.title}
                value={String(position)}
                className={cn(
                  'flex min-h-11 items-center justify-center gap-1.5 rounded-lg border border-card-border px-2 py-2 text-xs font-medium text-muted transition-colors',
                  'hover:text-foreground',
                  SELECTED_TAB_CLASS,
                )}
              >
                <Icon icon={activity.icon} className="size-4 shrink-0" />
                {/* On a phone the tab shows its icon; the panel below names the activity it shows. */}
                <span className="sr-only sm:not-sr-only">{activity.title}</span>
              </Tabs.Trigger>
            )
          })}
        </Tabs.List>

        {/* Every panel shares one grid cell, so the card keeps the height of the tallest. */}
        <div className="mt-5 grid">
          {activities.map((activity, position) => {
            const accent = accentClasses[activity.color]
            const dot = cn(
              'size-1.5 rounded-full',
              accent.bar,
              running && position === index && 'hydrated:animate-pulse',
            )
            return (
              <Tabs.Content
                key={activity.title}
                value={String(position)}
                keepInLayout
                className="[grid-area:1/1] data-[state=inactive]:invisible"
              >
                <div className="flex items-start gap-4">
                  <span
                    className={cn(
                      'flex size-12 shrink-0 items-center justify-center rounded-xl',
                      accent.icon,
                    )}
                  >
                    <Icon icon={activity.icon} className="size-6" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <h3 className="text-lg font-semibold text-foreground">{activity.title}</h3>
                      <span className="inline-flex items-center gap-1.5 rounded-full border border-card-border px-2.5 py-0.5 text-xs font-semibold text-foreground">
                        <span aria-hidden className={cn('size-2 rounded-full', statusDot[activity.status])} />
                        {activity.status}
                      </span>
                    </div>
                    <p className="mt-1.5 text-sm text-muted sm:text-base">{activity.description}</p>
                  </div>
                </div>
                <div className="mt-4 rounded-xl border border-card-border bg-background/60 p-3.5">
                  <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wider text-muted">
                    <span aria-hidden className="flex gap-0.5">
                      <span className={dot} />
                      <span className={cn(dot, '[animation-delay:150ms]')} />
                      <span className={cn(dot, '[animation-delay:300ms]')} />
                    </span>
                    Working on
                  </p>
                  <p className="mt-1.5 text-foreground">{activity.activity}</p>
                </div>
                <p className="mt-4 flex items-baseline gap-2">
                  <span className="text-3xl font-bold tabular-nums text-foreground">{activity.count}</span>
                  <span className="text-sm text-muted">{activity.countLabel}</span>
                </p>
              </Tabs.Content>
            )
          })}
        </div>
      </Tabs.Root>

      <div className="mt-5 flex items-center justify-between gap-3 border-t border-card-border pt-4">
        <p className="flex items-center gap-2 text-sm font-medium text-muted">
          <Zap aria-hidden className="size-4 text-accent" />
          AI Actions Executed
        </p>
        <p data-testid="actions-executed" className="text-2xl font-bold tabular-nums text-foreground">
          {formatEnUsNumber(executed)}
        </p>
      </div>
    </div>
  )
}

export const LiveAutomationCard = island(LiveAutomationCardIsland)
