import { describe, expect, it } from 'vitest'
import { runLoad } from '../perf/load'

describe('the server under a short load (npm run perf:load measures longer)', { timeout: 120_000 }, () => {
  it('answers every request as expected and delivers every accepted lead exactly once', async () => {
    const report = await runLoad({ seconds: 2, connections: 4 })
    for (const row of report.rows) {
      expect(row.requests, row.scenario).toBeGreaterThan(0)
      expect(row.unexpected, row.scenario).toBe(0)
    }
    expect(report.accepted).toBeGreaterThan(5)
    expect(report.deliveredOnce).toBe(true)
  })
})
