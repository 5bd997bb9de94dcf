import { Icon, Inbox, UserCheck } from 'lucide-react'
import { accentClasses } from '@/components/ui/accent'
import { surface } from '@/components/ui/card'
import type { SolutionPage } from '@/schemas/solutions'
import { cn } from '@/lib/cn'

type Agent = SolutionPage['agents']['items'][number]

/** What the agent works from and what it hands to a person on the client's team. */
function Handoffs({ agent }: { agent: Agent }) {
  return (
    <dl className="grid gap-4">
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
  )
}

function AgentIcon({ agent }: { agent: Agent }) {
  return (
    <span
      className={cn(
        'inline-flex size-12 shrink-0 items-center justify-center rounded-xl',
        accentClasses[agent.color].icon,
      )}
    >
      <Icon icon={agent.icon} aria-hidden className="size-6" />
    </span>
  )
}

/** One agent of a team: what it does, what it works from and what it hands to a person. */
export function AgentCard({ agent, position }: { agent: Agent; position: number }) {
  return (
    <article className={cn(surface, 'flex h-full flex-col p-6')}>
      <div className="flex items-start justify-between gap-4">
        <AgentIcon agent={agent} />
        <span aria-hidden className="font-mono text-sm font-semibold text-muted">
          {String(position).padStart(2, '0')}
        </span>
      </div>
      <h3 className="mt-5 text-xl font-bold text-foreground">{agent.title}</h3>
      <p className="mt-3 flex-1 text-muted">{agent.description}</p>
      <div className="mt-6 border-t border-card-border pt-5">
        <Handoffs agent={agent} />
      </div>
    </article>
  )
}

/**
 * One stage of a pipeline of agents: its number on the line that joins the stages, then what the
 * agent does beside what it works from and hands on.
 */
export function AgentStage({ agent, position }: { agent: Agent; position: number }) {
  return (
    <article className="relative flex gap-5 sm:gap-8">
      <span className="relative flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground">
        <span className="sr-only">Stage </span>
        {position}
      </span>
      <div className="grid min-w-0 flex-1 gap-6 pb-2 pt-1 lg:grid-cols-2 lg:gap-10">
        <div>
          <h3 className="flex items-center gap-3 text-xl font-bold text-foreground sm:text-2xl">
            <AgentIcon agent={agent} />
            {agent.title}
          </h3>
          <p className="mt-4 text-muted">{agent.description}</p>
        </div>
        <div className={cn(surface, 'p-5')}>
          <Handoffs agent={agent} />
        </div>
      </div>
    </article>
  )
}
