/**
 * How long browsers and CDNs keep each kind of file, and the types a host cannot guess: the same
 * rules for the Node server (siteBuild.ts) and for Cloudflare (the build's _headers).
 */

/** Files under /assets/ carry a hash of their contents in their name: they never change. */
export const HASHED_ASSETS_PREFIX = '/assets/'

export const CACHE_CONTROL = {
  hashedAsset: 'public, max-age=31536000, immutable',
  /** Pages and other files: kept, but checked with the server on every use. */
  other: 'public, max-age=0, must-revalidate',
} as const

export const FEED_PATH = '/rss.xml'
export const FEED_CONTENT_TYPE = 'application/rss+xml; charset=utf-8'
