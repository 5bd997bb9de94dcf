/** What the widgets use of the Immutable.js values Decap hands them (entries, fields, list values). */
export interface ImmutableMap {
  get(key: string): unknown
  getIn(path: readonly unknown[]): unknown
  toJS(): unknown
}

/** A value as plain data: Decap's lists and groups are Immutable.js collections. */
export function plain(value: unknown): unknown {
  return value !== null &&
    typeof value === 'object' &&
    typeof (value as { toJS?: unknown }).toJS === 'function'
    ? (value as { toJS(): unknown }).toJS()
    : value
}

/** The props Decap gives every widget control (decap-cms-core's Widget), as far as ours use them. */
export interface ControlProps {
  field: ImmutableMap
  value: unknown
  entry: ImmutableMap
  forID: string
  classNameWrapper: string
  hasActiveStyle?: boolean
  parentIds?: string[]
  onChange(value: unknown): void
  setActiveStyle(): void
  setInactiveStyle(): void
  /** The Widget's own validation: presence, pattern and the control's isValid, shown at the field. */
  validate(): void
}
