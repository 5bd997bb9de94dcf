/** The drawing size an SVG declares: its viewBox, or else its width and height in px. */
export interface SvgSize {
  width: number
  height: number
}

const VIEW_BOX = /<svg\b[^>]*?\bviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/i
const WIDTH = /<svg\b[^>]*?\swidth\s*=\s*["']\s*([\d.]+)(?:px)?\s*["']/i
const HEIGHT = /<svg\b[^>]*?\sheight\s*=\s*["']\s*([\d.]+)(?:px)?\s*["']/i

/**
 * The size of an SVG from its text, or null when it declares none: the page gives an image its
 * width and height, so nothing moves when it arrives.
 */
export function svgSize(svg: string): SvgSize | null {
  const viewBox = VIEW_BOX.exec(svg)
  const [width, height] = viewBox
    ? [Number(viewBox[1]), Number(viewBox[2])]
    : [Number(WIDTH.exec(svg)?.[1]), Number(HEIGHT.exec(svg)?.[1])]
  return width > 0 && height > 0 ? { width, height } : null
}
