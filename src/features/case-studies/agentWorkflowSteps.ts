import { figureValue, type Figures } from '@/schemas/figures'

/** The steps of the "OpenAI Agent Workflow" diagram on case studies of the AI product, in order. */
export type WorkflowStepKey =
  'start' | 'prospector' | 'scoring' | 'branch' | 'writer' | 'loop' | 'scheduler' | 'analytics' | 'end'

/** The lead score that sends an account to outreach. */
export const WORKFLOW_SCORE_THRESHOLD = 70
/** Where the else branch sends accounts below the threshold. */
export const WORKFLOW_ELSE_TARGET = 'Nurture sequence'

export interface WorkflowStep {
  key: WorkflowStepKey
  kind: 'terminal' | 'agent' | 'condition' | 'loop'
  title: string
  /** The tool the agent calls through its connector. */
  tool?: string
  detail: string
}

/**
 * How long the loop keeps a quiet thread going: the Follow-up agent's figures of data/figures.yaml,
 * so the diagram and the solution page say the same ("3 follow-ups", "30 days").
 */
export interface FollowUpRule {
  limit: string
  window: string
}

export function followUpRule(figures: Figures): FollowUpRule {
  return { limit: figureValue(figures, 'followUpLimit'), window: figureValue(figures, 'followUpWindow') }
}

/** The loop node's second line: "up to 3 follow-ups in 30 days". */
export function followUpLabel(rule: FollowUpRule): string {
  return `up to ${rule.limit} in ${rule.window}`
}

export function agentWorkflow(followUps: FollowUpRule): readonly WorkflowStep[] {
  return [
    {
      key: 'start',
      kind: 'terminal',
      title: 'Start',
      detail: 'A run starts from your ideal-customer profile and the offer brief agreed at kick-off.',
    },
    {
      key: 'prospector',
      kind: 'agent',
      title: 'Prospector Agent',
      tool: 'Web search',
      detail:
        'Finds companies and decision-makers that match the profile through web search and company-data tools.',
    },
    {
      key: 'scoring',
      kind: 'agent',
      title: 'Lead Scoring Agent',
      tool: 'CRM lookup',
      detail: 'Scores every account on fit and buying signals and checks it against your CRM history.',
    },
    {
      key: 'branch',
      kind: 'condition',
      title: `If / else: score ${WORKFLOW_SCORE_THRESHOLD} or more?`,
      detail: `If an account scores ${WORKFLOW_SCORE_THRESHOLD} or more it goes to outreach; else it joins a slower ${WORKFLOW_ELSE_TARGET.toLowerCase()}.`,
    },
    {
      key: 'writer',
      kind: 'agent',
      title: 'Outreach Writer Agent',
      tool: 'Email + LinkedIn',
      detail:
        'Writes a personal email and LinkedIn message for each qualified contact and sends them from connected accounts.',
    },
    {
      key: 'loop',
      kind: 'loop',
      title: 'While loop: no reply yet',
      detail: `While a prospect has not replied, the loop hands back to the Outreach Writer for a new follow-up: ${followUpLabel(followUps)}, then the thread rests.`,
    },
    {
      key: 'scheduler',
      kind: 'agent',
      title: 'Scheduler Agent',
      tool: 'Calendar',
      detail: 'Books the meeting in your team’s calendar as soon as a prospect replies with interest.',
    },
    {
      key: 'analytics',
      kind: 'agent',
      title: 'Analytics Agent',
      tool: 'Reporting',
      detail: 'Logs every outcome and reports reply, meeting and pipeline rates back to your team each week.',
    },
    {
      key: 'end',
      kind: 'terminal',
      title: 'End',
      detail: 'The run ends with meetings booked, the CRM up to date and the next run’s targeting refined.',
    },
  ]
}

/** The diagram's text alternative: the flow in one paragraph. */
export function workflowDescription(steps: readonly WorkflowStep[]): string {
  return steps
    .map((step) => `${step.title}${step.tool ? ` (tool: ${step.tool})` : ''}: ${step.detail}`)
    .join(' ')
}
