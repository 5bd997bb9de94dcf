import { AWAITING_CODE, HELD_CLICKS, HOLDING_CLICKS_ATTRIBUTE, type HeldClick } from './markers'

/**
 * Clicks that come before a button's code runs. A page is complete HTML from its first frame, but an
 * island's buttons only work once its React root has committed, and a deferred part of an island
 * (deferUntilNear with the component prerendered) only once its own code has loaded. What plain HTML
 * can do works without script: links navigate, <details> and popovers open. Every other click on a
 * button in a part still awaiting its code is held by one inline script in <head>
 * (./inline/holdEarlyClicks.ts) and replayed, once, when that part has committed
 * (replayEarlyClicks): no tap is lost, whenever it comes.
 */

function heldClicks(): HeldClick[] {
  return window[HELD_CLICKS] ?? []
}

/** Whether a click on `element` (or inside it) waits for its code. */
export function holdsClicks(element: Element): boolean {
  return heldClicks().some((click) => element.contains(click.target))
}

/**
 * The events a click is made of, in order: some controls act on pointerdown or mousedown, most on
 * click. A synthetic click still runs the browser's default action (submitting a form, for example).
 */
function replay({ target, clientX, clientY }: HeldClick) {
  const mouse = { bubbles: true, cancelable: true, composed: true, view: window, clientX, clientY, button: 0 }
  const pointer = { ...mouse, pointerId: 1, pointerType: 'mouse', isPrimary: true }
  target.dispatchEvent(new PointerEvent('pointerdown', { ...pointer, buttons: 1 }))
  target.dispatchEvent(new MouseEvent('mousedown', { ...mouse, buttons: 1, detail: 1 }))
  target.dispatchEvent(new PointerEvent('pointerup', pointer))
  target.dispatchEvent(new MouseEvent('mouseup', { ...mouse, detail: 1 }))
  target.dispatchEvent(new MouseEvent('click', { ...mouse, detail: 1 }))
}

/** A new task: React renders what a replayed click changed before the next click comes. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })
}

/**
 * Replays, in the order they came, the held clicks whose code now runs, each once and in a task of
 * its own, as a visitor's clicks would come. A click whose button has left the page meanwhile is
 * dropped. Call it whenever a part has committed.
 */
export async function replayEarlyClicks(): Promise<void> {
  const held = heldClicks()
  const ready = held.filter((click) => !click.target.isConnected || !click.target.closest(AWAITING_CODE))
  if (ready.length === 0) return
  held.splice(0, held.length, ...held.filter((click) => !ready.includes(click)))
  for (const island of document.querySelectorAll(`[${HOLDING_CLICKS_ATTRIBUTE}]`)) {
    if (!holdsClicks(island)) island.removeAttribute(HOLDING_CLICKS_ATTRIBUTE)
  }
  for (const click of ready) {
    if (click.target.isConnected) replay(click)
    await nextTask()
  }
}
