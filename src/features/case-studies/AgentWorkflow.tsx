import { Card } from '@/components/ui/card'
import { shell } from '@/config/shell'
import {
  agentWorkflow,
  followUpLabel,
  WORKFLOW_ELSE_TARGET,
  WORKFLOW_SCORE_THRESHOLD,
  workflowDescription,
  type FollowUpRule,
  type WorkflowStep,
  type WorkflowStepKey,
} from './agentWorkflowSteps'

/* Diagram geometry (SVG user units): one column of steps, tools to the right. */
const WIDTH = 370
const HEIGHT = 672
const COLUMN_X = 24
const COLUMN_W = 184
const CX = COLUMN_X + COLUMN_W / 2
const TOOL_X = 236
const TOOL_W = 116
const ROUTE_X = 362
const ROWS: Record<WorkflowStepKey, { y: number; h: number }> = {
  start: { y: 8, h: 36 },
  prospector: { y: 72, h: 48 },
  scoring: { y: 148, h: 48 },
  branch: { y: 224, h: 72 },
  writer: { y: 324, h: 48 },
  loop: { y: 400, h: 48 },
  scheduler: { y: 476, h: 48 },
  analytics: { y: 552, h: 48 },
  end: { y: 628, h: 36 },
}
const TERMINAL_W = 112
const centre = (key: WorkflowStepKey) => ROWS[key].y + ROWS[key].h / 2
const bottom = (key: WorkflowStepKey) => ROWS[key].y + ROWS[key].h

const EDGE = 'fill-none stroke-muted'
const LABEL = 'fill-muted text-[11px]'
const TITLE = 'fill-foreground text-[13px] font-semibold'

function StepNode({ step, followUps }: { step: WorkflowStep; followUps: FollowUpRule }) {
  const { y, h } = ROWS[step.key]
  const cy = y + h / 2
  switch (step.kind) {
    case 'terminal':
      return (
        <g>
          <rect
            x={CX - TERMINAL_W / 2}
            y={y}
            width={TERMINAL_W}
            height={h}
            rx={h / 2}
            className="fill-primary"
          />
          <text
            x={CX}
            y={cy}
            textAnchor="middle"
            dominantBaseline="central"
            className="fill-white text-[13px] font-bold"
          >
            {step.title}
          </text>
        </g>
      )
    case 'agent':
      return (
        <g>
          <rect
            x={COLUMN_X}
            y={y}
            width={COLUMN_W}
            height={h}
            rx={12}
            strokeWidth={1.5}
            className="fill-primary/10 stroke-accent"
          />
          <text x={CX} y={cy} textAnchor="middle" dominantBaseline="central" className={TITLE}>
            {step.title}
          </text>
        </g>
      )
    case 'condition':
      return (
        <g>
          <polygon
            points={`${CX},${y} ${COLUMN_X + COLUMN_W},${cy} ${CX},${y + h} ${COLUMN_X},${cy}`}
            strokeWidth={1.5}
            className="fill-amber-500/10 stroke-amber-600 dark:stroke-amber-400"
          />
          <text x={CX} y={cy - 9} textAnchor="middle" dominantBaseline="central" className={LABEL}>
            If / else
          </text>
          <text x={CX} y={cy + 9} textAnchor="middle" dominantBaseline="central" className={TITLE}>
            {`Score ≥ ${WORKFLOW_SCORE_THRESHOLD}?`}
          </text>
        </g>
      )
    case 'loop':
      return (
        <g>
          <rect
            x={COLUMN_X}
            y={y}
            width={COLUMN_W}
            height={h}
            rx={h / 2}
            strokeWidth={1.5}
            className="fill-sky-500/10 stroke-sky-600 dark:stroke-sky-400"
          />
          <text x={CX} y={cy - 8} textAnchor="middle" dominantBaseline="central" className={TITLE}>
            While no reply
          </text>
          <text x={CX} y={cy + 10} textAnchor="middle" dominantBaseline="central" className={LABEL}>
            {followUpLabel(followUps)}
          </text>
        </g>
      )
  }
}

/** A tool-connector: a dashed link with a node at each end, to the tool the agent calls. */
function ToolConnector({ step }: { step: WorkflowStep }) {
  if (!step.tool) return null
  const cy = centre(step.key)
  return (
    <g>
      <line
        x1={COLUMN_X + COLUMN_W}
        y1={cy}
        x2={TOOL_X}
        y2={cy}
        strokeDasharray="3 3"
        className="stroke-muted"
      />
      <circle cx={COLUMN_X + COLUMN_W} cy={cy} r={3.5} className="fill-accent" />
      <circle cx={TOOL_X} cy={cy} r={3.5} className="fill-muted" />
      <rect
        x={TOOL_X}
        y={cy - 20}
        width={TOOL_W}
        height={40}
        rx={8}
        strokeDasharray="4 3"
        className="fill-background-raised stroke-muted"
      />
      <text
        x={TOOL_X + TOOL_W / 2}
        y={cy - 8}
        textAnchor="middle"
        dominantBaseline="central"
        className={LABEL}
      >
        Tool
      </text>
      <text
        x={TOOL_X + TOOL_W / 2}
        y={cy + 8}
        textAnchor="middle"
        dominantBaseline="central"
        className="fill-foreground text-[12px] font-medium"
      >
        {step.tool}
      </text>
    </g>
  )
}

