import { Component } from 'react'
import { slugify } from '@/lib/text'
import { entryAddress } from '../publishedAddresses'
import type { ControlProps } from './immutable'

const note = { margin: '6px 0 0', fontSize: '13px', color: '#5a6475' }

/**
 * The last part of an entry's address. A new entry's is made from its title by the site's address
 * rule (src/lib/text.ts) while the title is typed, and may be changed until the entry is first
 * saved; after that it is shown and kept, so that links to the page keep working.
 */
export class SlugControl extends Component<ControlProps> {
  private from(props: ControlProps = this.props): string {
    return String(
      props.entry.getIn(['data', (props.field.get('from') as string | undefined) ?? 'title']) ?? '',
    )
  }

  private isNew(props: ControlProps = this.props): boolean {
    return props.entry.get('newRecord') === true
  }

  override componentDidMount() {
    if (this.isNew() && !this.props.value && this.from()) this.props.onChange(slugify(this.from()))
  }

  /** Follows the title while the slug is still the one the title gave (or empty). */
  override componentDidUpdate(previous: ControlProps) {
    const before = this.from(previous)
    const title = this.from()
    if (!this.isNew() || before === title) return
    if (!this.props.value || this.props.value === slugify(before)) this.props.onChange(slugify(title))
  }

  override shouldComponentUpdate(next: ControlProps): boolean {
    return (
      next.value !== this.props.value ||
      this.from(next) !== this.from() ||
      this.isNew(next) !== this.isNew() ||
      next.classNameWrapper !== this.props.classNameWrapper ||
      next.hasActiveStyle !== this.props.hasActiveStyle
    )
  }

  override render() {
    const { forID, classNameWrapper, value, onChange, setActiveStyle, setInactiveStyle, entry } = this.props
    const slug = typeof value === 'string' ? value : ''
    const address = entryAddress(entry.get('collection') as string, { slug }) ?? `/${slug}`
    const isNew = this.isNew()
    return (
      <div>
        <input
          type="text"
          id={forID}
          className={classNameWrapper}
          value={slug}
          readOnly={!isNew}
          aria-describedby={`${forID}-address`}
          onChange={(event) => onChange(event.target.value)}
          onFocus={setActiveStyle}
          onBlur={setInactiveStyle}
        />
        <p id={`${forID}-address`} style={note}>
          {isNew ? `The page will be at ${address}` : `The page is at ${address}`}
        </p>
      </div>
    )
  }
}
