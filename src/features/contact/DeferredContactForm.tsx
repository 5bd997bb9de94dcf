import { lazy, Suspense, useCallback, useRef, useState, type ComponentType } from 'react'
import { useOnNearViewport } from '@/hooks/useNearViewport'

const loadForm = () => import('./ContactForm').then((module) => ({ default: module.ContactForm }))

// On the server the form is resolved before rendering, so the prerendered boundary holds the whole
// form inline (a lazy one would be outlined and revealed by script). The client build drops this.
let ServerForm: ComponentType | undefined
if (import.meta.env.SSR) ServerForm = (await loadForm()).default

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

/**
 * The contact form in a page. The prerendered HTML holds the complete form; in the browser its code
 * (form library, schema, Telegram client) loads only when the form scrolls near, and React
 * hydrates it then. Until then the server's markup stays, with its submit button disabled.
 */
export function DeferredContactForm() {
  const ref = useRef<HTMLDivElement>(null)
  const [gate] = useState(deferred)
  const [Form] = useState(() => ServerForm ?? lazy(() => gate.promise.then(loadForm)))
  useOnNearViewport(
    ref,
    useCallback(() => gate.resolve(), [gate]),
  )
  return (
    <div ref={ref}>
      <Suspense fallback={<div className="h-[640px] rounded-2xl border border-card-border bg-card" />}>
        <Form />
      </Suspense>
    </div>
  )
}