/** The workflow as an accessible SVG image (title and description) plus a visible step list. */
export function AgentWorkflow({ followUps }: { followUps: FollowUpRule }) {
  const steps = agentWorkflow(followUps)
  // One diagram per page: fixed ids (valid HTML ids, unlike React's generated ones).
  const id = 'agent-workflow'
  const arrow = `${id}-arrow`
  const titleId = `${id}-title`
  const descId = `${id}-desc`
  const order = steps.map((step) => step.key)
  const branchY = centre('branch')

  return (
    <section aria-labelledby={`${id}-heading`} className="container-page pb-10">
      <Card className="sm:p-8">
        <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-foreground">
          OpenAI Agent Workflow
        </h2>
        <p className="mt-2 max-w-3xl text-muted">
          The {shell.aiProduct.name} agents behind this result, built on OpenAI agents: each agent works with
          its own tools, a condition routes every account, and a loop keeps follow-ups going until a prospect
          replies.
        </p>
        <div className="mt-8 grid items-start gap-10 lg:grid-cols-[minmax(0,400px)_1fr]">
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="img"
            aria-labelledby={titleId}
            aria-describedby={descId}
            className="mx-auto h-auto w-full max-w-[400px]"
            data-testid="agent-workflow-diagram"
          >
            <title id={titleId}>OpenAI Agent Workflow</title>
            <desc id={descId}>{workflowDescription(steps)}</desc>
            <defs>
              <marker
                id={arrow}
                viewBox="0 0 8 8"
                refX={8}
                refY={4}
                markerWidth={8}
                markerHeight={8}
                markerUnits="userSpaceOnUse"
                orient="auto-start-reverse"
              >
                <path d="M0,0 L8,4 L0,8 z" className="fill-muted" />
              </marker>
            </defs>

            {order.slice(0, -1).map((key, index) => {
              const next = order[index + 1]!
              return (
                <line
                  key={key}
                  x1={CX}
                  y1={bottom(key)}
                  x2={CX}
                  y2={ROWS[next].y - 1}
                  strokeWidth={1.5}
                  markerEnd={`url(#${arrow})`}
                  className={EDGE}
                />
              )
            })}
            <text x={CX + 8} y={bottom('branch') + 14} dominantBaseline="central" className={LABEL}>
              if
            </text>
            <text x={CX + 8} y={bottom('loop') + 14} dominantBaseline="central" className={LABEL}>
              on reply
            </text>

            {/* else branch: to the nurture sequence, which ends the run */}
            <line
              x1={COLUMN_X + COLUMN_W}
              y1={branchY}
              x2={TOOL_X - 1}
              y2={branchY}
              strokeWidth={1.5}
              markerEnd={`url(#${arrow})`}
              className={EDGE}
            />
            <text
              x={(COLUMN_X + COLUMN_W + TOOL_X) / 2}
              y={branchY - 9}
              textAnchor="middle"
              className={LABEL}
            >
              else
            </text>
            <rect
              x={TOOL_X}
              y={branchY - 20}
              width={TOOL_W}
              height={40}
              rx={10}
              strokeWidth={1.5}
              className="fill-amber-500/10 stroke-amber-600 dark:stroke-amber-400"
            />
            {WORKFLOW_ELSE_TARGET.split(' ').map((word, index, words) => (
              <text
                key={word}
                x={TOOL_X + TOOL_W / 2}
                y={branchY + (index - (words.length - 1) / 2) * 15}
                textAnchor="middle"
                dominantBaseline="central"
                className="fill-foreground text-[12px] font-medium"
              >
                {word}
              </text>
            ))}
            <path
              d={`M${TOOL_X + TOOL_W},${branchY} H${ROUTE_X} V${centre('end')} H${CX + TERMINAL_W / 2 + 1}`}
              strokeWidth={1.5}
              markerEnd={`url(#${arrow})`}
              className={EDGE}
            />

            {/* while loop: back to the Outreach Writer until a reply arrives */}
            <path
              d={`M${COLUMN_X},${centre('loop')} H${COLUMN_X - 14} V${centre('writer')} H${COLUMN_X - 1}`}
              strokeWidth={1.5}
              markerEnd={`url(#${arrow})`}
              className={EDGE}
            />

            {steps.map((step) => (
              <g key={step.key}>
                <StepNode step={step} followUps={followUps} />
                <ToolConnector step={step} />
              </g>
            ))}
          </svg>

          <div>
            <h3 className="text-lg font-semibold text-foreground">How the workflow runs</h3>
            <ol className="mt-4 space-y-4">
              {steps.map((step, index) => (
                <li key={step.key} className="flex gap-4">
                  <span
                    aria-hidden
                    className="flex size-8 shrink-0 items-center justify-center rounded-full border border-card-border bg-background-raised text-sm font-semibold text-accent"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <p className="font-semibold text-foreground">
                      {step.title}
                      {step.tool && (
                        <span className="ml-2 inline-flex items-center rounded-md border border-card-border px-1.5 py-px align-middle text-xs font-medium text-muted">
                          <span className="sr-only">, tool: </span>
                          {step.tool}
                        </span>
                      )}
                    </p>
                    <p className="mt-1 leading-relaxed text-muted">{step.detail}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </Card>
    </section>
  )
}
