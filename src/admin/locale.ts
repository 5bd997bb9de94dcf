import CMS from 'decap-cms-app'

type Phrases = Record<string, unknown>

/**
 * Decap's English with the editor's own words where Decap speaks to a developer: a refused save or
 * delete says what to do, not "Failed to persist entry: Error: ...". Decap says that a save was
 * refused by a field only for its "required" kind of error, which every rule of a field uses
 * (src/admin/widgets/withRules.tsx): so that message speaks of every kind.
 */
export const EDITOR_PHRASES = {
  editor: {
    editor: {
      onDeletePublishedEntry:
        'Delete this entry? Its page goes off the site. If it has been published, you choose next where its address leads.',
    },
  },
  ui: {
    toast: {
      onFailToPersist: 'Not saved. %{details}',
      onFailToDelete: 'Not deleted: %{details}',
      missingRequiredField:
        'Not saved: a field needs a change. Each one is marked in red, and the first has the cursor.',
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
