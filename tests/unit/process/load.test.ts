import { describe, expect, it } from 'vitest'
import { runLoad } from '../../perf/load'
import { copyMigratedEdgeState } from '../../support/migratedEdgeState'

describe.each([false, true])(
  'the site under a short load, edge: %s (npm run perf:load measures longer)',
  { timeout: 300_000 },
  (edge) => {
    it('answers every request as expected and delivers every accepted lead exactly once', async () => {
      // serve:edge on a migrated local D1 state: this test is not about migrating.
      const prepare = edge ? { prepare: copyMigratedEdgeState } : {}
      const report = await runLoad({ seconds: 2, connections: 4, edge, ...prepare })
      for (const row of report.rows) {
        expect(row.requests, row.scenario).toBeGreaterThan(0)
        expect(row.unexpected, row.scenario).toBe(0)
      }
      expect(report.accepted).toBeGreaterThan(5)
      expect(report.deliveredOnce).toBe(true)
    })
  },
)
