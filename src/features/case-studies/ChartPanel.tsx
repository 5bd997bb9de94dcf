import type { ReactNode } from 'react'

export interface ChartTable {
  caption: string
  columns: readonly string[]
  rows: readonly (readonly string[])[]
}

/** A chart (see charts.tsx) followed by a table of the same figures for screen readers (in the prerendered HTML too). */
export function ChartPanel({ table, children }: { table: ChartTable; children: ReactNode }) {
  return (
    <div>
      {children}
      {/* The wrapper hides the table: a table is never narrower than its content, sr-only or not. */}
      <div className="sr-only">
        <table>
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
    </div>
  )
}
