/**
 * Inline in every page's <head>, before any other script: in the capture phase, ahead of every other
 * listener of the document, it takes a click on a button inside a part still awaiting its code,
 * stops it (so neither the browser's default action, such as submitting a form, nor a half-started
 * React root acts on it) and keeps it for src/components/earlyClicks.ts to replay. A button with
 * `popovertarget` is left alone: the browser opens its popover.
 */
import {
  AWAITING_CODE,
  HELD_CLICKS,
  HOLDING_CLICKS_ATTRIBUTE,
  ISLAND_TAG,
  type HeldClick,
} from '@/components/islandMarkers'

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
