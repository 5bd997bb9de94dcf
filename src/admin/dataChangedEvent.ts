/**
 * The dev server's message to the editor that a file of data/ changed (scripts/cms/devPlugin.ts):
 * the reload that follows once build:data has run is the site's, not the editor's (src/admin/main.ts).
 */
export const DATA_CHANGED_EVENT = 'bandera:data-changed'

/** The plugin name build:data's problems carry to Vite's error overlay (scripts/data/devPlugin.ts). */
export const BUILD_DATA_PLUGIN = 'build:data'
