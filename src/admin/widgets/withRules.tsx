import { Component, type ComponentType } from 'react'
import { entrySchema, schemaAt } from '../entrySchemas'
import { fieldIssues, fieldMessage, type RuleField } from '../fieldRules'
import { dateOutOfRange, isCalendarDate } from '@/lib/dates'
import { COUNTED_FIELDS, countOf, type Count, type CounterSpec } from '../counters'
import { fieldChanged, onFieldChange } from '../fieldChanges'
import { inPass, reportProblem, startPass } from '../problemFocus'
import { dropServerProblems, entryKey, onServerProblems, serverProblemsOf } from '../serverProblems'
import { isEmptyValue } from '../yamlEdit'
import { plain, type ControlProps } from './immutable'

/** What Decap's Widget and editor pane call on a control instance (decap-cms-core, Widget.js). */
interface ControlInstance {
  isValid?: () => unknown
  validate?: () => void
  focus?: (path?: string) => void
  getValidateValue?: () => unknown
  shouldComponentUpdate?: (next: unknown) => boolean
}

type Field = RuleField & {
  schema_path?: string
  required?: boolean
  counter?: CounterSpec
  founding_year?: number
}

/** The entry's other fields a counter reads, as last typed. */
interface State {
  counted: Record<string, unknown>
}

/** Read by a screen reader, not shown: the counter's line as it crosses its limit. */
const offScreen = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const

const counterStyle = (ok: boolean) => ({
  margin: '6px 0 0',
  fontSize: '13px',
  color: ok ? '#5a6475' : '#b3261e',
})

/**
 * The kind Decap gives an error of a field's rules. Decap tells the marketer that an entry was not
 * saved only when a field's error is of its "required" kind, PRESENCE, so every error of a rule is
 * given that kind: a problem below the fold is never a Publish that silently did nothing (the
 * toast's words, src/admin/locale.ts, fit every kind).
 */
const SHOWN_AS = 'PRESENCE'

/**
 * A widget control with the field's rules: Decap asks a control `isValid` when it validates the
 * field (before a save, and here when the field loses focus), and shows the error under the field.
 * The rules are the zod schema's at the field's `schema_path` (src/admin/fieldRules.ts), and, for a
 * field of the entry's top level, what the check on save found there (src/admin/serverProblems.ts).
 * When the whole entry is validated (Publish, or the check's answer) the first field with a problem
 * gets the cursor (src/admin/problemFocus.ts). Everything else is the wrapped control's.
 */
