/**
 * The outbox's write-ahead log (outbox.sqlite-wal), read as SQLite reads it when it opens the
 * database (https://www.sqlite.org/fileformat2.html#walformat), before SQLite does: SQLite applies
 * the log up to the first frame that does not check out and ignores the rest without a word, so a
 * log cut short or overwritten in the middle loses committed leads silently. This finds that damage.
 *
 * The log is a 32-byte header (magic, format, page size, checkpoint number, two salts, a checksum),
 * then frames: a 24-byte header (page number, the database size for the frame that commits a
 * transaction, the salts, a checksum over this frame and every one before it) and a page. What a
 * crash or a normal restart leaves is not damage: frames of a transaction that never committed, the
 * header of a frame whose page was not written yet, and frames of an earlier log (other salts) that
 * a restarted log has not overwritten. Damage is what SQLite would drop that had been committed: a
 * frame cut short at the end (the file was truncated), or a commit frame of this log (its salts)
 * that checks out against the frame before it, after a frame that does not (the middle was
 * overwritten). A log cut exactly at a frame's end looks like a crash before a commit and passes.
 *
 * A full disk leaves a frame cut short too, and that is no damage: SQLite writes a frame's header
 * and its page, and when the file system runs out of room the write stops where the last block it
 * could give ends; the transaction fails, nobody was told it was kept, and SQLite writes over the
 * rest next time. So a log whose last frame is cut exactly at a block boundary of the file system
 * (st_blksize) passes; a cut anywhere else (a copy or a truncation gone wrong) is damage.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'

const HEADER_BYTES = 32
const FRAME_HEADER_BYTES = 24
const FORMAT_VERSION = 3007000

/** SQLite's checksum: pairs of 32-bit words, big-endian or little-endian as the magic number says. */
function checksum(
  data: Buffer,
  from: number,
  to: number,
  bigEndian: boolean,
  seed: readonly [number, number],
): [number, number] {
  let [s0, s1] = seed
  for (let at = from; at < to; at += 8) {
    s0 = (s0 + (bigEndian ? data.readUInt32BE(at) : data.readUInt32LE(at)) + s1) >>> 0
    s1 = (s1 + (bigEndian ? data.readUInt32BE(at + 4) : data.readUInt32LE(at + 4)) + s0) >>> 0
  }
  return [s0, s1]
}

const stored = (data: Buffer, at: number): [number, number] => [
  data.readUInt32BE(at),
  data.readUInt32BE(at + 4),
]
const same = (a: readonly [number, number], b: readonly [number, number]) => a[0] === b[0] && a[1] === b[1]

/** What is wrong with the log at `file`, in words, or undefined when SQLite will apply all it holds. */
export function walDamage(file: string): string | undefined {
  if (!existsSync(file)) return undefined
  const log = readFileSync(file)
  if (log.length === 0) return undefined
  if (log.length < HEADER_BYTES) return `it ends ${log.length} bytes into its 32-byte header`
  const magic = log.readUInt32BE(0)
  const bigEndian = (magic & 1) === 1
  const pageSize = log.readUInt32BE(8)
  const headerOk =
    (magic & ~1) === 0x377f0682 &&
    log.readUInt32BE(4) === FORMAT_VERSION &&
    pageSize >= 512 &&
    pageSize <= 65536 &&
    (pageSize & (pageSize - 1)) === 0 &&
    same(checksum(log, 0, 24, bigEndian, [0, 0]), stored(log, 24))
  const frameBytes = FRAME_HEADER_BYTES + (headerOk ? pageSize : 0)
  if (!headerOk)
    return log.length > HEADER_BYTES
      ? `its header does not check out, so SQLite would ignore all ${log.length - HEADER_BYTES} bytes after it`
      : undefined
  const salts = stored(log, 16)
  const frames = Math.floor((log.length - HEADER_BYTES) / frameBytes)
  const rest = (log.length - HEADER_BYTES) % frameBytes
  const at = (frame: number) => HEADER_BYTES + frame * frameBytes
  /** Whether a frame belongs to this log and checks out, seeded with the checksum before it. */
  const checksOut = (frame: number, seed: readonly [number, number]) => {
    const start = at(frame)
    if (log.readUInt32BE(start) === 0 || !same(stored(log, start + 8), salts)) return false
    const ofHeader = checksum(log, start, start + 8, bigEndian, seed)
    return same(
      checksum(log, start + FRAME_HEADER_BYTES, start + frameBytes, bigEndian, ofHeader),
      stored(log, start + 16),
    )
  }
  let applied = 0
  let seed = stored(log, 24)
  while (applied < frames && checksOut(applied, seed)) {
    seed = stored(log, at(applied) + 16)
    applied++
  }
  let dropped = 0
  for (let frame = applied + 1; frame < frames; frame++)
    if (log.readUInt32BE(at(frame) + 4) > 0 && checksOut(frame, stored(log, at(frame - 1) + 16))) dropped++
  if (dropped > 0)
    return (
      `frame ${applied + 1} of ${frames} does not check out, and ${dropped} committed ` +
      `transaction${dropped === 1 ? '' : 's'} after it would be dropped`
    )
  // A crash between a frame's header and its page leaves the header alone at the end.
  const headerAlone = rest === FRAME_HEADER_BYTES && same(stored(log, at(frames) + 8), salts)
  if (rest > 0 && !headerAlone && !stoppedByFullDisk(file, log.length))
    return `it ends ${rest} bytes into frame ${frames + 1}: the file was cut short`
  return undefined
}

/** Whether a log of `length` bytes ends where a write stops on a full disk: at a block boundary. */
function stoppedByFullDisk(file: string, length: number): boolean {
  const blockSize = statSync(file).blksize || 4096
  return length % blockSize === 0
}
