import { Moon, Sun } from 'lucide-react'
import { setThemePreference, useResolvedTheme } from '@/browser/themeStore'

/** Switches between dark and light. */
export function ThemeToggle() {
  const theme = useResolvedTheme()
  const next = theme === 'dark' ? 'light' : 'dark'
  return (
    <button
      type="button"
      onClick={() => setThemePreference(next)}
      aria-label={`Switch to ${next} theme`}
      data-testid="theme-toggle"
      className="inline-flex size-10 items-center justify-center rounded-lg text-foreground hover:bg-card"
    >
      {theme === 'dark' ? <Sun aria-hidden className="size-5" /> : <Moon aria-hidden className="size-5" />}
    </button>
  )
}
