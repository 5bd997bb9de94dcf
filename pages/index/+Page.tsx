import { ContactSection } from '@/features/contact/ContactSection'
import { CalculatorSection } from '@/features/home/CalculatorSection'
import { HomeHero } from '@/features/home/HomeHero'
import { ProcessSection } from '@/features/home/ProcessSection'
import { RoadmapSection } from '@/features/home/RoadmapSection'
import { ServicesSection } from '@/features/home/ServicesSection'
import { SolutionsSection } from '@/features/home/SolutionsSection'
import { WhyChooseSection } from '@/features/home/WhyChooseSection'

/** The home page: its sections in page order, each under the anchor links point at (/#services ...). */
export default function Page() {
  return (
    <>
      <HomeHero />
      <ServicesSection />
      <SolutionsSection />
      <CalculatorSection />
      <ProcessSection />
      <RoadmapSection />
      <WhyChooseSection />
      <ContactSection />
    </>
  )
}
