import type { ThemePreference } from '@/lib/theme'
import { cn } from '@/lib/cn'
import { PRESSED_CLASS } from '@/components/ui/button'
import { setThemePreference, useThemePreference } from '@/browser/themeStore'
import { island } from '@/islands/island'

const choices: { value: ThemePreference; label: string }[] = [
  { value: 'dark', label: 'Dark' },
  { value: 'light', label: 'Light' },
  { value: 'system', label: 'System' },
]

/** The three-way theme choice in the footer: dark, light, or follow the system. */
function ThemeChoiceIsland() {
  const preference = useThemePreference()
  return (
    <div
      role="group"
      aria-label="Color theme"
      className="inline-flex rounded-lg border border-card-border p-0.5"
    >
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          aria-pressed={preference === choice.value}
          onClick={() => setThemePreference(choice.value)}
          className={cn(
            'rounded-md border px-3 py-1 text-xs font-medium',
            preference === choice.value
              ? PRESSED_CLASS
              : 'border-transparent text-muted hover:text-foreground',
          )}
        >
          {choice.label}
        </button>
      ))}
    </div>
  )
}

export const ThemeChoice = island(ThemeChoiceIsland)
