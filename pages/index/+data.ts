import { homePageData } from '@/features/page-data/homePage.server'

export const data = homePageData
