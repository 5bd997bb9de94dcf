import { Eye, Mic, Paperclip, Send } from 'lucide-react'
import { shell } from '@/config/shell'
import type { ServiceSectionOf } from '@/schemas/servicePages'
import { CardGrid } from '../blocks'

/**
 * A picture of a sample Telegram channel. Its posts are readable text; the message bar at the bottom
 * is only drawn (no control, hidden from assistive technology).
 */
function Mockup({ mockup }: { mockup: ServiceSectionOf<'channel-mockup'>['mockup'] }) {
  const name = `${shell.brand} ${mockup.name}`
  return (
    <figure
      data-testid="channel-mockup"
      className="mx-auto w-full max-w-md overflow-hidden rounded-[2rem] border border-card-border bg-card shadow-2xl shadow-black/20"
    >
      <figcaption className="sr-only">Sample channel preview: {name}</figcaption>
      <div className="flex items-center gap-3 border-b border-card-border bg-background-raised px-5 py-4">
        <span
          aria-hidden
          className="inline-flex size-11 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
        >
          {shell.brand.charAt(0)}
        </span>
        <div className="min-w-0">
          <p className="font-semibold leading-tight text-foreground">{name}</p>
          <p className="text-xs text-muted">{mockup.subscribers}</p>
        </div>
        <span className="ml-auto rounded-full border border-card-border px-2.5 py-0.5 text-xs font-semibold text-muted">
          Preview
        </span>
      </div>
      <ol className="space-y-4 bg-background px-4 py-5">
        {mockup.posts.map((post) => (
          <li
            key={post.time}
            className="max-w-[92%] rounded-2xl rounded-bl-sm border border-card-border bg-card px-4 py-3"
          >
            <p className="leading-relaxed text-foreground">{post.text}</p>
            <p className="mt-2 flex items-center justify-end gap-3 text-xs text-muted">
              <span className="inline-flex items-center gap-1">
                <Eye aria-hidden className="size-3.5" />
                {post.views}
              </span>
              <time>{post.time}</time>
            </p>
          </li>
        ))}
      </ol>
      <div
        aria-hidden="true"
        data-testid="channel-input"
        className="flex items-center gap-3 border-t border-card-border bg-background-raised px-4 py-3"
      >
        <Paperclip className="size-5 text-muted" />
        <div className="flex-1 select-none rounded-full border border-card-border bg-card px-4 py-2 text-sm text-muted">
          {mockup.inputPlaceholder}
        </div>
        <Mic className="size-5 text-muted" />
        <span className="inline-flex size-9 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <Send className="size-4" />
        </span>
      </div>
    </figure>
  )
}

/** The sample channel beside the points it makes, stacked. */
export default function ChannelMockup({ section }: { section: ServiceSectionOf<'channel-mockup'> }) {
  return (
    <div className="grid items-center gap-10 lg:grid-cols-2">
      <Mockup mockup={section.mockup} />
      <CardGrid cards={section.points} layout="stack" />
    </div>
  )
}
