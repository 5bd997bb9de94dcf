/** The activity after `index` in a cycle of `count` (the Live Automation card wraps to the first). */
export function nextActivityIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return (index + 1) % count
}
