export { SolutionPageLayout as default } from '@/features/solutions/SolutionPageLayout'
