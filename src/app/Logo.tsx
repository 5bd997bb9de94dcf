import { shell } from '@/config/shell'
import { routes } from '@/lib/paths'

/** The brand mark and name, linking home. */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <a
      href={routes.home}
      onClick={onNavigate}
      className="flex items-center gap-2 text-lg font-bold text-foreground"
    >
      <svg aria-hidden width="32" height="32" viewBox="0 0 32 32" className="shrink-0">
        <rect width="32" height="32" rx="8" fill="#5b3fd9" />
        <path d="M9 8h8.5a5 5 0 0 1 2.8 9.1A5.2 5.2 0 0 1 18 26H9z" fill="#fff" />
        <path d="M13 12v3.6h4.3a1.8 1.8 0 0 0 0-3.6zm0 7.4V22h4.8a1.3 1.3 0 0 0 0-2.6z" fill="#5b3fd9" />
      </svg>
      <span>{shell.brand}</span>
    </a>
  )
}
