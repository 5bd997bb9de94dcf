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

/**
 * The inline script in <head> that applies the stored theme before first paint. It repeats
 * parsePreference/resolveTheme/applyTheme in plain ES5 because it runs before any bundle loads.
 */
export function themeBootScript(storageKey: string): string {
  const key = JSON.stringify(storageKey)
  return (
    `(function(){var d=document.documentElement,p='${DEFAULT_THEME}';` +
    `try{var s=localStorage.getItem(${key});if(s==='light'||s==='dark'||s==='system')p=s}catch(e){}` +
    `var t=p==='system'?(matchMedia('(prefers-color-scheme: light)').matches?'light':'dark'):p;` +
    `d.classList.remove(t==='dark'?'light':'dark');d.classList.add(t);d.style.colorScheme=t})()`
  )
}
