import type { HeadTag } from '@/lib/seo'

function toElement(document: Document, { tag, attributes, text }: HeadTag): HTMLElement {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  if (text !== undefined) element.textContent = text
  return element
}

/**
 * After a client-side navigation: takes the shown page's tags out of <head> (found by equality,
 * so the prerendered ones are found too) and puts the next page's in their place.
 */
export function replaceHeadTags(head: HTMLHeadElement, shown: readonly HeadTag[], next: readonly HeadTag[]) {
  const document = head.ownerDocument
  const present = [...head.children]
  const stale = shown
    .map((tag) => toElement(document, tag))
    .map((model) => present.find((element) => element.isEqualNode(model)))
    .filter((element) => element !== undefined)
  const fresh = next.map((tag) => toElement(document, tag))
  if (stale[0]) stale[0].before(...fresh)
  else head.append(...fresh)
  for (const element of stale) element.remove()
}
