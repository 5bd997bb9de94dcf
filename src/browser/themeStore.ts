import { useSyncExternalStore } from 'react'
import { DEFAULT_THEME } from '@/config/constants'
import { shell } from '@/config/shell'
import { applyTheme, parsePreference, resolveTheme, type Theme, type ThemePreference } from '@/lib/theme'

/**
 * The visitor's theme, outside React state: the boot script in <head> applies it before first
 * paint, and components subscribe here. Being an external store (not a context), a change never
 * re-renders the page tree, so parts still waiting to hydrate are left alone.
 */
const listeners = new Set<() => void>()
const systemLight = () => window.matchMedia('(prefers-color-scheme: light)')
let preference: ThemePreference | undefined

function currentPreference(): ThemePreference {
  if (preference === undefined) {
    try {
      preference = parsePreference(localStorage.getItem(shell.themeStorageKey))
    } catch {
      preference = DEFAULT_THEME
    }
  }
  return preference
}

function currentTheme(): Theme {
  return resolveTheme(currentPreference(), systemLight().matches)
}

function update() {
  applyTheme(document.documentElement, currentTheme())
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) systemLight().addEventListener('change', update)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) systemLight().removeEventListener('change', update)
  }
}

export function setThemePreference(next: ThemePreference): void {
  preference = next
  try {
    localStorage.setItem(shell.themeStorageKey, next)
  } catch {
    // Storage blocked: the choice lasts for this page view.
  }
  update()
}

/** Server and hydration render the default; the stored choice follows right after. */
export function useThemePreference(): ThemePreference {
  return useSyncExternalStore(subscribe, currentPreference, () => DEFAULT_THEME)
}

export function useResolvedTheme(): Theme {
  return useSyncExternalStore(subscribe, currentTheme, () => DEFAULT_THEME)
}
