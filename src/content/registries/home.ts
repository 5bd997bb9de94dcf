import { demoActivitiesSchema } from '../demoActivities'
import { leadCalculatorSchema } from '../leadCalculator'
import { processStepsSchema } from '../processSteps'
import { roadmapSchema } from '../roadmap'
import { whyChooseSchema } from '../whyChoose'

/**
 * YAML lists of data/ for this area of the site: key -> { file, schema }. The pipeline validates each
 * file and writes generated/<key>.json.
 */
export const collections = {
  demoActivities: { file: 'demo-activities.yaml', schema: demoActivitiesSchema },
  processSteps: { file: 'process-steps.yaml', schema: processStepsSchema },
  roadmap: { file: 'roadmap.yaml', schema: roadmapSchema },
  whyChoose: { file: 'why-choose.yaml', schema: whyChooseSchema },
  leadCalculator: { file: 'lead-calculator.yaml', schema: leadCalculatorSchema },
} as const
