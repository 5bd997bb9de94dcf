import { describe, expect, it } from 'vitest'
import { busyMachineReason, QUIET_LOAD_AVERAGE } from '../../scripts/perf/quietMachine'

describe('npm run perf measures only on a quiet machine', () => {
  it('measures when the load average over the last minute is below 1, whatever the longer ones say', () => {
    expect(busyMachineReason([0, 0, 0])).toBeNull()
    expect(busyMachineReason([0.99, 3.5, 7.2])).toBeNull()
  })

  it('refuses at 1 or more, naming the load average it saw and what to do', () => {
    expect(busyMachineReason([QUIET_LOAD_AVERAGE, 0.2, 0.1])).toContain('is 1.00')
    const reason = busyMachineReason([3.456, 0.5, 0.5])
    expect(reason).toMatch(/^Not measuring: the load average over the last minute is 3\.46/)
    expect(reason).toContain('below 1')
  })
})
