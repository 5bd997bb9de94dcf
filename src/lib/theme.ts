import { DEFAULT_THEME } from '@/config/constants'

export type ThemePreference = 'dark' | 'light' | 'system'
export type Theme = 'dark' | 'light'

export function parsePreference(stored: string | null): ThemePreference {
  return stored === 'light' || stored === 'system' || stored === 'dark' ? stored : DEFAULT_THEME
}

export function resolveTheme(preference: ThemePreference, systemPrefersLight: boolean): Theme {
  if (preference === 'system') return systemPrefersLight ? 'light' : 'dark'
  return preference
}

/** Marks the theme on the document root: the class Tailwind's variants read, and the UA colour scheme. */
export function applyTheme(root: HTMLElement, theme: Theme): void {
  root.classList.remove(theme === 'dark' ? 'light' : 'dark')
  root.classList.add(theme)
  root.style.colorScheme = theme
}
