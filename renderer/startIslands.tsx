import { startTransition, useEffect, type ComponentType, type ReactElement, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { manageAnchorScrolling } from '@/app/anchorScrolling'
import { ISLAND_TAG } from '@/components/island'
import { NEAR_VIEWPORT_PX } from '@/config/constants'
import { listenForContactButtons } from '@/features/contact/contactDialogStore'
import { resendSavedFormsWhenIdle } from '@/features/contact/resendOnLoad'
import { skippableBlock } from '@/hooks/useNearViewport'
import { islands } from './islands'
import { PageShell } from './PageShell'

/**
 * Reports when the island inside it has committed. It wraps the island rather than sitting beside
 * it: a sibling would shift the position React derives `useId` from, and the ids the server wrote
 * (aria-controls, aria-labelledby) would no longer match those of parts mounted in the browser.
 */
function Committed({ onCommitted, children }: { onCommitted: () => void; children: ReactNode }) {
  useEffect(onCommitted, [onCommitted])
  return children
}

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

/** An island's own element has no box (display: contents): its children do. */
function isNearViewport(element: HTMLElement): boolean {
  const block = skippableBlock(element)
  if (block && !isBoxNear(block)) return false
  return [...element.children].some(isBoxNear)
}

/**
 * Hydrates one island as its own root; resolves once React has committed it, when its element gets
 * `data-island-hydrated` (styles that wait for it use the `hydrated:` variant).
 */
function hydrateIsland(element: HTMLElement, island: ReactElement) {
  return new Promise<void>((resolve) => {
    const committed = () => {
      element.dataset.islandHydrated = ''
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
 * of its own, so no single task holds the main thread for long: first those on screen, then the
 * rest in the order of the page. Their code loads in parallel. Once all are hydrated the document
 * says so (tests and tools wait for it). Islands get what they show as props, no page context.
 */
export function startIslands() {
  listenForContactButtons(document)
  manageAnchorScrolling()
  resendSavedFormsWhenIdle()
  void hydrateIslands()
}

function loadIsland(element: HTMLElement) {
  const load = islands[element.dataset.island ?? '']
  if (!load) throw new Error(`Unknown island "${element.dataset.island}"`)
  return load()
}

async function hydrateIslands() {
  // Apart from the task that evaluated the modules: measuring lays the page out.
  await yieldToBrowser()
  const all = [...document.querySelectorAll<HTMLElement>(ISLAND_TAG)]
  const near = all.filter(isNearViewport)
  const elements = [...near, ...all.filter((element) => !near.includes(element))]
  // Starting an import costs the main thread a few milliseconds: one per task, all of them before
  // the first hydration, so the islands' code still loads in parallel.
  const components: ReturnType<typeof loadIsland>[] = []
  for (const element of elements) {
    components.push(loadIsland(element))
    await yieldToBrowser()
  }
  for (const [index, element] of elements.entries()) {
    const Component = (await components[index]!) as unknown as ComponentType<object>
    const props = JSON.parse(element.dataset.props ?? '{}') as object
    await yieldToBrowser()
    await hydrateIsland(element, <Component {...props} />)
  }
  document.documentElement.dataset.hydrated = 'true'
}
