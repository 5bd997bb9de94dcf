import { pageSeo } from '@/features/seo/pageSeo.server'

export function data() {
  return {
    seo: pageSeo({
      title: 'Contact Us',
      description:
        'Talk to a B2B lead-generation strategist: send a message, book a free call, or e-mail us.',
      keywords: ['contact', 'free consultation'],
      path: '/contact',
      breadcrumb: [{ name: 'Contact', path: '/contact' }],
    }),
  }
}
