/**
 * The build's steps, each timed in the build's own output (`  vike build  8.1 s`), so that a step
 * grown slow shows in every build's log.
 */
export async function step<T>(
  name: string,
  run: () => T | Promise<T>,
  detail?: (result: T) => string,
): Promise<T> {
  const started = performance.now()
  const result = await run()
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`  ${name.padEnd(22)} ${seconds.padStart(5)} s${detail ? `  ${detail(result)}` : ''}`)
  return result
}
