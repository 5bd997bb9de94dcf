import { ContactSection } from '@/features/contact/ContactSection'
import { CalculatorSection } from '@/features/home/CalculatorSection.island'
import { ClientLogos, HomeHero } from '@/features/home/HomeHero'
import { ProcessSection } from '@/features/home/ProcessSection'
import { ProofSection } from '@/features/home/ProofSection'
import { RoadmapSection } from '@/features/home/RoadmapSection'
import { ServicesSection } from '@/features/home/ServicesSection'
import { SolutionsSection } from '@/features/home/SolutionsSection'
import { WhyChooseSection } from '@/features/home/WhyChooseSection'

/**
 * The home page: its sections in page order, each under the anchor links point at (/#services ...);
 * the client logos (when there are any) under the hero, and the proof band after the services.
 */
export default function Page() {
  return (
    <>
      <HomeHero />
      <ClientLogos />
      <ServicesSection />
      <ProofSection />
      <SolutionsSection />
      <CalculatorSection />
      <ProcessSection />
      <RoadmapSection />
      <WhyChooseSection />
      <ContactSection />
    </>
  )
}
