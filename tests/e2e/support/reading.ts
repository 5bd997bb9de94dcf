import type { Locator } from '@playwright/test'

/**
 * How many characters the lines of running text hold: the full lines of the first `paragraphs`
 * paragraphs of over 200 characters in `text` (a paragraph's last line is short by nature), counted character by
 * character as the browser lays them out (a Range per character, grouped by line). Returns the
 * median, and the text's size in px.
 */
export async function charactersPerLine(
  text: Locator,
  paragraphs = 10,
): Promise<{ median: number; lines: number; fontSize: number }> {
  return text.evaluate((root, count) => {
    const long = [...root.querySelectorAll('p')]
      .filter((p) => (p.textContent ?? '').length > 200 && !p.querySelector('br, code'))
      .slice(0, count)
    const perLine: number[] = []
    for (const paragraph of long) {
      paragraph.scrollIntoView() // lays out its section (content-visibility)
      const lines = new Map<number, number>()
      const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let index = 0; index < node.length; index++) {
          const range = document.createRange()
          range.setStart(node, index)
          range.setEnd(node, index + 1)
          const box = range.getClientRects()[0]
          if (box) lines.set(Math.round(box.top), (lines.get(Math.round(box.top)) ?? 0) + 1)
        }
      }
      perLine.push(
        ...[...lines.entries()]
          .sort(([a], [b]) => a - b)
          .map(([, characters]) => characters)
          .slice(0, -1),
      )
    }
    perLine.sort((a, b) => a - b)
    return {
      median: perLine[Math.floor(perLine.length / 2)] ?? 0,
      lines: perLine.length,
      fontSize: Number.parseFloat(getComputedStyle(long[0] ?? root).fontSize),
    }
  }, paragraphs)
}
