import { ChartColumn } from 'lucide-react'
import type { ReactNode } from 'react'
import { WhenNear } from '@/components/ui/when-near'

/** What a chart shows before its code has loaded (and without JavaScript): same size, a short note. */
function ChartPlaceholder() {
  return (
    <div className="flex h-full w-full flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-card-border bg-background-raised text-sm text-muted">
      <ChartColumn aria-hidden className="size-6" />
      <span>Loading chart...</span>
    </div>
  )
}

export interface ChartTable {
  caption: string
  columns: readonly string[]
  rows: readonly (readonly string[])[]
}

/**
 * A chart in a box of fixed height (no layout shift), loaded when scrolled near, followed by a
 * table of the same figures for screen readers (in the prerendered HTML too).
 */
export function ChartPanel({ table, children }: { table: ChartTable; children: ReactNode }) {
  return (
    <div>
      <WhenNear className="relative h-72 w-full sm:h-80" fallback={<ChartPlaceholder />}>
        {children}
      </WhenNear>
      <table className="sr-only">
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
