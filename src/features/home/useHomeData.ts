import { usePageData } from '@/hooks/pageContext'
import type { HomePageData } from './homePage.server'

/** The home page's own data (see homePage.server.ts). */
export function useHomeData(): HomePageData {
  return usePageData<HomePageData>()
}
