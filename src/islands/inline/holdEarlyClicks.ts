/**
 * Inline in every page's <head>, before any other script: in the capture phase, ahead of every other
 * listener of the document, it takes a click on a button inside a part still awaiting its code,
 * stops it (so neither the browser's default action, such as submitting a form, nor a half-started
 * React root acts on it) and keeps it for ../earlyClicks.ts to replay. A button with
 * `popovertarget` is left alone: the browser opens its popover.
 *
 * It also notes the visitor's first scroll of their own (src/browser/visitorScroll.ts), which may come
 * before any other script runs: the scroll to an address's section must not undo it.
 */
import {
  AWAITING_CODE,
  HELD_CLICKS,
  HOLDING_CLICKS_ATTRIBUTE,
  ISLAND_TAG,
  type HeldClick,
} from '@/islands/markers'
import { VISITOR_SCROLL_EVENTS, VISITOR_SCROLLED } from '@/browser/visitorScroll'

const held: HeldClick[] = (window[HELD_CLICKS] = [])

document.addEventListener(
  'click',
  (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (!button || button.disabled || button.hasAttribute('popovertarget')) return
    if (!button.closest(AWAITING_CODE)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    button.closest(ISLAND_TAG)?.setAttribute(HOLDING_CLICKS_ATTRIBUTE, '')
    held.push({ target: button, clientX: event.clientX, clientY: event.clientY })
  },
  true,
)

for (const type of VISITOR_SCROLL_EVENTS) {
  document.addEventListener(
    type,
    () => {
      window[VISITOR_SCROLLED] = true
    },
    { capture: true, passive: true },
  )
}
