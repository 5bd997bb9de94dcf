import type { HeadTag, PageSeo } from '@/views/seo'

declare global {
  namespace Vike {
    interface Config {
      Page?: () => React.ReactElement
    }
    interface PageContext {
      Page: () => React.ReactElement
      /** The page's <head> tags (see +onBeforeRender.ts). */
      headTags: HeadTag[]
      /** The page's data without its SEO description, on the server only (see +onBeforeRender.ts). */
      pageData?: unknown
      /** The stylesheets the page's <head> holds, as its components ask for them (useStylesheet). */
      stylesheets: Set<string>
    }
    interface PageContextServer {
      /** Every page's data hook returns at least its SEO description. */
      data: { seo: PageSeo }
    }
  }
}

export {}
