/**
 * The names an island's markup and the scripts around it agree on, in a module without imports: the
 * inline scripts of a page's <head> (./inline/) take these names without taking anything else along.
 */

/** The element that holds an island in the HTML; `display: contents`, so it takes no box of its own. */
export const ISLAND_TAG = 'bandera-island'

/** Set on an island's element once its root has committed (./hydrate.tsx). */
export const ISLAND_HYDRATED_ATTRIBUTE = 'data-island-hydrated'

/** Marks a deferred part of an island whose code has not committed yet (./deferUntilNear.tsx). */
export const AWAITING_CODE_ATTRIBUTE = 'data-awaiting-code'

/** Set on an island's element while it holds clicks: the page shows it is busy (global.css). */
export const HOLDING_CLICKS_ATTRIBUTE = 'data-holding-clicks'

/** A part of the page whose buttons do not work yet: an island not committed, or a part awaiting its code. */
export const AWAITING_CODE = `${ISLAND_TAG}:not([${ISLAND_HYDRATED_ATTRIBUTE}]),[${AWAITING_CODE_ATTRIBUTE}]`

/** The global the early-clicks script keeps the clicks it holds in, oldest first. */
export const HELD_CLICKS = '__heldClicks'

export interface HeldClick {
  target: HTMLElement
  clientX: number
  clientY: number
}

declare global {
  interface Window {
    [HELD_CLICKS]?: HeldClick[]
  }
}
