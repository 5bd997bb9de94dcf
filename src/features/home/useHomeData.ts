import { usePageData } from '@/hooks/pageContext'
import type { HomePageData } from '@/features/page-data/homePage.server'

/** The home page's own data (see src/features/page-data/homePage.server.ts). */
export function useHomeData(): HomePageData {
  return usePageData<HomePageData>()
}
