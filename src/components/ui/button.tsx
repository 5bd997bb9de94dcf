import type { ButtonHTMLAttributes } from 'react'
import { cn } from '@/lib/cn'

/**
 * - `primary` means "book a call": a link to a booking page of data/site.yaml, in a new tab
 *   (BookingLink), and nothing else, so the one filled purple button on a screen is the next step;
 * - `secondary` is every other action that stands out (the contact dialog, a form's submit, a
 *   cookie choice): tinted, visibly not the booking button;
 * - `outline` and `ghost` for the rest.
 */
type Variant = 'primary' | 'secondary' | 'outline' | 'ghost'
type Size = 'sm' | 'md' | 'lg'

/**
 * Marks the primary style in the HTML (no style of its own): tests/e2e/booking.spec.ts checks that
 * every element of every page carrying it leads to a booking page.
 */
export const PRIMARY_BUTTON_CLASS = 'button-primary'

const variants: Record<Variant, string> = {
  primary: `${PRIMARY_BUTTON_CLASS} bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover`,
  secondary: 'border border-accent/40 bg-primary/15 text-accent hover:border-accent',
  outline:
    'border border-card-border bg-background-raised text-foreground hover:border-accent hover:text-accent',
  ghost: 'text-foreground hover:bg-card',
}

const sizes: Record<Size, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
}

export function buttonClasses(variant: Variant = 'secondary', size: Size = 'md', className?: string): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    sizes[size],
    className,
  )
}

export type ButtonSize = Size

interface Styled {
  /** Not `primary`: that is a link to a booking page (BookingLink), never a button. */
  variant?: Exclude<Variant, 'primary'>
  size?: Size
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: Styled & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />
}

/**
 * A pressed toggle (a filter chip, a segmented choice): tinted like the secondary style, clearly on
 * without looking like the booking button. Tabs have theirs in tabs.tsx.
 */
export const PRESSED_CLASS = 'border-accent bg-primary/15 text-accent'
