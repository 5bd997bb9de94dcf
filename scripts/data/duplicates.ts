/** An entry of data/: a case study or an article, by its file, with its publish date. */
export interface Entry {
  /** Relative to data/. */
  file: string
  publishDate: string
}

/**
 * Which of two entries is the newer. Case studies: the later in file order, since each new study is
 * numbered after the last (NN-name.yaml). Articles: the later publish date (their file names are
 * their addresses, in no order); two published the same day are equals, and both are named.
 */
export type Newer = 'file order' | 'publish date'

export interface Duplicate<E extends Entry> {
  /** The entry the problem is reported at: the newer of the two, or each of two equals. */
  entry: E
  /** The entry that has the same value. */
  other: E
  /**
   * Why `entry` is the one named, in words: "published after it (2025-06-01, it 2025-05-14)", or,
   * for two equals, "published the same day (2025-06-01), so neither is the older".
   */
  why: string
  /** True when neither is the newer: both are named, each with the other. */
  both: boolean
}

function oldestFirst<E extends Entry>(entries: readonly E[], newer: Newer): E[] {
  const byFile = (a: E, b: E) => a.file.localeCompare(b.file)
  return [...entries].sort(
    newer === 'file order' ? byFile : (a, b) => a.publishDate.localeCompare(b.publishDate) || byFile(a, b),
  )
}

/**
 * The entries that repeat a value another entry already has (an id, a slug, a featured image),
 * each at the entry that introduced it, the newer one: a copied entry is named, not the one it was
 * copied from.
 */
export function duplicates<E extends Entry>(
  entries: readonly E[],
  key: (entry: E) => string | number | undefined,
  newer: Newer,
): Duplicate<E>[] {
  const first = new Map<string | number, E>()
  const found: Duplicate<E>[] = []
  for (const entry of oldestFirst(entries, newer)) {
    const value = key(entry)
    if (value === undefined) continue
    const other = first.get(value)
    if (!other) {
      first.set(value, entry)
    } else if (newer === 'file order') {
      found.push({ entry, other, both: false, why: 'numbered after it (a new study takes the next number)' })
    } else if (other.publishDate !== entry.publishDate) {
      const why = `published after it (${entry.publishDate}, it ${other.publishDate})`
      found.push({ entry, other, both: false, why })
    } else {
      const why = `published the same day (${entry.publishDate}), so neither is the older`
      found.push({ entry, other, why, both: true }, { entry: other, other: entry, why, both: true })
    }
  }
  const order = (entry: E) => entries.indexOf(entry)
  return found.sort((a, b) => order(a.entry) - order(b.entry))
}

/**
 * A duplicate's message: `subject` names the value and ends where the other file goes ("7 is
 * also the id of"); `fix` says what to do to `whom` ("it", or "one of them" for two equals).
 */
export function duplicateMessage<E extends Entry>(
  { other, why, both }: Duplicate<E>,
  subject: string,
  noun: string,
  fix: (whom: 'it' | 'one of them') => string,
): string {
  return both
    ? `${subject} data/${other.file}, ${why}: ${fix('one of them')}`
    : `${subject} data/${other.file}; this ${noun} is the newer one, ${why}: ${fix('it')}`
}
