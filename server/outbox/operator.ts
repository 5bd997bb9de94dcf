/**
 * What an operator can do with the outbox (`npm run leads`), the same whether the command reaches a
 * running server through its control socket or opens the outbox itself.
 */
import type { Attempt, Lead, LeadStatus, LeadStore } from '../../relay/leadStore'
import type { HealthReport } from '../../relay/upkeep'
import { backupOutbox, type OutboxCopy } from './backup'
import type { Outbox } from './outbox'

export interface LeadDetails {
  lead: Lead
  history: Attempt[]
}

export interface OperatorCommands {
  summary(): Promise<HealthReport>
  list(status?: LeadStatus): Promise<Lead[]>
  show(id: string): Promise<LeadDetails>
  /** Tries a failed (or waiting) lead again now; resolves with its state after the attempt. */
  resend(id: string): Promise<Lead>
  /** Deletes a lead and its attempts (a person asked us to erase their data). */
  remove(id: string): Promise<string>
  /** A consistent copy of the outbox at `file` (an absolute path), taken while leads keep coming. */
  backup(file: string): Promise<OutboxCopy>
}

export class OperatorError extends Error {}

/** What reads the outbox: on this server's SQLite, and on the deployed D1 (`--remote`). */
export type ReadCommands = Pick<OperatorCommands, 'summary' | 'list' | 'show'>

/** A full id, or a prefix of one that no other id shares (as git takes commits). */
async function resolveId(store: LeadStore, id: string): Promise<string> {
  const matches = await store.idsStartingWith(id)
  if (id === '' || matches.length === 0)
    throw new OperatorError(`No lead with id ${id}. \`npm run leads\` lists them.`)
  if (matches.length > 1) throw new OperatorError(`${id} starts more than one lead id: give more of it.`)
  return matches[0]!
}

export function readCommands(store: LeadStore, summary: () => Promise<HealthReport>): ReadCommands {
  return {
    summary,
    list: (status) => store.list(status),
    async show(id) {
      const full = await resolveId(store, id)
      const [lead, history] = await Promise.all([store.get(full), store.attemptsOf(full)])
      return { lead: lead!, history }
    },
  }
}

export function operatorCommands(
  { relay, courier, database, dataDir }: Pick<Outbox, 'relay' | 'courier' | 'database' | 'dataDir'>,
  now: () => number = Date.now,
): OperatorCommands {
  const { store, dispatcher } = relay
  const resolve = (id: string) => resolveId(store, id)
  return {
    ...readCommands(store, () => relay.health()),
    async resend(id) {
      const full = await resolve(id)
      try {
        await store.requeue(full, now())
      } catch (error) {
        throw new OperatorError((error as Error).message)
      }
      if (!dispatcher.configured)
        throw new OperatorError(
          'TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID are not set: the lead waits until they are.',
        )
      if ((await dispatcher.attempt(full)) === 'not-claimed') courier.wake()
      return (await store.get(full))!
    },
    async remove(id) {
      const full = await resolve(id)
      await store.remove(full)
      return full
    },
    async backup(file) {
      try {
        return await backupOutbox(database.db, dataDir, file)
      } catch (error) {
        throw new OperatorError(`No backup was written: ${(error as Error).message}`)
      }
    },
  }
}
