/** Cuts `text` to `max` characters and appends an ellipsis when it was longer. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text
}

/** The slug of a title: lowercase, drop non-word characters, collapse spaces/underscores/hyphens. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Escapes text for Telegram's HTML parse mode (and any HTML text node). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** A list as a sentence writes it: "A", "A and B", "A, B and C". */
export function listInWords(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`
}

/** Words separated by white space. */
export function countWords(text: string): number {
  const trimmed = text.trim()
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length
}

const NUMBER_WORDS = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
]

/** A count as a sentence may start with it: "Six" for 6; numbers past twelve stay digits. */
export function countInWords(count: number): string {
  return NUMBER_WORDS[count] ?? String(count)
}

/** Characters a terminal may act on: C0 and C1 controls, DEL, line separators, bidirectional overrides. */
const TERMINAL_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g
const TERMINAL_CONTROL_BUT_LINES =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g

/**
 * Text safe to print to an operator's terminal: every control character shown as an escape
 * (\u001b), so what a visitor typed cannot move the cursor, recolour or hide a line. Tabs and line
 * breaks are kept only when asked (a multi-line block, not a one-line row).
 */
export function terminalSafe(text: string, { keepLineBreaks = false } = {}): string {
  return text.replace(
    keepLineBreaks ? TERMINAL_CONTROL_BUT_LINES : TERMINAL_CONTROL,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}
