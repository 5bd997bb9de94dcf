import type { HeadTag, PageSeo } from '@/lib/seo'

declare global {
  namespace Vike {
    interface Config {
      Page?: () => React.ReactElement
    }
    interface PageContext {
      Page: () => React.ReactElement
      /** The page's <head> tags (see +onBeforeRender.ts). */
      headTags: HeadTag[]
    }
    interface PageContextServer {
      /** Every page's data hook returns at least its SEO description. */
      data: { seo: PageSeo }
    }
  }
}

export {}
