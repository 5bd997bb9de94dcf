import type { ComponentType } from 'react'
import type { ServiceSectionOf, ServiceSectionType } from '@/schemas/servicePages'
import Cards from './Cards'
import ChannelMockup from './ChannelMockup'
import CheckLists from './CheckLists'
import CreditsAndSuccess from './CreditsAndSuccess'
import { DatasetAccordion } from './DatasetAccordion.island'
import FigureCards from './FigureCards'
import IndustryResults from './IndustryResults'
import LiveData from './LiveData'
import OpenRateComparison from './OpenRateComparison'
import PartnerPrograms from './PartnerPrograms'
import PlatformComparison from './PlatformComparison'
import QualificationBars from './QualificationBars'
import SeoCostCalculator from './SeoCostCalculator'
import StatBanner from './StatBanner'
import Stats from './Stats'
import Steps from './Steps'
import { ServiceTabs } from './Tabs.island'

/**
 * The component that draws each section type of data/service-pages/<slug>.yaml. Pages are
 * prerendered, so this runs at build time only; the browser loads just the islands a page shows.
 */
export const sectionComponents: {
  [Type in ServiceSectionType]: ComponentType<{ section: ServiceSectionOf<Type> }>
} = {
  'stat-banner': StatBanner,
  steps: Steps,
  cards: Cards,
  stats: Stats,
  tabs: ServiceTabs,
  'live-data': LiveData,
  'industry-results': IndustryResults,
  'seo-cost-calculator': SeoCostCalculator,
  'qualification-bars': QualificationBars,
  'figure-cards': FigureCards,
  'channel-mockup': ChannelMockup,
  'dataset-accordion': DatasetAccordion,
  'open-rate-comparison': OpenRateComparison,
  'platform-comparison': PlatformComparison,
  'check-lists': CheckLists,
  'credits-and-success': CreditsAndSuccess,
  'partner-programs': PartnerPrograms,
}
