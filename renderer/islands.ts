import { ContactDialogHost } from '@/app/ContactDialogHost'
import { CookieBanner } from '@/app/CookieBanner'
import { CookieSettingsButton } from '@/app/CookieSettingsButton'
import { NavBar } from '@/app/NavBar'
import { ThemeChoice } from '@/app/ThemeChoice'
import { CurrentYear, TodayDate } from '@/components/ui/today'

type Island = { islandName: string }
type IslandLoader = () => Promise<Island>

/**
 * An island of the layout, on every page (TodayDate shares its module with the footer's year): its
 * code is part of the entry's file (scripts/site/islandsEntry.ts), so a page waits for no extra
 * request to hydrate its header and footer.
 */
const inEntry =
  (island: Island): IslandLoader =>
  () =>
    Promise.resolve(island)

/**
 * Every island a page may hold, by the name it was created with. The browser loads the code of
 * any other island only when a page holds it (tests/unit/islands.test.tsx checks each name
 * against its module).
 */
export const islands: Record<string, IslandLoader> = {
  NavBar: inEntry(NavBar),
  ThemeChoice: inEntry(ThemeChoice),
  CookieSettingsButton: inEntry(CookieSettingsButton),
  CookieBanner: inEntry(CookieBanner),
  ContactDialogHost: inEntry(ContactDialogHost),
  MissingPageRedirect: () => import('@/app/MissingPageRedirect').then((module) => module.MissingPageRedirect),
  TodayDate: inEntry(TodayDate),
  CurrentYear: inEntry(CurrentYear),
  BlogList: () => import('@/features/blog/BlogList').then((module) => module.BlogList),
  ShareButton: () => import('@/features/blog/ShareButton').then((module) => module.ShareButton),
  CaseStudyBrowser: () =>
    import('@/features/case-studies/CaseStudyBrowser').then((module) => module.CaseStudyBrowser),
  PerformanceChart: () => import('@/features/case-studies/charts').then((module) => module.PerformanceChart),
  TimelineChart: () => import('@/features/case-studies/charts').then((module) => module.TimelineChart),
  ContactForm: () =>
    import('@/features/contact/DeferredContactForm').then((module) => module.DeferredContactForm),
  LiveAutomationCard: () =>
    import('@/features/home/LiveAutomationCard').then((module) => module.LiveAutomationCard),
  AwardBadges: () =>
    import('@/features/home/DeferredAwardBadges').then((module) => module.DeferredAwardBadges),
  LeadCalculator: () => import('@/features/home/CalculatorSection').then((module) => module.LeadCalculator),
  ServiceTabs: () => import('@/features/services/sections/Tabs').then((module) => module.default),
  DatasetAccordion: () =>
    import('@/features/services/sections/DatasetAccordion').then((module) => module.default),
  SeoCostCalculator: () =>
    import('@/features/services/seo-calculator/SeoCostCalculatorSection').then(
      (module) => module.SeoCostCalculatorSection,
    ),
}
