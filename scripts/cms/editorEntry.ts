/**
 * The editor's entry module, built apart from the site's pages (scripts/site/editor.ts) and served
 * by the dev server under `npm run cms` (scripts/cms/devPlugin.ts, which vite.config.ts loads: so
 * this module imports nothing through `@/`).
 */
export const EDITOR_ENTRY = 'src/admin/main.ts'
