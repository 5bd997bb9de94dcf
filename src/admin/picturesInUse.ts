import { listInWords } from '@/lib/text'
import { DATA_FORMATS, fromFile } from './formats'

/**
 * A picture of public/ that an entry shows (an article's cover, an author's photo, a client's logo)
 * is not deleted from the media library: the entry would show a broken picture, and build:data would
 * refuse data/ from then on. The refusal names the entries that use it.
 */

const PUBLIC = 'public/'

/** The address a file of public/ has on the site: public/images/blog/x.svg -> /images/blog/x.svg. */
const addressOf = (path: string) => `/${path.replace(/^\/+/, '').slice(PUBLIC.length)}`

const isPicture = (path: string) => path.replace(/^\/+/, '').startsWith(PUBLIC)

/** An entry as the marketer knows it: "the article 'Cold Email ...'", or its file. */
function entryName(path: string, text: string): string {
  const markdown = path.endsWith('.md')
  let title: unknown
  try {
    title = fromFile(markdown ? DATA_FORMATS.markdown : DATA_FORMATS.yaml, text).title
  } catch {
    // a file the name cannot be read from is named by its path
  }
  const kind = path.startsWith('data/blog/')
    ? 'the article'
    : path.startsWith('data/case-studies/')
      ? 'the case study'
      : undefined
  return kind && typeof title === 'string' ? `${kind} '${title}'` : path
}

/** Why none of `paths` may be deleted, or undefined when no entry of data/ uses any of them. */
export async function picturesInUse(
  backend: {
    entriesByFolder(
      folder: string,
      extension: string,
      depth: number,
    ): Promise<{ file: { path: string }; data: string }[]>
  },
  paths: readonly string[],
): Promise<string | undefined> {
  const pictures = paths.filter(isPicture).map(addressOf)
  if (pictures.length === 0) return undefined
  const files = [
    ...(await backend.entriesByFolder('data', 'yaml', 3)),
    ...(await backend.entriesByFolder('data', 'md', 3)),
  ]
  for (const picture of pictures) {
    const cited = new RegExp(`${picture.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w./-])`)
    const users = files
      .filter(({ data }) => cited.test(data))
      .map(({ file, data }) => entryName(file.path, data))
    if (users.length > 0)
      return `${picture} is shown by ${listInWords(users)}: give ${users.length === 1 ? 'it' : 'them'} another picture first, then delete it.`
  }
  return undefined
}
