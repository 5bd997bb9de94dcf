import type { PageSeo } from '@/lib/seo'

declare global {
  namespace Vike {
    interface Config {
      Page?: () => React.ReactElement
    }
    interface PageContext {
      Page: () => React.ReactElement
      /** Every page's data hook returns at least its SEO description. */
      data: { seo: PageSeo }
    }
  }
}

export {}
