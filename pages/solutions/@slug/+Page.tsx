import { SolutionPageLayout } from '@/features/solutions/SolutionPageLayout'

export default function Page() {
  return <SolutionPageLayout />
}
