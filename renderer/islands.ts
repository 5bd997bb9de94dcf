type IslandLoader = () => Promise<{ islandName: string }>

/**
 * Every island a page may hold, by the name it was created with: the browser loads an island's
 * code only when a page holds it (tests/unit/islands.test.ts checks each name against its module).
 */
export const islands: Record<string, IslandLoader> = {
  NavBar: () => import('@/app/NavBar').then((module) => module.NavBar),
  ThemeChoice: () => import('@/app/ThemeChoice').then((module) => module.ThemeChoice),
  CookieSettingsButton: () =>
    import('@/app/CookieSettingsButton').then((module) => module.CookieSettingsButton),
  CookieBanner: () => import('@/app/CookieBanner').then((module) => module.CookieBanner),
  ContactDialogHost: () => import('@/app/ContactDialogHost').then((module) => module.ContactDialogHost),
  MissingPageRedirect: () => import('@/app/MissingPageRedirect').then((module) => module.MissingPageRedirect),
  TodayDate: () => import('@/components/ui/today').then((module) => module.TodayDate),
  CurrentYear: () => import('@/components/ui/today').then((module) => module.CurrentYear),
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
