import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { startServerProcess } from '../../support/serverProcess'

const CHATTY = path.resolve(import.meta.dirname, '../../fixtures/processes/chattyShutdown.ts')

describe('the harness that runs the server as a process', () => {
  // It once dropped stop()'s exit listener whenever the server printed after starting, so a server
  // that logged while shutting down was "stopped" only when the test timed out.
  it('sees the exit of a server that keeps printing while it stops', async () => {
    const server = await startServerProcess(process.cwd(), {}, CHATTY)
    const started = Date.now()
    expect(await server.stop()).toBe(0)
    expect(server.output()).toContain('shutting down, line 5')
    expect(Date.now() - started).toBeLessThan(10_000)
  }, 30_000)
})
