/**
 * Inline in every page's <head>: applies the stored theme before the first paint, by the rules the
 * theme toggle uses (src/lib/theme.ts). The key it is stored under comes from the page, as the
 * script's `data-storage-key`: the script itself is the same on every site, and so is its CSP hash.
 */
import { applyTheme, parsePreference, resolveTheme } from '@/lib/theme'

const script = document.currentScript as HTMLScriptElement
let stored: string | null = null
try {
  stored = localStorage.getItem(script.dataset.storageKey!)
} catch {
  // Storage refused (a privacy setting): the default theme.
}
const preference = parsePreference(stored)
applyTheme(
  document.documentElement,
  resolveTheme(preference, preference === 'system' && matchMedia('(prefers-color-scheme: light)').matches),
)
