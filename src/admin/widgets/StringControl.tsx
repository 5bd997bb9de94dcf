import { Component, type ChangeEvent } from 'react'
import type { ControlProps } from './immutable'

interface State {
  /** The text as the marketer last typed it, or as the entry last changed it from elsewhere. */
  text: string
}

/** The value as the input shows it: a number YAML read from an unquoted value shows as typed. */
const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''

/**
 * The field as the entry's value `value` arrives, given the texts it has `sent` that have not come
 * back yet (oldest first) and the `text` it shows: one of its own changes leaves the text as typed
 * since; any other value is a change made elsewhere, and is shown.
 */
export function valueArrived(sent: string[], value: string, text: string): { sent: string[]; text: string } {
  const at = sent.indexOf(value)
  if (at >= 0) return { sent: sent.slice(at + 1), text }
  return { sent: [], text: value }
}

/**
 * A one-line text field (Decap's `string` widget) whose input shows the text as typed, kept in the
 * control's own state and sent to the entry at every key. Decap's own shows the entry's value:
 * while a render of the whole form was pending (the editor's store, react-redux 7 under React 19),
 * React put the input back to the value of the last render, and keys typed fast into a new
 * article's title were lost. A change of the entry that is not one the field sent (an entry reset,
 * a value put in by another field) still shows at once.
 */
export class StringControl extends Component<ControlProps, State> {
  override state: State = { text: textOf(this.props.value) }

  /** Texts sent to the entry that have not come back as the value yet, oldest first. */
  private sent: string[] = []

  override componentDidUpdate(previous: ControlProps) {
    if (previous.value === this.props.value) return
    const { sent, text } = valueArrived(this.sent, textOf(this.props.value), this.state.text)
    this.sent = sent
    if (text !== this.state.text) this.setState({ text })
  }

  private readonly typed = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value
    this.sent.push(text)
    this.setState({ text })
    this.props.onChange(text)
  }

  override render() {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props
    return (
      <input
        type="text"
        id={forID}
        className={classNameWrapper}
        value={this.state.text}
        onChange={this.typed}
        onFocus={setActiveStyle}
        onBlur={setInactiveStyle}
      />
    )
  }
}
