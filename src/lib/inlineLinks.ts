/** A run of text, or a link within it. */
export type TextPart = { text: string; href?: undefined } | { text: string; href: string }

/** "[label](/path)": a link to a page of this site inside a short text. */
const LINK = /\[([^\]]+)\]\((\/[^)\s]*)\)/g

/**
 * A short text from data/ with its links ("Read our [Privacy Policy](/privacy-policy).") as parts a
 * component renders as text and anchors: no HTML is ever built from the text.
 */
export function inlineLinks(text: string): TextPart[] {
  const parts: TextPart[] = []
  let at = 0
  for (const match of text.matchAll(LINK)) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index) })
    parts.push({ text: match[1]!, href: match[2]! })
    at = match.index + match[0].length
  }
  if (at < text.length) parts.push({ text: text.slice(at) })
  return parts
}
