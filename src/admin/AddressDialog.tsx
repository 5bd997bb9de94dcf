import { useEffect, useRef, useState } from 'react'
import { createRoot } from 'react-dom/client'

/** A page a deleted entry's address may lead to: its address and how the marketer knows it. */
export interface AddressChoice {
  path: string
  label: string
}

interface Question {
  /** The address that would lead nowhere. */
  address: string
  /** "study", "article". */
  kind: string
  /** The pages it may lead to, the default first. */
  choices: readonly AddressChoice[]
}

const box = {
  maxWidth: '34rem',
  padding: '24px',
  border: '1px solid #c9cfd9',
  borderRadius: '8px',
  font: '15px/1.5 system-ui, sans-serif',
  color: '#313d3e',
}
const button = (danger: boolean) => ({
  padding: '8px 14px',
  border: '1px solid',
  borderColor: danger ? '#b3261e' : '#c9cfd9',
  borderRadius: '5px',
  background: danger ? '#b3261e' : '#fff',
  color: danger ? '#fff' : '#313d3e',
  fontWeight: 600,
  cursor: 'pointer',
})

function AddressQuestion({
  address,
  kind,
  choices,
  answer,
}: Question & { answer(path: string | null): void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [target, setTarget] = useState(choices[0]!.path)
  useEffect(() => {
    dialog.current?.showModal()
  }, [])
  return (
    <dialog
      ref={dialog}
      aria-labelledby="address-question"
      style={box}
      onCancel={(event) => {
        event.preventDefault()
        answer(null)
      }}
    >
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault()
          answer(target)
        }}
      >
        <h2 id="address-question" style={{ margin: '0 0 8px', fontSize: '20px' }}>
          Where should {address} lead?
        </h2>
        <p style={{ margin: '0 0 16px' }}>
          This {kind} has been published: its address is in links, bookmarks and search results. Once it is
          deleted, the address sends its readers to the page you choose here (a permanent redirect, saved with
          the deletion in data/redirects.yaml).
        </p>
        <label htmlFor="address-target" style={{ display: 'block', fontWeight: 600, marginBottom: '4px' }}>
          Send its readers to
        </label>
        <select
          id="address-target"
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          style={{ width: '100%', padding: '8px', font: 'inherit' }}
        >
          {choices.map((choice) => (
            <option key={choice.path} value={choice.path}>
              {choice.label}
            </option>
          ))}
        </select>
        <div style={{ display: 'flex', gap: '8px', justifyContent: 'flex-end', marginTop: '20px' }}>
          <button type="button" style={button(false)} onClick={() => answer(null)}>
            Keep the {kind}
          </button>
          <button type="submit" style={button(true)}>
            Delete and redirect
          </button>
        </div>
      </form>
    </dialog>
  )
}

/** Asks where a deleted entry's address should lead: the page chosen, or null to keep the entry. */
export function askForAddress(question: Question): Promise<string | null> {
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  return new Promise((resolve) => {
    const answer = (path: string | null) => {
      root.unmount()
      host.remove()
      resolve(path)
    }
    root.render(<AddressQuestion {...question} answer={answer} />)
  })
}
