import type { AccentName } from '@/schemas/accent'

export type { AccentName }

/** Each accent colour of content, as classes readable in both themes. */

export const accentClasses: Record<AccentName, { icon: string; badge: string; bar: string }> = {
  violet: {
    icon: 'bg-violet-500/15 text-violet-700 dark:text-violet-300',
    badge: 'border-violet-500/30 bg-violet-500/10 text-violet-800 dark:text-violet-200',
    bar: 'bg-violet-500',
  },
  sky: {
    icon: 'bg-sky-500/15 text-sky-700 dark:text-sky-300',
    badge: 'border-sky-500/30 bg-sky-500/10 text-sky-800 dark:text-sky-200',
    bar: 'bg-sky-500',
  },
  cyan: {
    icon: 'bg-cyan-500/15 text-cyan-700 dark:text-cyan-300',
    badge: 'border-cyan-500/30 bg-cyan-500/10 text-cyan-800 dark:text-cyan-200',
    bar: 'bg-cyan-500',
  },
  amber: {
    icon: 'bg-amber-500/15 text-amber-700 dark:text-amber-300',
    badge: 'border-amber-500/30 bg-amber-500/10 text-amber-800 dark:text-amber-200',
    bar: 'bg-amber-500',
  },
  rose: {
    icon: 'bg-rose-500/15 text-rose-700 dark:text-rose-300',
    badge: 'border-rose-500/30 bg-rose-500/10 text-rose-800 dark:text-rose-200',
    bar: 'bg-rose-500',
  },
  emerald: {
    icon: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
    badge: 'border-emerald-500/30 bg-emerald-500/10 text-emerald-800 dark:text-emerald-200',
    bar: 'bg-emerald-500',
  },
}
