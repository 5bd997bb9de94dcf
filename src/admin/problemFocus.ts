/**
 * After the editor has validated a whole entry (Publish, or the answer of the check on save), the
 * first field that shows a problem is scrolled into view and gets the cursor, wherever it is in a
 * long form: the marketer sees what stops the save instead of a button that did nothing. Every field
 * validated in that pass says whether it has a problem (src/admin/widgets/withRules.tsx); the pass
 * ends once the task that started it has run.
 */

/** Where a field's value is typed or chosen, before any other control of it (a toolbar's buttons). */
const ENTRY = 'input:not([type="hidden"]):not([disabled]), textarea, select, [contenteditable="true"]'
const FOCUSABLE = `${ENTRY}, button, [tabindex]:not([tabindex="-1"])`

interface Reported {
  forID: string
  element: HTMLElement
}

let pass: Reported[] | undefined

/** Whether a pass is under way: a field validated now reports to it. */
export const inPass = () => pass !== undefined

/** Starts a pass, unless one is under way; `first` runs as it starts (the check's problems go). */
export function startPass(first?: () => void): void {
  if (pass) return
  pass = []
  first?.()
  setTimeout(finishPass, 0)
}

/** A field of the pass that has a problem: its control's id (Decap's `forID`). */
export function reportProblem(forID: string): void {
  const element = fieldElement(forID)
  if (pass && element) pass.push({ forID, element })
}

function finishPass(): void {
  const found = pass ?? []
  pass = undefined
  const [first] = found.sort((a, b) =>
    a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  )
  // After the errors have been drawn above their fields, which moves the fields down.
  if (first) requestAnimationFrame(() => focusField(first))
}

/** A control's element: the input with its id, or, for a widget without one, what its label labels. */
function fieldElement(forID: string): HTMLElement | null {
  const own = document.getElementById(forID)
  if (own) return own
  let node: HTMLElement | null | undefined = document.querySelector<HTMLElement>(
    `label[for="${CSS.escape(forID)}"]`,
  )
  while (node && !node.querySelector(FOCUSABLE)) node = node.parentElement
  return node ?? null
}

/** The field's label, beside which Decap shows its errors, in the middle of the screen; the cursor in it. */
function focusField({ forID, element }: Reported): void {
  const target = element.matches(FOCUSABLE)
    ? element
    : (element.querySelector<HTMLElement>(ENTRY) ?? element.querySelector<HTMLElement>(FOCUSABLE))
  const label = document.querySelector(`label[for="${CSS.escape(forID)}"]`)
  target?.focus({ preventScroll: true })
  ;(label ?? element).scrollIntoView({ block: 'center' })
}
