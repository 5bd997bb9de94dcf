import { decodeEntities } from '../../scripts/site/htmlEntities'

/**
 * The one reader of built HTML for the tests: every page is written in ASCII only, with everything
 * else as character references (renderer/asciiHtml.ts), so a test reads text and attributes
 * through the build's own decoder, as the browser does.
 */
export { decodeEntities }

/** The text of a piece of HTML, as the browser reads it: tags removed, references decoded. */
export function textOf(html: string): string {
  return decodeEntities(html.replace(/<[^>]+>/g, ''))
}

/** The content of <meta property|name="key"> in a page's HTML, decoded. */
export function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(
    `<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`,
  ).exec(html)
  return match ? decodeEntities(match[1]!) : undefined
}

/** The id of every element of a piece of HTML, decoded. */
export function elementIds(html: string): string[] {
  return [...html.matchAll(/<[a-z][\w-]*\s[^>]*?\bid="([^"]*)"/gi)].map((match) => decodeEntities(match[1]!))
}
