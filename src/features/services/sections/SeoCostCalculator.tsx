import type { SeoCostCalculatorConfig } from '@/schemas/seoCostCalculator'
import { usePageData } from '@/hooks/pageContext'
import { SeoCostCalculatorSection } from '../seo-calculator/SeoCostCalculatorSection.island'

/** The calculator with the prices of data/seo-cost-calculator.yaml, which the page's data carries. */
export default function SeoCostCalculator() {
  const { seoCostCalculator } = usePageData<{ seoCostCalculator: SeoCostCalculatorConfig }>()
  return <SeoCostCalculatorSection config={seoCostCalculator} />
}
