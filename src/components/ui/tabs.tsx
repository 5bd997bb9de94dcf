import {
  createContext,
  useContext,
  useId,
  useState,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
} from 'react'

/**
 * Tabs as the WAI-ARIA tabs pattern has them: a tablist of buttons, one tab stop (the selected tab),
 * arrow keys (and Home, End) move along the tabs and select as they go, and each panel is named by
 * its tab and reachable with Tab. Every panel is in the HTML; an inactive one is `hidden`, or, with
 * `keepInLayout`, keeps its place (panels stacked in one grid cell then keep the height of the
 * tallest) for the caller to hide with a style on `data-state="inactive"`.
 *
 * Written here rather than taken from Radix: Radix's tabs track their triggers in state and measure
 * their panels for animations, so hydrating the home page's demo card re-rendered it at once in a
 * task that could not yield (12 to 32 ms of CPU on the test machine, four times that in Lighthouse's
 * mobile profile). These keep no state beyond the selected value and read the DOM only on a key.
 */

interface TabsState {
  value: string
  select: (value: string) => void
  baseId: string
}

const TabsContext = createContext<TabsState | null>(null)

/**
 * The selected tab's look for a Trigger's className: tinted, as a pressed filter chip, never the
 * primary style, which means booking a call.
 */
export const SELECTED_TAB_CLASS =
  'data-[state=active]:border-accent data-[state=active]:bg-primary/15 data-[state=active]:text-accent'

function useTabs(part: string): TabsState {
  const tabs = useContext(TabsContext)
  if (!tabs) throw new Error(`Tabs.${part} must be inside Tabs.Root`)
  return tabs
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`
const stateOf = (selected: boolean) => (selected ? 'active' : 'inactive')

type RootProps = Omit<ComponentPropsWithoutRef<'div'>, 'defaultValue'> &
  (
    | { value: string; onValueChange: (value: string) => void; defaultValue?: never }
    | { defaultValue: string; value?: never; onValueChange?: (value: string) => void }
  )

/** Holds the selected value: the caller's (`value`), or its own from `defaultValue`. */
function Root({ value, defaultValue, onValueChange, children, ...rest }: RootProps) {
  const [own, setOwn] = useState(defaultValue ?? '')
  const current = value ?? own
  const baseId = useId()
  const select = (next: string) => {
    if (next === current) return
    if (value === undefined) setOwn(next)
    onValueChange?.(next)
  }
  return (
    <TabsContext value={{ value: current, select, baseId }}>
      <div {...rest}>{children}</div>
    </TabsContext>
  )
}

const STEP: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
}

/** The row of tabs; name it with `aria-label`. */
function List({ onKeyDown, children, ...rest }: ComponentPropsWithoutRef<'div'>) {
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event)
    const step = STEP[event.key]
    if (!step || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')]
    const index = tabs.indexOf(event.target as HTMLButtonElement)
    if (index === -1) return
    event.preventDefault()
    // Focus selects (below): the panel follows the key.
    tabs[step(index, tabs.length)]!.focus()
  }
  return (
    <div role="tablist" aria-orientation="horizontal" onKeyDown={moveFocus} {...rest}>
      {children}
    </div>
  )
}

/** A tab: selects its panel when clicked or focused. */
function Trigger({
  value,
  onClick,
  onFocus,
  children,
  ...rest
}: ComponentPropsWithoutRef<'button'> & { value: string }) {
  const tabs = useTabs('Trigger')
  const selected = tabs.value === value
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs.baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(tabs.baseId, value)}
      data-state={stateOf(selected)}
      tabIndex={selected ? 0 : -1}
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented) tabs.select(value)
      }}
      onFocus={(event) => {
        onFocus?.(event)
        tabs.select(value)
      }}
      {...rest}
    >
      {children}
    </button>
  )
}

/** The panel of the tab with the same `value`. */
function Content({
  value,
  keepInLayout = false,
  children,
  ...rest
}: ComponentPropsWithoutRef<'div'> & { value: string; keepInLayout?: boolean }) {
  const tabs = useTabs('Content')
  const selected = tabs.value === value
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={tabId(tabs.baseId, value)}
      tabIndex={0}
      data-state={stateOf(selected)}
      hidden={!selected && !keepInLayout}
      {...rest}
    >
      {children}
    </div>
  )
}

export const Tabs = { Root, List, Trigger, Content }
