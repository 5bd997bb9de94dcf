import { createHash } from 'node:crypto'
import type { DataFiles } from '../dataFiles'
import type { Check } from '../dataSet'
import { duplicateMessage, duplicates } from '../duplicates'

function contentHash(files: DataFiles, address: string): string | undefined {
  const bytes = files.readPublic(address)
  // A missing file is reported where the article names it.
  return bytes && createHash('sha256').update(bytes).digest('hex')
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
    hash: contentHash(data.files, item.featuredImage),
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
