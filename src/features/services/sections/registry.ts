import { lazy, type ComponentType } from 'react'
import type { ServiceSectionOf, ServiceSectionType } from '@/content/servicePages'
import Cards from './Cards'
import Stats from './Stats'
import Steps from './Steps'

type SectionModule<Type extends ServiceSectionType> = Promise<{
  default: ComponentType<{ section: ServiceSectionOf<Type> }>
}>

interface SectionEntry<Type extends ServiceSectionType> {
  /** Starts loading the component's code (nothing to load for the built-in ones). */
  load: () => Promise<unknown>
  Component: ComponentType<{ section: ServiceSectionOf<Type> }>
}

/** A section type whose code is a chunk of its own, loaded by the pages that use it. */
function lazyEntry<Type extends ServiceSectionType>(load: () => SectionModule<Type>): SectionEntry<Type> {
  return { load, Component: lazy(load) }
}

/** The three plain layouts of the shared building blocks, which nearly every page uses. */
function builtIn<Type extends ServiceSectionType>(
  Component: ComponentType<{ section: ServiceSectionOf<Type> }>,
): SectionEntry<Type> {
  return { load: () => Promise.resolve(), Component }
}

/**
 * The component that draws each section type of data/service-pages/<slug>.yaml. One route serves
 * every service page, so each type with code of its own is a chunk of its own: a page loads only
 * the sections it uses (see preloadSections) and carries no other page's sections.
 */
export const sectionRegistry: { [Type in ServiceSectionType]: SectionEntry<Type> } = {
  'stat-banner': lazyEntry(() => import('./StatBanner')),
  steps: builtIn(Steps),
  cards: builtIn(Cards),
  stats: builtIn(Stats),
  tabs: lazyEntry(() => import('./Tabs')),
  'live-data': lazyEntry(() => import('./LiveData')),
  'industry-results': lazyEntry(() => import('./IndustryResults')),
  'seo-cost-calculator': lazyEntry(() => import('./SeoCostCalculator')),
  'qualification-bars': lazyEntry(() => import('./QualificationBars')),
  'figure-cards': lazyEntry(() => import('./FigureCards')),
  'channel-mockup': lazyEntry(() => import('./ChannelMockup')),
  'dataset-accordion': lazyEntry(() => import('./DatasetAccordion')),
  'open-rate-comparison': lazyEntry(() => import('./OpenRateComparison')),
  'platform-comparison': lazyEntry(() => import('./PlatformComparison')),
  'check-lists': lazyEntry(() => import('./CheckLists')),
  'credits-and-success': lazyEntry(() => import('./CreditsAndSuccess')),
  'partner-programs': lazyEntry(() => import('./PartnerPrograms')),
}

/**
 * Starts loading every section type a page uses at once, rather than one after the other as the
 * page renders them. The page is complete HTML meanwhile; it becomes interactive when all are in.
 */
export function preloadSections(types: Iterable<ServiceSectionType>): void {
  for (const type of new Set(types)) void sectionRegistry[type].load()
}
