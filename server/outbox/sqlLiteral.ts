/**
 * A statement with its parameters written into the SQL as literals, for the one place that cannot
 * bind them: `wrangler d1 execute --command` sends SQL text alone. A string becomes the hex of its
 * UTF-8 bytes cast to text (`CAST(X'…' AS TEXT)`), so no character a visitor typed (a quote, a
 * semicolon, a NUL, a line break) can end the literal or reach the SQL; a number must be finite.
 */
import type { SqlStatement, SqlValue } from '../../relay/sql'

export function sqlLiteral(value: SqlValue): string {
  if (value === null) return 'NULL'
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`${value} cannot be written into SQL.`)
    return Object.is(value, -0) ? '-0.0' : String(value)
  }
  return `CAST(X'${Buffer.from(value, 'utf8').toString('hex')}' AS TEXT)`
}

/**
 * The statement's text with each `?` replaced by its parameter's literal. A `?` inside a quoted
 * literal or identifier of the text is left alone; the number of placeholders must match.
 */
export function inlineParameters({ text, params }: SqlStatement): string {
  let next = 0
  const written = text.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|\?/g, (token) => {
    if (token !== '?') return token
    if (next >= params.length) throw new Error(`The statement has more placeholders than parameters: ${text}`)
    return sqlLiteral(params[next++]!)
  })
  if (next !== params.length) throw new Error(`The statement has fewer placeholders than parameters: ${text}`)
  return written
}
