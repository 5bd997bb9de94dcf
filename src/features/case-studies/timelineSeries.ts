/** Names of the timeline chart's two series, shared by the chart and its table. */
export const TIMELINE_SERIES = {
  progress: 'Campaign progress (%)',
  value: 'Results index',
} as const
