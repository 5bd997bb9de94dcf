import { yamlCollections } from '@/schemas/collections'
import type { Check } from '../dataSet'

/** Every solution of data/solutions.yaml has its page in data/solution-pages.yaml, and every page a solution. */
export const checkSolutionPages: Check = ({ yaml }, problems) => {
  const { solutions, solutionPages } = yaml
  if (!solutions || !solutionPages) return
  const known = solutions.map((solution) => solution.slug)
  solutions.forEach((solution, index) => {
    if (!solutionPages.some((page) => page.slug === solution.slug))
      problems.error(
        yamlCollections.solutions.file,
        `${index}.slug`,
        `has no page: add an entry with slug '${solution.slug}' to data/${yamlCollections.solutionPages.file}`,
      )
  })
  solutionPages.forEach((page, index) => {
    if (!known.includes(page.slug))
      problems.error(
        yamlCollections.solutionPages.file,
        `${index}.slug`,
        `unknown solution '${page.slug}'; data/${yamlCollections.solutions.file} lists: ${known.join(', ')}`,
      )
  })
}
