import { ChevronDown } from 'lucide-react'
import { Accordion } from 'radix-ui'
import type { ServiceSectionOf } from '@/schemas/servicePages'
import { island } from '@/islands/island'

/** The views of a dataset: one open at a time (the first at start), and the open one can be closed again. */
function DatasetAccordionIsland({ section }: { section: ServiceSectionOf<'dataset-accordion'> }) {
  const { items } = section
  return (
    <Accordion.Root
      type="single"
      collapsible
      defaultValue={items[0]?.value}
      className="mx-auto max-w-3xl space-y-4"
    >
      {items.map((item) => (
        <Accordion.Item
          key={item.value}
          value={item.value}
          className="overflow-hidden rounded-2xl border border-card-border bg-card"
        >
          {/* Radix renders the header as an h3. */}
          <Accordion.Header>
            <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-6 py-5 text-left text-lg font-semibold text-foreground hover:text-accent">
              {item.title}
              <ChevronDown
                aria-hidden
                className="size-5 shrink-0 text-muted transition-transform group-data-[state=open]:rotate-180"
              />
            </Accordion.Trigger>
          </Accordion.Header>
          {/* A plain panel: the trigger already names it, and a region per item adds only noise. */}
          <Accordion.Content role={undefined} aria-labelledby={undefined} className="px-6 pb-6">
            <p className="text-muted">{item.description}</p>
            <ul className="mt-5 grid gap-3 sm:grid-cols-2">
              {item.segments.map((segment) => (
                <li
                  key={segment.label}
                  className="rounded-xl border border-card-border bg-background-raised p-4"
                >
                  <p className="font-semibold text-foreground">{segment.label}</p>
                  <p className="mt-1 text-muted">{segment.detail}</p>
                </li>
              ))}
            </ul>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}

/** An island: its interaction runs in the browser. */
export const DatasetAccordion = island(DatasetAccordionIsland)
