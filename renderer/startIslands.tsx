import { startTransition, type ComponentType, type ReactElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { manageAnchorScrolling } from '@/app/anchorScrolling'
import { holdsClicks, ISLAND_HYDRATED_ATTRIBUTE, replayEarlyClicks } from '@/components/earlyClicks'
import { Committed, ISLAND_TAG } from '@/components/island'
import { NEAR_VIEWPORT_PX } from '@/config/constants'
import { listenForContactButtons } from '@/features/contact/contactDialogStore'
import { resendSavedFormsWhenIdle } from '@/features/contact/resendOnLoad'
import { skippableBlock } from '@/hooks/useNearViewport'
import { islands } from './islands'
import { PageShell } from './PageShell'

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
function hydrateIsland(element: HTMLElement, island: ReactElement) {
  return new Promise<void>((resolve) => {
    const committed = () => {
      element.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, '')
      void replayEarlyClicks()
      resolve()
    }
    // A transition lets React yield while hydrating, so input is never blocked for long.
    startTransition(() => {
      hydrateRoot(
        element,
        <PageShell>
          <Committed onCommitted={committed}>{island}</Committed>
        </PageShell>,
        {
          identifierPrefix: element.dataset.idPrefix,
          onUncaughtError: (error) => {
            console.error(`Island ${element.dataset.island} failed`, error)
            resolve()
          },
        },
      )
    })
  })
}

/**
 * The page is prerendered HTML; only its islands run. Each is hydrated as its own root, in a task
 * of its own, so no single task holds the main thread for long: first any the visitor has already
 * clicked, then those on screen, then the rest in the order of the page, each as soon as its code
 * has loaded (in parallel). Once all are hydrated the document
 * says so (tests and tools wait for it). Islands get what they show as props, no page context.
 */
export function startIslands() {
  listenForContactButtons(document)
  manageAnchorScrolling()
  resendSavedFormsWhenIdle()
  void hydrateIslands()
}

interface WaitingIsland {
  element: HTMLElement
  code: Promise<ComponentType<object>>
  /** Set once its code has loaded. */
  loaded?: ComponentType<object>
}

function loadIsland(element: HTMLElement): Promise<ComponentType<object>> {
  const load = islands[element.dataset.island ?? '']
  if (!load) throw new Error(`Unknown island "${element.dataset.island}"`)
  return load() as unknown as Promise<ComponentType<object>>
}

async function hydrateIslands() {
  // Apart from the task that evaluated the modules: measuring lays the page out.
  await yieldToBrowser()
  const all = [...document.querySelectorAll<HTMLElement>(ISLAND_TAG)]
  const near = all.filter(isNearViewport)
  const elements = [...near, ...all.filter((element) => !near.includes(element))]
  // Starting an import costs the main thread a few milliseconds: one per task, all of them before
  // the first hydration, so the islands' code still loads in parallel.
  const waiting: WaitingIsland[] = []
  for (const element of elements) {
    const island: WaitingIsland = { element, code: loadIsland(element) }
    void island.code.then((Component) => (island.loaded = Component))
    waiting.push(island)
    await yieldToBrowser()
  }
  while (waiting.length > 0) {
    // No island waits for another's code: the next is one whose code is here, one the visitor has
    // clicked first, otherwise the first in order.
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
    await hydrateIsland(element, <Component {...props} />)
  }
  document.documentElement.dataset.hydrated = 'true'
}
