import { svgDataUrl } from '@/lib/svgDataUrl'
import faviconSvg from '../public/favicon.svg?raw'

/**
 * The site's icon inside every page. A link to /favicon.svg made the browser ask for it between the
 * load event and the first paint, and Lighthouse's simulation counts every request begun before the
 * largest paint into it: 150 ms on a service page, for a 333-byte file. /favicon.svg stays for the
 * editor's page and for whatever asks for it by name.
 */
export const FAVICON_LINK = `<link rel="icon" href="${svgDataUrl(faviconSvg)}" type="image/svg+xml">`
