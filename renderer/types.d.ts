import type { PageSeo } from '@/lib/seo'

declare global {
  namespace Vike {
    interface PageContext {
      /** Every page's data hook returns at least its SEO description. */
      data: { seo: PageSeo }
    }
  }
}

export {}
