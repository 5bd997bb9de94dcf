import { yamlCollections } from '@/schemas/collections'
import type { Check } from '../dataSet'

/** Every author's photo is a file of public/: the author box under their articles shows it. */
export const checkAuthors: Check = (data, problems) => {
  data.yaml.authors?.forEach((author, index) => {
    if (!data.files.isPublicFile(author.avatar))
      problems.error(yamlCollections.authors.file, `${index}.avatar`, `no file public${author.avatar}`)
  })
}
