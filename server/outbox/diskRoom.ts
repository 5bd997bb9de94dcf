/**
 * Whether the disk holding DATA_DIR has room for a lead at its largest: read on every health check
 * of both local hosts (`npm run serve`'s outbox, `npm run serve:edge`'s local D1), so /healthz says
 * 503 on a full disk while the server is idle, before a visitor's post fails.
 */
import { statfs } from 'node:fs/promises'
import { CONTACT_BODY_MAX_BYTES } from '@/features/contact/api'

/** A lead at the body cap is stored about twice: the submitted fields and the chat message. */
export const LEAD_BYTES = 2 * CONTACT_BODY_MAX_BYTES
/** Free space a lead at its largest needs: its rows, its attempts, and the log's frames around them. */
const LEAD_ROOM_BYTES = 4 * LEAD_BYTES

/** Why the disk holding `dataDir` cannot take a lead at its largest, or undefined when it can. */
export async function lackOfRoom(dataDir: string): Promise<string | undefined> {
  const { bavail, bsize } = await statfs(dataDir)
  const free = bavail * bsize
  return free < LEAD_ROOM_BYTES
    ? `The disk holding DATA_DIR=${dataDir} has ${free} bytes free, less than the ${LEAD_ROOM_BYTES} a lead needs: free space there.`
    : undefined
}