export function withRules(Control: ComponentType<never>) {
  return class RuledControl extends Component<ControlProps, State> {
    override state: State = { counted: {} }
    private inner: ControlInstance | null = null
    private unsubscribe?: () => void
    private unwatch?: () => void
    /**
     * What a screen reader announces of the counter: its line as it last crossed its limit, one way
     * or the other. The counter itself changes at every key and is not a live region, which would
     * read every keystroke's count aloud.
     */
    private crossing?: { ok: boolean; text: string }

    private readonly setInner = (instance: ControlInstance | null) => {
      this.inner = instance
    }

    private field(): Field {
      return this.props.field.toJS() as Field
    }

    /** A field of the entry's top level (an article's text too): what the check on save names. */
    private topLevel(): boolean {
      return (this.props.parentIds ?? []).length === 0
    }

    private entry(): string {
      const { entry } = this.props
      return entryKey(
        entry.get('collection') as string,
        entry.get('newRecord') ? undefined : (entry.get('path') as string),
      )
    }

    private ruleMessages(): string[] {
      const field = this.field()
      if (field.schema_path === undefined) return []
      const { entry } = this.props
      const root = entrySchema(entry.get('collection') as string, entry.get('slug') as string | undefined)
      const schema = root && schemaAt(root, field.schema_path)
      if (!schema) return []
      const value = plain(this.props.value)
      const messages = fieldIssues(field, schema, value).map((issue) => fieldMessage(field, issue))
      // A date of another century, say: what build:data refuses too (scripts/data/checks/publishDates.ts).
      const today = new Date().toISOString().slice(0, 10)
      const outOfRange =
        field.founding_year !== undefined && typeof value === 'string' && isCalendarDate(value)
          ? dateOutOfRange(value, field.founding_year, today)
          : undefined
      return outOfRange ? [...messages, fieldMessage(field, { path: [], message: outOfRange })] : messages
    }

    override componentDidMount() {
      // A top-level field the check's problems concern validates again when they come (a pass, so
      // that the first gets the cursor) and when they go (the entry changed).
      this.unsubscribe = onServerProblems(({ fields, came }) => {
        if (!this.topLevel() || !fields.has(this.field().name)) return
        if (came) startPass()
        this.props.validate()
      })
      this.watchCounted()
    }

    /** A counter's other fields: as the form opened, then as they are typed. */
    private watchCounted() {
      const { counter } = this.field()
      if (!counter) return
      const names = COUNTED_FIELDS[counter.kind]
      const data = (name: string) => plain(this.props.entry.getIn(['data', name]))
      this.setState({ counted: Object.fromEntries(names.map((name) => [name, data(name)])) })
      this.unwatch = onFieldChange((name, value) => {
        if (names.includes(name)) this.setState(({ counted }) => ({ counted: { ...counted, [name]: value } }))
      })
    }

    override componentWillUnmount() {
      this.unsubscribe?.()
      this.unwatch?.()
    }

    /**
     * A change anywhere in the entry reaches its top-level field's value, which the editor's store
     * replaces only then (a control inside a list may get a new value object at every render).
     */
    override componentDidUpdate(previous: ControlProps) {
      if (!this.topLevel() || previous.value === this.props.value) return
      dropServerProblems(this.entry())
      fieldChanged(this.field().name, plain(this.props.value))
    }

    override shouldComponentUpdate(next: ControlProps, nextState: State): boolean {
      // Decap's Widget asks with the next props only: its own state is not what changed then.
      if (nextState !== undefined && nextState !== this.state) return true
      if (this.inner?.shouldComponentUpdate) return this.inner.shouldComponentUpdate(next)
      return (
        next.value !== this.props.value ||
        next.classNameWrapper !== this.props.classNameWrapper ||
        next.hasActiveStyle !== this.props.hasActiveStyle
      )
    }

    isValid = (): unknown => {
      const own = this.inner?.isValid?.()
      if (
        own === false ||
        own instanceof Promise ||
        (own && typeof own === 'object' && 'error' in own && own.error)
      )
        return own
      const messages = [
        ...this.ruleMessages(),
        ...(this.topLevel() ? serverProblemsOf(this.entry(), this.field().name) : []),
      ]
      const empty = this.field().required !== false && isEmptyValue(plain(this.props.value))
      if (inPass() && (own === false || empty || messages.length > 0)) reportProblem(this.props.forID)
      if (messages.length === 0) return own ?? true
      return { error: { type: SHOWN_AS, parentIds: this.props.parentIds, message: messages.join('; ') } }
    }

    /**
     * Publish validates every field through its control: the check's problems go first (it runs
     * again if the fields pass), then the fields inside (a list's items), then the field's own rules.
     */
    validate = () => {
      startPass(() => dropServerProblems(this.entry()))
      this.inner?.validate?.()
      this.props.validate()
    }

    focus(path?: string) {
      this.inner?.focus?.(path)
    }

    getValidateValue(): unknown {
      return this.inner?.getValidateValue?.()
    }

    /** A field's rules are shown as soon as it is left, not only when the entry is saved. */
    private readonly leave = () => {
      this.props.setInactiveStyle()
      if (this.field().schema_path !== undefined) this.props.validate()
    }

    /** The counter's line when it crossed its limit (none as the form opens within it). */
    private announced(count: Count): string {
      if (!this.crossing) this.crossing = { ok: true, text: '' }
      if (count.ok !== this.crossing.ok) this.crossing = { ok: count.ok, text: count.text }
      return this.crossing.text
    }

    override render() {
      const Inner = Control as ComponentType<
        ControlProps & { ref: (instance: ControlInstance | null) => void }
      >
      const { counter } = this.field()
      const count = counter && countOf(counter, plain(this.props.value), this.state.counted)
      return (
        <>
          <Inner {...this.props} setInactiveStyle={this.leave} ref={this.setInner} />
          {count && (
            <>
              <p data-counter style={counterStyle(count.ok)}>
                {count.text}
              </p>
              <p aria-live="polite" data-counter-announcement style={offScreen}>
                {this.announced(count)}
              </p>
            </>
          )}
        </>
      )
    }
  }
}
