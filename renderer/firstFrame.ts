/** The id of every page's `<main>` (Layout.tsx), which the skip link also points at. */
export const MAIN_ID = 'main'

/**
 * Holds the page's first frame until the parser has reached its `<main>`. Without it, the browser
 * renders as soon as the parser first stops for breath, often with little more than the bar
 * parsed: a frame nobody needs, whose style and layout pass is repeated in the next one over the
 * whole first screen. If `<main>` never comes, the browser renders once parsing ends.
 */
export const FIRST_FRAME_LINK = `<link rel="expect" href="#${MAIN_ID}" blocking="render">`
