/**
 * An SVG as a `data:` address, for a picture the page carries inside itself. Only what a URL cannot
 * carry as it is gets escaped (spaces too, which validators refuse), and the quotes and `&`, so the
 * address goes into an HTML attribute as it is, with nothing for React to escape.
 */
export function svgDataUrl(svg: string): string {
  const text = svg.trim().replace(/\s+/g, ' ')
  // encodeURIComponent would leave the apostrophe as it is; every character here is ASCII.
  const escaped = text.replace(
    /[ "%#&'<>?[\\\]^`{|}]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `data:image/svg+xml,${escaped}`
}
