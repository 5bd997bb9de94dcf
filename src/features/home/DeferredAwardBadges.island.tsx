import type { ComponentType } from 'react'
import { deferUntilNear } from '@/islands/deferUntilNear'
import type { AwardBadgeListProps } from './AwardBadgeList'

const loadList = () => import('./AwardBadgeList').then((module) => module.default)

let ServerList: ComponentType<AwardBadgeListProps> | undefined
if (import.meta.env.SSR) ServerList = await loadList()

/**
 * The award badges. The prerendered HTML holds every drawn badge; the list's code (the hover card,
 * its positioning engine and the platform's pictures after Accept All) loads when the badges scroll
 * near, and React then hydrates the server's markup in place.
 */
export const DeferredAwardBadges = deferUntilNear(loadList, {
  prerender: 'component',
  serverComponent: ServerList,
  fallback: <div className="min-h-[262px]" />,
})
