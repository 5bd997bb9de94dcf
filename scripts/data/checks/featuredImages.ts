import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Check } from '../dataSet'

function contentHash(file: string): string | undefined {
  try {
    return createHash('sha256').update(readFileSync(file)).digest('hex')
  } catch {
    return undefined // a missing file is reported where the article names it
  }
}

/**
 * Each article has its own artwork, so neither the list nor a related card repeats a picture: two
 * articles may not share a featured image, by path or by content (a copy under a new name).
 */
export const checkFeaturedImages: Check = (data, problems) => {
  const first = new Map<string, { file: string; image: string }>()
  for (const { file, item } of data.blog) {
    const hash = contentHash(path.join(data.publicDir, item.featuredImage))
    if (hash === undefined) continue
    const earlier = first.get(hash)
    if (!earlier) {
      first.set(hash, { file, image: item.featuredImage })
    } else if (earlier.image === item.featuredImage) {
      problems.error(file, 'featuredImage', `'${item.featuredImage}' is already used by data/${earlier.file}`)
    } else {
      problems.error(
        file,
        'featuredImage',
        `public${item.featuredImage} is the same picture as public${earlier.image}, the featured image of data/${earlier.file}: draw this article its own`,
      )
    }
  }
}
