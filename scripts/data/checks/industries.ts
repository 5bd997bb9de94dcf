import { pageFolders, yamlCollections, type GeneratedContent } from '@/schemas/collections'
import type { ServicePage } from '@/schemas/servicePages'
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

/**
 * A page's results by industry speak of industries we serve: a sector with results that the home
 * page's list of industries leaves out (E-commerce beside a list without it) tells a buyer one of the
 * two is wrong. An industry matches a served one by its name or the form option it files under
 * (Finance for Fintech).
 */
export function industryResultProblems(
  whyChoose: Pick<GeneratedContent['whyChoose'], 'industries'>,
  servicePages: Record<string, ServicePage>,
): DataProblem[] {
  const served = new Set(
    whyChoose.industries
      .flatMap((industry) => [industry.name, industry.formOption])
      .map((name) => name.toLowerCase()),
  )
  return Object.entries(servicePages).flatMap(([slug, page]) =>
    page.sections.flatMap((section, sectionIndex) =>
      section.type !== 'industry-results'
        ? []
        : section.results.flatMap((result, index) =>
            served.has(result.industry.toLowerCase())
              ? []
              : [
                  {
                    file: `${pageFolders.servicePages.folder}/${slug}.yaml`,
                    field: `sections.${sectionIndex}.results.${index}.industry`,
                    message: `'${result.industry}' is not an industry data/${yamlCollections.whyChoose.file} says we serve (${whyChoose.industries.map((industry) => industry.name).join(', ')}): add it there, or show results of the industries we serve`,
                  },
                ],
          ),
    ),
  )
}

export const checkIndustries: Check = (data, problems) => {
  const { industries, whyChoose } = data.yaml
  if (!industries || !whyChoose) return
  const formProblems = industryProblems({ industries, whyChoose })
  reportAll(formProblems, problems)
  // A wrong form option is reported above; the results it would no longer match are not.
  if (formProblems.length === 0) reportAll(industryResultProblems(whyChoose, data.servicePages), problems)
}
