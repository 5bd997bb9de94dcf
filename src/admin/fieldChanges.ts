/**
 * The changes of an entry's top-level fields as they are typed (src/admin/widgets/withRules.tsx
 * reports them): Decap renders a control again only when its own value changes, so a field that
 * follows another (the slug follows the title) listens here.
 */

type Listener = (field: string, value: unknown) => void

const listeners = new Set<Listener>()

export function fieldChanged(field: string, value: unknown): void {
  for (const listener of listeners) listener(field, value)
}

export function onFieldChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
