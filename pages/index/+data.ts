import { homePageData } from '@/features/home/homePage.server'

export const data = homePageData
