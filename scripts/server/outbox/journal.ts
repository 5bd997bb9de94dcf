/**
 * An append-only file of JSON lines. Each append is flushed to disk (fsync) before it returns, so a
 * lead the relay has acknowledged survives a crash or a power cut.
 */
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs'
import type { JournalRecord } from './records'

export interface JournalContents {
  records: JournalRecord[]
  /** Lines that could not be read (a write torn by a crash leaves at most the last one). */
  damagedLines: number[]
}

export function readJournal(file: string): JournalContents {
  const contents: JournalContents = { records: [], damagedLines: [] }
  if (!existsSync(file)) return contents
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (line.trim() === '') return
      try {
        contents.records.push(JSON.parse(line) as JournalRecord)
      } catch {
        contents.damagedLines.push(index + 1)
      }
    })
  return contents
}

export class Journal {
  private fd: number

  constructor(private readonly file: string) {
    this.fd = openSync(file, 'a', 0o600)
  }

  append(record: JournalRecord): void {
    // A torn previous line is ended by the newline in front, so it cannot swallow this record.
    writeSync(this.fd, `${JSON.stringify(record)}\n`)
    fsyncSync(this.fd)
  }

  /** Replaces the file with `records`, atomically: a crash leaves the old file or the new one. */
  rewrite(records: JournalRecord[]): void {
    const temporary = `${this.file}.compact`
    const fd = openSync(temporary, 'w', 0o600)
    writeSync(fd, records.map((record) => `${JSON.stringify(record)}\n`).join(''))
    fsyncSync(fd)
    closeSync(fd)
    closeSync(this.fd)
    renameSync(temporary, this.file)
    this.fd = openSync(this.file, 'a', 0o600)
  }

  close(): void {
    closeSync(this.fd)
  }
}
