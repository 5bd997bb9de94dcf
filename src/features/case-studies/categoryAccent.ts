import type { AccentName } from '@/components/ui/accent'

/** Accent order for case-study categories: the AI product first in violet, then distinct hues. */
const CATEGORY_ACCENTS: readonly AccentName[] = ['violet', 'emerald', 'sky', 'amber', 'rose', 'cyan']

/** A category's accent, by its position in data/categories.yaml (stable across pages). */
export function categoryAccent(category: string, categories: readonly string[]): AccentName {
  const index = categories.indexOf(category)
  return CATEGORY_ACCENTS[(index === -1 ? 0 : index) % CATEGORY_ACCENTS.length]!
}
