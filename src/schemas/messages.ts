import type { z } from 'zod'

/**
 * zod's messages in the words of someone editing a YAML file: "is required", "must be one of a, b",
 * "must list at least 1 item", never "expected string, received undefined". A message a schema gives
 * itself (`.min(1, 'must not be empty')`) wins over these; this map speaks only where it says nothing.
 */
export const plainErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is required'
      if (issue.input === null) return `is empty: write ${typeName(issue.expected)}`
      // `-Set up the domains` under a list's field: a dash with no space after it is no list item.
      if (issue.expected === 'array' && typeof issue.input === 'string' && /^-\S/.test(issue.input))
        return `must be a list, and its first line starts with '-' and no space after it: a list item is '- ' and its text, '- ${issue.input.slice(1, 41)}${issue.input.length > 41 ? '…' : ''}'`
      return `must be ${typeName(issue.expected)}, not ${describe(issue.input)}`
    case 'invalid_value':
      return issue.values.length === 1
        ? `must be ${show(issue.values[0])}`
        : `must be one of ${issue.values.map(show).join(', ')}`
    case 'too_small':
      return sizeMessage('at least', issue.origin, Number(issue.minimum), issue.inclusive !== false)
    case 'too_big':
      return sizeMessage('at most', issue.origin, Number(issue.maximum), issue.inclusive !== false)
    case 'invalid_format':
      return formatMessage(issue.format, issue.pattern)
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`
    case 'unrecognized_keys':
      return unknownFieldsMessage(issue.keys, knownKeys(issue.inst))
    case 'invalid_union':
      return 'does not have any of the forms allowed here'
    case 'invalid_key':
      return 'has a name that is not allowed here'
    case 'invalid_element':
      return 'holds a value that is not allowed here'
    default:
      return 'is not valid'
  }
}

const TYPE_NAMES: Record<string, string> = {
  string: 'a text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields (name: value)',
  record: 'a group of fields (name: value)',
  date: 'a date',
  null: 'empty',
}

function typeName(expected: string): string {
  return TYPE_NAMES[expected] ?? expected
}

/** What a YAML value is, as its editor would call it. */
function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'string') return `the text '${value.length > 40 ? `${value.slice(0, 40)}…` : value}'`
  if (typeof value === 'number') return `the number ${value}`
  if (typeof value === 'boolean') return String(value)
  if (typeof value === 'object') return 'a group of fields'
  return typeof value
}

function show(value: unknown): string {
  return typeof value === 'string' ? value : String(value)
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`
}

function sizeMessage(
  bound: 'at least' | 'at most',
  origin: string,
  limit: number,
  inclusive: boolean,
): string {
  switch (origin) {
    case 'string':
      return bound === 'at least' && limit === 1
        ? 'must not be empty'
        : `must be ${bound} ${plural(limit, 'character')} long`
    case 'array':
    case 'set':
      return bound === 'at least' && limit === 1
        ? 'must list at least one item'
        : `must list ${bound} ${plural(limit, 'item')}`
    default: {
      if (inclusive) return `must be ${bound} ${limit}`
      return `must be ${bound === 'at least' ? 'more' : 'less'} than ${limit}`
    }
  }
}

function formatMessage(format: string, pattern: string | undefined): string {
  switch (format) {
    case 'email':
      return 'must be an e-mail address'
    case 'url':
      return 'must be a full address such as https://example.com/page'
    case 'regex':
      return `is not in the required form (${pattern ?? 'see its schema'})`
    default:
      return `must be a valid ${format}`
  }
}

/** The fields an object schema allows, for the message about one it does not. */
function knownKeys(schema: unknown): string[] {
  const shape = (schema as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)?._zod?.def
    ?.shape
  return shape ? Object.keys(shape) : []
}

/** A field the schema does not know, with the one its editor probably meant and the fields there are. */
export function unknownFieldsMessage(keys: readonly string[], known: readonly string[]): string {
  const guess = keys.length === 1 ? closest(keys[0]!, known) : undefined
  const hint = guess ? `: did you mean '${guess}'?` : ''
  const list = known.length > 0 ? ` (the fields here: ${known.join(', ')})` : ''
  return `is not a field here${hint}${list}`
}

/** The known name within two edits of a misspelt one, if there is exactly one nearest. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  const scored = candidates
    .map((candidate) => ({ candidate, distance: editDistance(word.toLowerCase(), candidate.toLowerCase()) }))
    .filter(({ distance }) => distance <= 2)
    .sort((a, b) => a.distance - b.distance)
  if (scored.length === 0) return undefined
  if (scored.length > 1 && scored[1]!.distance === scored[0]!.distance) return undefined
  return scored[0]!.candidate
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      )
    }
    previous = current
  }
  return previous[b.length]!
}
