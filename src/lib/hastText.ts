import type { Element, Root } from 'hast'

/** The text of an HTML tree (hast) node, as a reader sees it: every text inside, in order. */
export function toText(node: Element | Root): string {
  return node.children
    .map((child) => (child.type === 'text' ? child.value : child.type === 'element' ? toText(child) : ''))
    .join('')
}
