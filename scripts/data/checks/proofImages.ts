import { yamlCollections } from '@/schemas/collections'
import { svgSize } from '@/lib/svgSize'
import type { DataFiles } from '../dataFiles'
import type { Check } from '../dataSet'
import type { Problems } from '../problems'

/** An image a page shows must exist; a logo must say its size, which the page gives it so nothing moves. */
function checkImage(
  files: DataFiles,
  file: string,
  field: string,
  address: string,
  kind: 'logo' | 'photo',
  problems: Problems,
) {
  const bytes = files.readPublic(address)
  const content = bytes && Buffer.from(bytes).toString('utf8')
  if (content === undefined) problems.error(file, field, `no file public${address}`)
  else if (kind === 'logo' && !svgSize(content))
    problems.error(file, field, `public${address} declares no size: give its <svg> a viewBox`)
}

/** The photos of client quotes and the logos of clients (in the logo list and in case studies). */
export const checkProofImages: Check = (data, problems) => {
  data.yaml.clientQuotes?.forEach((quote, index) => {
    if (quote.photo)
      checkImage(
        data.files,
        yamlCollections.clientQuotes.file,
        `${index}.photo`,
        quote.photo,
        'photo',
        problems,
      )
  })
  data.yaml.clientLogos?.forEach((logo, index) => {
    checkImage(data.files, yamlCollections.clientLogos.file, `${index}.logo`, logo.logo, 'logo', problems)
  })
  for (const { file, item } of data.caseStudies) {
    if (item.clientLogo) checkImage(data.files, file, 'clientLogo', item.clientLogo, 'logo', problems)
  }
}
