/**
 * Inline in every page's <head>: once the page has loaded and been painted (../whenLoadedAndPainted.ts),
 * imports the islands entry, whose address the page gives it as the script's `data-entry` (the
 * build's file, or its source under `vike dev`: ../vitePlugin.ts). Until then the page has asked for
 * nothing but itself: no request competes with its first paint.
 */
import { whenLoadedAndPainted } from '../whenLoadedAndPainted'

const entry = (document.currentScript as HTMLScriptElement).dataset.entry!
whenLoadedAndPainted(() => void import(entry))
