/**
 * The visitor scrolling on their own, as the scroll to an address's section (./scrollToAnchor.ts)
 * and the inline script of every page's <head> (src/islands/inline/holdEarlyClicks.ts) both see it, in
 * a module without imports: the inline script takes nothing else along.
 */

/** What the visitor does to scroll on their own: it ends any scroll or hold of an anchor target. */
export const VISITOR_SCROLL_EVENTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const

/**
 * The global the inline script sets once one of VISITOR_SCROLL_EVENTS has come, from the first
 * frame on: a page opened at an address with a hash then leaves the visitor where they scrolled
 * instead of taking them back to the section (src/app/anchorScrolling.ts).
 */
export const VISITOR_SCROLLED = '__visitorScrolled'

declare global {
  interface Window {
    [VISITOR_SCROLLED]?: true
  }
}
