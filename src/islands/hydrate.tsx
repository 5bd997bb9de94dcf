import { startTransition, type ComponentType, type ReactElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { NEAR_VIEWPORT_PX } from '@/config/constants'
import { skippableBlock, watchUntilNear } from '@/hooks/useNearViewport'
import { holdsClicks, replayEarlyClicks } from './earlyClicks'
import { Committed } from './island'
import { HOLDING_CLICKS_ATTRIBUTE, ISLAND_HYDRATED_ATTRIBUTE, ISLAND_TAG } from './markers'
import { loadIsland } from './registry'

/** What an island's root has around it: as on the server (./serverHost.tsx), the page's context aside. */
type Wrap = (island: ReactElement) => ReactElement

/**
 * Resolves in a new task, after input and rendering the browser has waiting. Not a timer: the
 * yield must not wait for a clock (timers are throttled in background tabs, and frozen in tests).
 */
function yieldToBrowser(): Promise<void> {
  const { scheduler } = window as { scheduler?: { yield?: () => Promise<void> } }
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })
}

function isBoxNear(box: Element): boolean {
  const { top, bottom } = box.getBoundingClientRect()
  return bottom >= -NEAR_VIEWPORT_PX && top <= window.innerHeight + NEAR_VIEWPORT_PX
}

/**
 * An island's own element has no box (display: contents): its children do. One that shows nothing
 * yet (the contact dialog, the cookie banner) counts as on screen: it may appear at any moment.
 */
function isNearViewport(element: HTMLElement): boolean {
  if (element.children.length === 0) return true
  const block = skippableBlock(element)
  if (block && !isBoxNear(block)) return false
  return [...element.children].some(isBoxNear)
}

/**
 * Hydrates one island as its own root; resolves once React has committed it, when its element gets
 * `data-island-hydrated` (styles that wait for it use the `hydrated:` variant) and the clicks it held
 * until then are replayed.
 */
function hydrateIsland(element: HTMLElement, island: ReactElement, wrap: Wrap) {
  return new Promise<void>((resolve) => {
    const committed = () => {
      element.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, '')
      void replayEarlyClicks()
      resolve()
    }
    // A transition lets React yield while hydrating, so input is never blocked for long.
    startTransition(() => {
      hydrateRoot(element, wrap(<Committed onCommitted={committed}>{island}</Committed>), {
        identifierPrefix: element.dataset.idPrefix,
        onUncaughtError: (error) => {
          console.error(`Island ${element.dataset.island} failed`, error)
          resolve()
        },
      })
    })
  })
}

/**
 * The page is prerendered HTML; only its islands run. Each is hydrated as its own root, in a task
 * of its own, so no single task holds the main thread for long. At the start: those near the
 * viewport (and those that show nothing yet, such as the dialog and the banner), first any the
 * visitor has already clicked, then in the order of the page, each as soon as its code has loaded
 * (in parallel); then the document says so (`data-hydrated`: tests and tools wait for it). An island
 * further down loads its code and hydrates only when it comes near, gets the focus, or holds a click
 * (./earlyClicks.ts): a phone does not spend its first seconds on parts nobody has reached. Islands
 * get what they show as props, no page context.
 */
export async function hydrateIslands(wrap: Wrap) {
  // Apart from the task that evaluated the modules: measuring lays the page out.
  await yieldToBrowser()
  const all = [...document.querySelectorAll<HTMLElement>(ISLAND_TAG)]
  const now = all.filter((element) => holdsClicks(element) || isNearViewport(element))
  const hydrator = islandHydrator(wrap)
  await hydrator.add(now)
  document.documentElement.dataset.hydrated = 'true'
  for (const element of all.filter((element) => !now.includes(element)))
    whenWanted(element, () => void hydrator.add([element]))
}

/**
 * Calls `start` once, the first time the island comes near the viewport, takes the focus (a
 * keyboard visitor tabbing into it) or holds a click (the early-clicks script marks it).
 */
function whenWanted(element: HTMLElement, start: () => void) {
  const stops: (() => void)[] = []
  let started = false
  const once = () => {
    if (started) return
    started = true
    stops.forEach((stop) => stop())
    start()
  }
  const clicks = new MutationObserver(() => {
    if (element.hasAttribute(HOLDING_CLICKS_ATTRIBUTE)) once()
  })
  clicks.observe(element, { attributes: true, attributeFilter: [HOLDING_CLICKS_ATTRIBUTE] })
  stops.push(() => clicks.disconnect())
  element.addEventListener('focusin', once)
  stops.push(() => element.removeEventListener('focusin', once))
  // Last: without an IntersectionObserver it calls back at once.
  stops.push(watchUntilNear([...element.children], once))
}

interface WaitingIsland {
  element: HTMLElement
  code: Promise<ComponentType<object>>
  /** Set once its code has loaded. */
  loaded?: ComponentType<object>
}

/**
 * Hydrates the islands it is given, one at a time, however many batches come in; `add` resolves
 * once every island waiting then and since has hydrated. No island waits for another's code: the
 * next is one whose code is here, one the visitor has clicked first, otherwise the first in order.
 */
function islandHydrator(wrap: Wrap) {
  const waiting: WaitingIsland[] = []
  let drained: Promise<void> | undefined

  async function drain() {
    while (waiting.length > 0) {
      const ready = waiting.filter((island) => island.loaded)
      if (ready.length === 0) {
        await Promise.race(waiting.map((island) => island.code))
        continue
      }
      const next = ready.find((island) => holdsClicks(island.element)) ?? ready[0]!
      waiting.splice(waiting.indexOf(next), 1)
      const { element, loaded: Component } = next as Required<WaitingIsland>
      const props = JSON.parse(element.dataset.props ?? '{}') as object
      await yieldToBrowser()
      await hydrateIsland(element, <Component {...props} />, wrap)
    }
  }

  return {
    async add(elements: HTMLElement[]): Promise<void> {
      // Starting an import costs the main thread a few milliseconds: one per task, all of them
      // before the first hydration, so the islands' code still loads in parallel.
      for (const element of elements) {
        const island: WaitingIsland = { element, code: loadIsland(element.dataset.island ?? '') }
        void island.code.then((Component) => (island.loaded = Component))
        waiting.push(island)
        await yieldToBrowser()
      }
      drained ??= drain().finally(() => (drained = undefined))
      return drained
    },
  }
}
