/** One process at a time owns an outbox: the server while it runs, otherwise `npm run leads`. */
import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs'

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export class OutboxBusyError extends Error {
  constructor(readonly pid: number) {
    super(`The outbox is in use by process ${pid}.`)
  }
}

/** Lock files this process holds: a file naming our own pid is stale unless it is one of these. */
const held = new Set<string>()

/** Takes the lock file or throws OutboxBusyError; a lock left by a dead process is taken over. */
export function acquireLock(file: string): () => void {
  for (;;) {
    try {
      const fd = openSync(file, 'wx', 0o600)
      writeSync(fd, String(process.pid))
      closeSync(fd)
      held.add(file)
      return () => {
        held.delete(file)
        rmSync(file, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const text = readFileSync(file, 'utf8').trim()
      const pid = Number(text)
      // An empty file is a lock being written right now, unless it is old.
      if (text === '' && Date.now() - statSync(file).mtimeMs < 5000) throw new OutboxBusyError(0)
      // After a container restart the server may get the pid its predecessor had: that lock is stale.
      const busy = pid === process.pid ? held.has(file) : Number.isInteger(pid) && pid > 0 && isAlive(pid)
      if (busy) throw new OutboxBusyError(pid)
      rmSync(file, { force: true })
    }
  }
}
