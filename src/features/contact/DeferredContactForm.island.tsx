import type { ComponentType } from 'react'
import { deferUntilNear } from '@/islands/deferUntilNear'

const loadForm = () => import('./ContactForm').then((module) => module.ContactForm)

let ServerForm: ComponentType | undefined
if (import.meta.env.SSR) ServerForm = await loadForm()

/**
 * The contact form in a page. The prerendered HTML holds the complete form; in the browser its code
 * (form library, schema, the client of the site's relay) loads only when the form scrolls near, and React
 * hydrates it then. Until then the server's markup stays, with its submit button disabled.
 */
export const DeferredContactForm = deferUntilNear(loadForm, {
  prerender: 'component',
  serverComponent: ServerForm,
  fallback: <div className="h-[640px] rounded-2xl border border-card-border bg-card" />,
})
