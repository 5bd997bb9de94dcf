/**
 * Where the editor asks the dev server, before it saves, whether build:data would take the entry
 * (scripts/cms/devPlugin.ts answers; src/admin/refuseInvalidEntry.ts asks).
 */
export const CHECK_ENTRY_PATH = '/__cms/check-entry'
