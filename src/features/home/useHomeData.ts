import type { GeneratedContent } from '@/schemas/collections'
import type { Service } from '@/schemas/services'
import type { Site } from '@/schemas/site'
import type { Solution } from '@/schemas/solutions'
import { usePageData } from '@/hooks/pageContext'
import type { ReviewsRating } from '@/views/clientProof'
import type { HomeProof } from '@/views/proof.server'

/** What the home page's sections show, as pages/index/+data.ts reads it from generated/. */
export interface HomePageData {
  /** The page's own headings, texts and button labels (data/home.yaml). */
  copy: GeneratedContent['home']
  site: {
    tagline: string
    scheduler: string
    reviewsProfile: { name: string; url: string }
    rating: ReviewsRating | null
    awards: Site['awards']
  }
  proof: HomeProof
  demoActivities: GeneratedContent['demoActivities']
  services: (Pick<Service, 'title' | 'description' | 'icon' | 'color' | 'badge'> & { path: string })[]
  solutions: (Pick<Solution, 'title' | 'summary' | 'badge' | 'keyFeatures'> & { path: string })[]
  leadCalculator: GeneratedContent['leadCalculator']
  processSteps: GeneratedContent['processSteps']
  roadmap: GeneratedContent['roadmap']
  whyChoose: GeneratedContent['whyChoose']
}

/** The home page's own data (pages/index/+data.ts). */
export function useHomeData(): HomePageData {
  return usePageData<HomePageData>()
}
