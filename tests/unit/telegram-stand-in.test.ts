import { readFileSync } from 'node:fs'
import net from 'node:net'
import { describe, expect, it } from 'vitest'
import { startTelegramStandIn } from '../support/telegramStandIn'

/** The lowest port Linux hands out for listen(0) and for a connection's own end. */
function lowestEphemeralPort(): number {
  return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0])
}

const portOf = (url: string) => Number(new URL(url).port)

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'))
  })

describe('the Telegram stand-in', () => {
  it('listens below the ports the system hands out, so that the port down() frees is still free for up()', async () => {
    const standIns = await Promise.all([1, 2, 3].map(() => startTelegramStandIn()))
    try {
      const ports = standIns.map((standIn) => portOf(standIn.url))
      expect(new Set(ports).size).toBe(ports.length)
      for (const port of ports) expect(port).toBeLessThan(lowestEphemeralPort())
      const [first] = standIns
      await first!.down()
      expect(await refused(portOf(first!.url))).toBe(true)
      await first!.up()
      expect((await fetch(`${first!.url}/__requests`)).ok).toBe(true)
    } finally {
      await Promise.all(standIns.map((standIn) => standIn.close()))
    }
  })
})
