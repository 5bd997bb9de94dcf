import { Component } from 'react'
import { slugify } from '@/lib/text'
import { onFieldChange } from '../fieldChanges'
import { entryAddress } from '../publishedAddresses'
import type { ControlProps } from './immutable'

const note = { margin: '6px 0 0', fontSize: '13px', color: '#5a6475' }

/**
 * The last part of an entry's address. A new entry's is made from its title by the site's address
 * rule (src/lib/text.ts) as the title is typed, keystroke by keystroke, until the entry is first
 * saved (published, under `npm run cms`) or the slug is typed by hand; after the save it is shown
 * and kept, so that links to the page keep working.
 */
export class SlugControl extends Component<ControlProps> {
  /**
   * Whether the slug still follows the title: it did when the form opened (empty, or the title's),
   * and it does until it is typed by hand. Not read from the value, which lags a keystroke behind
   * the title while it is typed fast (the title's change and the slug's reach the control in turn).
   */
  private following: boolean

  /** The title as last typed (the entry Decap hands the control may be older). */
  private title: string

  constructor(props: ControlProps) {
    super(props)
    this.title = this.from(props)
    this.following = !props.value || props.value === slugify(this.title)
  }

  private fromField(props: ControlProps = this.props): string {
    return (props.field.get('from') as string | undefined) ?? 'title'
  }

  private from(props: ControlProps = this.props): string {
    return String(props.entry.getIn(['data', this.fromField(props)]) ?? '')
  }

  private isNew(props: ControlProps = this.props): boolean {
    return props.entry.get('newRecord') === true
  }

  private unsubscribe?: () => void

  /**
   * Decap renders the control again only when the slug changes, and hands it the entry as it was
   * then: the title's changes come from the title's field itself (src/admin/fieldChanges.ts).
   */
  override componentDidMount() {
    this.follow(this.from())
    this.unsubscribe = onFieldChange((field, value) => {
      if (field === this.fromField()) this.follow(typeof value === 'string' ? value : '')
    })
  }

  override componentWillUnmount() {
    this.unsubscribe?.()
  }

  /**
   * A new entry's slug, while it follows the title, made from the title as it is now. The title's
   * change reaches here as the editor commits the keystroke that made it, so the slug's change is
   * made in that same keystroke and committed with it. Made later (from a timer, as it once was),
   * it rendered the whole form outside the keystroke, and the keys typed while that render was
   * pending were put back to the title as it had been: "Lead Scoring That" became "Lead Scort".
   */
  private follow(title: string) {
    this.title = title
    if (!this.isNew() || !this.following) return
    const slug = slugify(title)
    // An empty form's slug is left as it is: no change, and no render of the form, as it opens.
    if (slug !== (this.props.value ?? '')) this.props.onChange(slug)
  }

  private readonly typed = (value: string) => {
    this.following = !value || value === slugify(this.title)
    this.props.onChange(value)
  }

  override shouldComponentUpdate(next: ControlProps): boolean {
    return (
      next.value !== this.props.value ||
      this.isNew(next) !== this.isNew() ||
      next.classNameWrapper !== this.props.classNameWrapper ||
      next.hasActiveStyle !== this.props.hasActiveStyle
    )
  }

  override render() {
    const { forID, classNameWrapper, value, setActiveStyle, setInactiveStyle, entry } = this.props
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
          onChange={(event) => this.typed(event.target.value)}
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
