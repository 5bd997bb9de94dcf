import { seoCostCalculatorSchema } from '../seoCostCalculator'
import {
  aiSeoOrganicGrowthSchema,
  appointmentSettingSchema,
  linkedinEmailOutreachSchema,
  linkedinFacebookAdsSchema,
  startupAcceleratorSchema,
  telegramOutreachSchema,
} from '../servicePages'

/**
 * YAML lists of data/ for this area of the site: key -> { file, schema }. The pipeline validates each
 * file and writes generated/<key>.json.
 */
export const collections = {
  serviceAiSeoOrganicGrowth: {
    file: 'service-pages/ai-seo-organic-growth.yaml',
    schema: aiSeoOrganicGrowthSchema,
  },
  serviceLinkedinEmailOutreach: {
    file: 'service-pages/linkedin-email-outreach.yaml',
    schema: linkedinEmailOutreachSchema,
  },
  serviceTelegramOutreach: { file: 'service-pages/telegram-outreach.yaml', schema: telegramOutreachSchema },
  serviceAppointmentSetting: {
    file: 'service-pages/appointment-setting.yaml',
    schema: appointmentSettingSchema,
  },
  serviceLinkedinFacebookAds: {
    file: 'service-pages/linkedin-facebook-ads.yaml',
    schema: linkedinFacebookAdsSchema,
  },
  serviceStartupAccelerator: {
    file: 'service-pages/startup-accelerator.yaml',
    schema: startupAcceleratorSchema,
  },
  seoCostCalculator: { file: 'service-pages/seo-cost-calculator.yaml', schema: seoCostCalculatorSchema },
} as const
