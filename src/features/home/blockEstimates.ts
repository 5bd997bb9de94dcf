import type { BlockEstimate } from '@/components/ui/section'

/**
 * The height of each home section's content (without its padding, which the browser adds) while
 * the browser skips it (content-visibility): on a 390px phone, at 768px and at 1280px, measured on
 * the built page with the content of data/.
 * They keep a far jump on the home page where it aims (tests/e2e/home.spec.ts, "a far jump");
 * measure again after changing a section's layout or much of its copy.
 */
export const HOME_BLOCKS = {
  services: { phone: 522, sm: 1230, lg: 828 },
  results: { phone: 886, sm: 1629, lg: 1147 },
  solutions: { phone: 910, sm: 1146, lg: 854 },
  calculator: { phone: 1392, sm: 1280, lg: 792 },
  process: { phone: 766, sm: 1012, lg: 756 },
  roadmap: { phone: 498, sm: 1094, lg: 788 },
  about: { phone: 2095, sm: 2739, lg: 1867 },
} satisfies Record<string, BlockEstimate>
