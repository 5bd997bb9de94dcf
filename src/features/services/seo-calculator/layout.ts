/**
 * The calculator's two panes share these classes with their loading placeholders, so the space is
 * reserved before the code arrives and nothing below moves when it does. The minimum heights are the
 * loaded panes' measured heights at each breakpoint from 390px up, rounded up (the assumptions
 * closed, as they load).
 */
const pane = 'rounded-2xl border border-card-border bg-card p-6 sm:p-8'

export const calculatorPaneClasses = {
  grid: 'grid gap-6 lg:grid-cols-[7fr_5fr]',
  inputs: `${pane} min-h-[83rem] sm:min-h-[65rem] lg:min-h-[67rem]`,
  results: `${pane} min-h-[49rem] sm:min-h-[47rem] lg:min-h-[67rem]`,
} as const
