import type { ComponentType } from 'react'
import { deferUntilNear } from '@/islands/deferUntilNear'
import type { AwardBadgeListProps } from './AwardBadgeList'

const loadList = () => import('./AwardBadgeList').then((module) => module.default)

let ServerList: ComponentType<AwardBadgeListProps> | undefined
if (import.meta.env.SSR) ServerList = await loadList()

/**
 * The award badges. The prerendered HTML holds every frame; the list's code (the hover card and its
 * positioning engine) loads when the badges scroll near, and React then hydrates the server's
 * markup in place: the frames are not reloaded.
 */
export const DeferredAwardBadges = deferUntilNear(loadList, {
  prerender: 'component',
  serverComponent: ServerList,
  fallback: <div className="min-h-[262px]" />,
})
