import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Check } from '../dataSet'
import { duplicateMessage, duplicates } from '../duplicates'

function contentHash(file: string): string | undefined {
  try {
    return createHash('sha256').update(readFileSync(file)).digest('hex')
  } catch {
    return undefined // a missing file is reported where the article names it
  }
}

/**
 * Each article has its own artwork, so neither the list nor a related card repeats a picture: two
 * articles may not share a featured image, by path or by content (a copy under a new name). The
 * article named is the one that brought the picture a second time: the newer by publish date (both,
 * when they were published the same day).
 */
export const checkFeaturedImages: Check = (data, problems) => {
  // Scheduled articles too: the day one goes live, its picture must still be its own.
  const articles = [...data.blog, ...data.scheduled].map(({ file, item }) => ({
    file,
    publishDate: item.publishDate,
    image: item.featuredImage,
    hash: contentHash(path.join(data.publicDir, item.featuredImage)),
  }))
  for (const duplicate of duplicates(articles, (article) => article.hash, 'publish date')) {
    const { entry, other } = duplicate
    const subject =
      entry.image === other.image
        ? `'${entry.image}' is also the featured image of`
        : `public${entry.image} is the same picture as public${other.image}, the featured image of`
    const message = duplicateMessage(duplicate, subject, 'article', (whom) =>
      whom === 'it' ? 'draw this article its own' : 'draw one of them its own',
    )
    problems.error(entry.file, 'featuredImage', message)
  }
}
