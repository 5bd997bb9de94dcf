/**
 * The browsers the site's code is built for, as an esbuild / Rolldown target: the visitors' code
 * (vite.config.ts), the inline scripts of every page (inlineScripts.ts) and the content editor
 * (editor.ts). No imports: the Vite config loads this file as it is.
 */
export const BROWSER_TARGET = 'es2022'
