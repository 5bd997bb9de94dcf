import { ClosingCall } from '@/components/ui/closing-call'
import { AgentWorkflow } from '@/features/case-studies/AgentWorkflow'
import { DetailHeader } from '@/features/case-studies/DetailHeader'
import { NeighbourNav } from '@/features/case-studies/NeighbourNav'
import { PerformanceMetrics } from '@/features/case-studies/PerformanceMetrics'
import { ProgressTimeline } from '@/features/case-studies/ProgressTimeline'
import { KeyChallenges, StoryColumns } from '@/features/case-studies/StoryColumns'
import { StudyQuotes } from '@/features/case-studies/StudyQuotes'
import { usePageData } from '@/hooks/pageContext'
import type { Data } from './+data'

export default function Page() {
  const { study, accent, previous, next, closingCall, followUps, quotes, logoSize } = usePageData<Data>()
  return (
    <>
      <DetailHeader study={study} accent={accent} logoSize={logoSize} />
      <PerformanceMetrics metrics={study.metrics} comparison={study.comparison} />
      {study.showsAgentWorkflow && <AgentWorkflow followUps={followUps} />}
      {study.timeline && <ProgressTimeline timeline={study.timeline} />}
      <StoryColumns study={study} />
      {study.challenges_faced && study.challenges_faced.length > 0 && (
        <KeyChallenges items={study.challenges_faced} />
      )}
      <StudyQuotes quotes={quotes} />
      <NeighbourNav previous={previous} next={next} />
      <ClosingCall id="case-study-closing" call={closingCall} icon="arrow" className="pb-24" />
    </>
  )
}
