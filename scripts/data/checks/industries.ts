import { yamlCollections, type GeneratedContent } from '@/content/collections'
import type { Check } from '../dataSet'
import { reportAll, type DataProblem } from './problem'

/**
 * The industries the home page says we serve and the contact form's Industry options (the spec's
 * list) are two lists: each industry we serve names the option its visitors pick, and that must be
 * one of the form's.
 */
export function industryProblems({
  industries,
  whyChoose,
}: Pick<GeneratedContent, 'industries' | 'whyChoose'>): DataProblem[] {
  return whyChoose.industries.flatMap((industry, index) =>
    industries.includes(industry.formOption)
      ? []
      : [
          {
            file: yamlCollections.whyChoose.file,
            field: `industries.${index}.formOption`,
            message: `'${industry.formOption}' is not an option of the contact form; data/${yamlCollections.industries.file} lists: ${industries.join(', ')}`,
          },
        ],
  )
}

export const checkIndustries: Check = (data, problems) => {
  const { industries, whyChoose } = data.yaml
  if (industries && whyChoose) reportAll(industryProblems({ industries, whyChoose }), problems)
}
