/**
 * Performance figures mean something only on a quiet machine: Lighthouse's simulated throttling
 * scales the CPU time it observes, so every other process that competes for a core inflates TBT and
 * LCP (figures of 200-1,500 ms TBT were once reported from a machine busy with test suites).
 */

/** The 1-minute load average at or above which `npm run perf` refuses to measure. */
export const QUIET_LOAD_AVERAGE = 1

/**
 * Why the machine is too busy to measure, or null when it is quiet: the load average over the
 * last minute (the first of os.loadavg()'s three) must be below QUIET_LOAD_AVERAGE.
 */
export function busyMachineReason([lastMinute]: readonly number[]): string | null {
  if (lastMinute === undefined || lastMinute < QUIET_LOAD_AVERAGE) return null
  return (
    `Not measuring: the load average over the last minute is ${lastMinute.toFixed(2)}, and ` +
    `figures are only meaningful below ${QUIET_LOAD_AVERAGE.toFixed(2)}. Lighthouse scales the CPU ` +
    `time it observes, so other work on the machine inflates TBT and LCP. Stop other builds, tests ` +
    `and servers, wait until \`uptime\` shows a load average below ${QUIET_LOAD_AVERAGE}, and run it again.`
  )
}
