import { yamlCollections } from '@/schemas/collections'
import type { Check } from '../dataSet'

/**
 * A success story that names its case study must name one that exists, and every figure it shows
 * must be one that study's results state: the page and the study it cites cannot disagree.
 */
export const checkCaseStudyReferences: Check = (data, problems) => {
  const bySlug = new Map(data.caseStudies.map(({ item }) => [item.slug, item]))
  const studiesComplete = ![...data.failed].some((file) => file.startsWith('case-studies/'))
  const file = yamlCollections.solutionPages.file
  data.yaml.solutionPages?.forEach((page, index) => {
    const { caseStudy: slug, items } = page.highlights
    if (slug === undefined) return
    const study = bySlug.get(slug)
    if (!study) {
      if (studiesComplete)
        problems.error(file, `${index}.highlights.caseStudy`, `no case study has the slug '${slug}'`)
      return
    }
    items.forEach((item, itemIndex) => {
      if (item.value !== undefined && !study.results.some((line) => line.includes(item.value!))) {
        problems.error(
          file,
          `${index}.highlights.items.${itemIndex}.value`,
          `'${item.value}' is not among the results of the case study it cites (${slug})`,
        )
      }
    })
  })
}
