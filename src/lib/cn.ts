import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names, skipping falsy ones (clsx). It does not resolve Tailwind conflicts, which would
 * cost every page tailwind-merge's 9 KB: a component offers a prop (a Badge's `size`) rather than
 * being overridden, and tests/build/class-conflicts.test.ts fails a built element whose classes
 * set the same property twice.
 */
export function cn(...classes: ClassValue[]): string {
  return clsx(classes)
}
