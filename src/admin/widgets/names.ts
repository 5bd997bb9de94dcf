/** The editor's own widgets, by the name the config gives them (scripts/cms/fields.ts). */
export const TEXT_OR_LIST_WIDGET = 'text-or-list'
export const SLUG_WIDGET = 'slug'
