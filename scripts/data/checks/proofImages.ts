import { readFileSync } from 'node:fs'
import path from 'node:path'
import { yamlCollections } from '@/schemas/collections'
import { svgSize } from '@/lib/svgSize'
import type { Check } from '../dataSet'
import type { Problems } from '../problems'

function readPublic(publicDir: string, address: string): string | undefined {
  try {
    return readFileSync(path.join(publicDir, address), 'utf8')
  } catch {
    return undefined
  }
}

/** An image a page shows must exist; a logo must say its size, which the page gives it so nothing moves. */
function checkImage(
  publicDir: string,
  file: string,
  field: string,
  address: string,
  kind: 'logo' | 'photo',
  problems: Problems,
) {
  const content = readPublic(publicDir, address)
  if (content === undefined) problems.error(file, field, `no file public${address}`)
  else if (kind === 'logo' && !svgSize(content))
    problems.error(file, field, `public${address} declares no size: give its <svg> a viewBox`)
}

/** The photos of client quotes and the logos of clients (in the logo list and in case studies). */
export const checkProofImages: Check = (data, problems) => {
  data.yaml.clientQuotes?.forEach((quote, index) => {
    if (quote.photo)
      checkImage(
        data.publicDir,
        yamlCollections.clientQuotes.file,
        `${index}.photo`,
        quote.photo,
        'photo',
        problems,
      )
  })
  data.yaml.clientLogos?.forEach((logo, index) => {
    checkImage(data.publicDir, yamlCollections.clientLogos.file, `${index}.logo`, logo.logo, 'logo', problems)
  })
  for (const { file, item } of data.caseStudies) {
    if (item.clientLogo) checkImage(data.publicDir, file, 'clientLogo', item.clientLogo, 'logo', problems)
  }
}
