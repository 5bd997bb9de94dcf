import { Component } from 'react'
import { plain, type ControlProps } from './immutable'

const row = { display: 'flex', gap: '8px', alignItems: 'center', marginTop: '8px' }
const choice = (active: boolean) => ({
  padding: '6px 12px',
  border: '1px solid #c9cfd9',
  borderRadius: '5px',
  background: active ? '#3a69c7' : '#fff',
  color: active ? '#fff' : '#313d3e',
  fontWeight: 600,
  cursor: 'pointer',
})
const small = {
  padding: '4px 10px',
  border: '1px solid #c9cfd9',
  borderRadius: '5px',
  background: '#fff',
  cursor: 'pointer',
}

/** A paragraph as the points of a list: one point a sentence, without its full stop. */
export function textToPoints(text: string): string[] {
  const points = text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((point) => point.trim().replace(/\.$/, ''))
    .filter(Boolean)
  return points.length > 0 ? points : ['']
}

/** Points as one paragraph: each a sentence. */
export function pointsToText(points: readonly string[]): string {
  return points
    .map((point) => point.trim())
    .filter(Boolean)
    .map((point) => (/[.!?]$/.test(point) ? point : `${point}.`))
    .join(' ')
}

/**
 * A field the schema allows as a text or a list of texts (a study's challenges): it is edited as
 * what the entry has, one paragraph or a list of points, and can be switched from one to the other.
 */
export class TextOrListControl extends Component<ControlProps> {
  private value(): string | string[] {
    const value = plain(this.props.value)
    if (Array.isArray(value)) return value.map(String)
    return typeof value === 'string' ? value : ''
  }

  private label(): string {
    return String(this.props.field.get('label') ?? this.props.field.get('name'))
  }

  private setPoints(points: string[]) {
    this.props.onChange(points)
  }

  override render() {
    const { forID, classNameWrapper, onChange, setActiveStyle, setInactiveStyle } = this.props
    const value = this.value()
    const asList = Array.isArray(value)
    const label = this.label()
    return (
      <div id={forID} className={classNameWrapper}>
        <div role="group" aria-label={`${label}: written as`} style={{ display: 'flex', gap: '8px' }}>
          <button
            type="button"
            aria-pressed={!asList}
            style={choice(!asList)}
            onClick={() => asList && onChange(pointsToText(value))}
          >
            One paragraph
          </button>
          <button
            type="button"
            aria-pressed={asList}
            style={choice(asList)}
            onClick={() => !asList && this.setPoints(textToPoints(value))}
          >
            A list of points
          </button>
        </div>
        {asList ? (
          <div>
            {value.map((point, index) => (
              <div key={index} style={row}>
                <input
                  type="text"
                  aria-label={`${label}, point ${index + 1}`}
                  value={point}
                  style={{ flex: 1, padding: '8px', border: '1px solid #dfdfe3', borderRadius: '5px' }}
                  onChange={(event) =>
                    this.setPoints(value.map((item, at) => (at === index ? event.target.value : item)))
                  }
                  onFocus={setActiveStyle}
                  onBlur={setInactiveStyle}
                />
                <button
                  type="button"
                  aria-label={`Remove point ${index + 1}`}
                  style={small}
                  onClick={() => this.setPoints(value.filter((_, at) => at !== index))}
                >
                  Remove
                </button>
              </div>
            ))}
            <button
              type="button"
              style={{ ...small, marginTop: '8px' }}
              onClick={() => this.setPoints([...value, ''])}
            >
              Add a point
            </button>
          </div>
        ) : (
          <textarea
            aria-label={label}
            value={value}
            rows={Math.max(4, Math.ceil(value.length / 90))}
            style={{
              width: '100%',
              marginTop: '8px',
              padding: '8px',
              border: '1px solid #dfdfe3',
              borderRadius: '5px',
              font: 'inherit',
            }}
            onChange={(event) => onChange(event.target.value)}
            onFocus={setActiveStyle}
            onBlur={setInactiveStyle}
          />
        )}
      </div>
    )
  }
}

/** The field in Decap's own preview of a widget: the paragraph, or the points as a list. */
export function TextOrListPreview({ value }: { value: unknown }) {
  const content = plain(value)
  if (Array.isArray(content))
    return (
      <ul>
        {content.map((point, index) => (
          <li key={index}>{String(point)}</li>
        ))}
      </ul>
    )
  return <p>{typeof content === 'string' ? content : ''}</p>
}
