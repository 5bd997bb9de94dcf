import CMS from 'decap-cms-app'

type Phrases = Record<string, unknown>

/**
 * Decap's English with the editor's own words where Decap speaks to a developer: a refused save says
 * what to do, not "Failed to persist entry: Error: ...".
 */
export const EDITOR_PHRASES = {
  ui: {
    toast: {
      onFailToPersist: 'Not saved. %{details}',
      missingRequiredField: 'Not saved: a required field is empty. It is marked in red.',
    },
  },
} as const

function merged(base: Phrases, changes: Phrases): Phrases {
  const out: Phrases = { ...base }
  for (const [key, value] of Object.entries(changes)) {
    const current = base[key]
    out[key] =
      value && typeof value === 'object' && current && typeof current === 'object'
        ? merged(current as Phrases, value as Phrases)
        : value
  }
  return out
}

export function registerEditorPhrases(): void {
  CMS.registerLocale('en', merged((CMS.getLocale('en') as Phrases | undefined) ?? {}, EDITOR_PHRASES))
}
