import { SELECTED_TAB_CLASS, Tabs } from '@/components/ui/tabs'
import type { ServiceSectionOf } from '@/schemas/servicePages'
import { CheckList } from '../checkList'
import { island } from '@/islands/island'

/**
 * Tabs (arrow keys move between them); the first is selected at start. Every panel is in the
 * prerendered HTML; the inactive ones are hidden.
 */
function ServiceTabsIsland({ section }: { section: ServiceSectionOf<'tabs'> }) {
  const { tabs, label } = section
  return (
    <Tabs.Root defaultValue={tabs[0]?.value ?? ''} className="mx-auto max-w-4xl">
      <Tabs.List
        aria-label={label}
        className="mx-auto flex w-full max-w-md rounded-xl border border-card-border bg-background p-1"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className={`flex-1 rounded-lg border border-transparent px-4 py-2.5 text-sm font-semibold text-muted transition-colors hover:text-foreground ${SELECTED_TAB_CLASS}`}
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content
          key={tab.value}
          value={tab.value}
          className="mt-8 rounded-2xl border border-card-border bg-card p-6 sm:p-8"
        >
          <div className="grid gap-8 md:grid-cols-[1fr_auto] md:items-start">
            <div>
              <h3 className="text-2xl font-bold text-foreground">{tab.title}</h3>
              <p className="mt-3 leading-relaxed text-muted">{tab.description}</p>
              <CheckList items={tab.bullets} className="mt-6" />
            </div>
            {tab.stat && (
              <div className="rounded-xl border border-card-border bg-background-raised p-6 text-center md:w-56">
                <p className="text-4xl font-extrabold text-accent">{tab.stat.value}</p>
                <p className="mt-2 text-muted">{tab.stat.label}</p>
              </div>
            )}
          </div>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}

/** An island: its interaction runs in the browser. */
export const ServiceTabs = island(ServiceTabsIsland)
