import { yamlCollections } from '@/schemas/collections'
import type { Check } from '../dataSet'

/**
 * The case study the home page tells in brief exists and has a measured timeline: the page draws
 * its chart, and a study without one would leave the story without its evidence.
 */
export const checkHomeProof: Check = (data, problems) => {
  const slug = data.yaml.home?.proof.caseStudy
  if (slug === undefined || [...data.failed].some((file) => file.startsWith('case-studies/'))) return
  const study = data.caseStudies.find(({ item }) => item.slug === slug)
  if (!study)
    problems.error(yamlCollections.home.file, 'proof.caseStudy', `no case study has the slug '${slug}'`)
  else if (!study.item.timeline)
    problems.error(
      yamlCollections.home.file,
      'proof.caseStudy',
      `data/${study.file} has no timeline to chart: choose a study with one, or add its timeline`,
    )
}
