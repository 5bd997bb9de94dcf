import { Icon, Inbox, UserCheck } from 'lucide-react'
import { accentClasses } from '@/components/ui/accent'
import type { SolutionPage } from '@/content/solutions'
import { cn } from '@/lib/cn'

type Agent = SolutionPage['agents']['items'][number]

/** One agent: what it does, what it works from and what it hands to a person. */
export function AgentCard({ agent, position }: { agent: Agent; position: number }) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-card-border bg-card p-6 transition-colors hover:border-accent/60">
      <div className="flex items-start justify-between gap-4">
        <span
          className={cn(
            'inline-flex size-12 items-center justify-center rounded-xl',
            accentClasses[agent.color].icon,
          )}
        >
          <Icon icon={agent.icon} aria-hidden className="size-6" />
        </span>
        <span aria-hidden className="font-mono text-sm font-semibold text-muted">
          {String(position).padStart(2, '0')}
        </span>
      </div>
      <h3 className="mt-5 text-xl font-bold text-foreground">{agent.title}</h3>
      <p className="mt-3 flex-1 text-muted">{agent.description}</p>
      <dl className="mt-6 space-y-4 border-t border-card-border pt-5 text-sm">
        <div>
          <dt className="flex items-center gap-2 font-semibold text-foreground">
            <Inbox aria-hidden className="size-4 text-accent" />
            Works from
          </dt>
          <dd className="mt-1 text-muted">{agent.inputs}</dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 font-semibold text-foreground">
            <UserCheck aria-hidden className="size-4 text-accent" />
            Hands to your team
          </dt>
          <dd className="mt-1 text-muted">{agent.handoff}</dd>
        </div>
      </dl>
    </article>
  )
}
