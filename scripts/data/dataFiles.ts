import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/**
 * Everything the pipeline reads: the files of data/ (by their path relative to data/, written with
 * /) and the files of public/ (by their site address, /images/a.svg). `npm run build:data`, the dev
 * plugin and the editor's checks read the disk (diskDataFiles); the unit tests hand the pipeline a
 * data set held in memory (MemoryDataFiles).
 */
export interface DataFiles {
  /** The text of a file of data/; undefined when it is missing or unreadable. */
  readData(file: string): string | undefined
  /** The names of the entries of a folder of data/; none when the folder is absent. */
  listData(folder: string): string[]
  /** The bytes of a file of public/; undefined when the address names no file there. */
  readPublic(address: string): Uint8Array | undefined
  /** Whether the address names a file of public/ (not a folder, nothing outside public/). */
  isPublicFile(address: string): boolean
}

/** data/ and public/ on disk. */
export function diskDataFiles(dataDir: string, publicDir: string): DataFiles {
  const inside = path.join(publicDir, path.sep)
  const inPublic = (address: string) => {
    const file = path.join(publicDir, address)
    return file.startsWith(inside) ? file : undefined
  }
  const isPublicFile = (address: string) => {
    const file = inPublic(address)
    return file !== undefined && (statSync(file, { throwIfNoEntry: false })?.isFile() ?? false)
  }
  return {
    readData(file) {
      try {
        return readFileSync(path.join(dataDir, file), 'utf8')
      } catch {
        return undefined
      }
    },
    listData(folder) {
      try {
        return readdirSync(path.join(dataDir, folder))
      } catch {
        return []
      }
    },
    readPublic: (address) => (isPublicFile(address) ? readFileSync(inPublic(address)!) : undefined),
    isPublicFile,
  }
}

/** The key of a public file in memory: its address without the leading /, as a path relative to public/. */
const publicKey = (address: string) => path.posix.join('/', address).slice(1)

/** data/ and public/ held in memory: the text of each data file, the bytes of each public file. */
export class MemoryDataFiles implements DataFiles {
  constructor(
    /** The text of each file of data/, by its path relative to data/. */
    readonly data: Map<string, string>,
    /** The bytes of each file of public/, by its path relative to public/. */
    readonly publicFiles: ReadonlyMap<string, Uint8Array>,
  ) {}

  readData(file: string) {
    return this.data.get(path.posix.normalize(file))
  }

  listData(folder: string) {
    const prefix = `${path.posix.normalize(folder)}/`
    const names = [...this.data.keys()]
      .filter((file) => file.startsWith(prefix))
      .map((file) => file.slice(prefix.length).split('/')[0]!)
    return [...new Set(names)]
  }

  readPublic(address: string) {
    return this.publicFiles.get(publicKey(address))
  }

  isPublicFile(address: string) {
    return this.publicFiles.has(publicKey(address))
  }

  /** A copy whose data files can be changed without touching this one's (public files are shared). */
  copy(): MemoryDataFiles {
    return new MemoryDataFiles(new Map(this.data), this.publicFiles)
  }
}
