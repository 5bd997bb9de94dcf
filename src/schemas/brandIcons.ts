import type { IconDrawing } from './icons'

/**
 * Social network marks drawn for this site (the icon set has no brand logos), in the icon set's
 * drawing format so they render like every other icon (24 x 24, currentColor).
 */
export const instagramDrawing: IconDrawing = {
  name: 'instagram',
  node: [
    ['rect', { x: '3', y: '3', width: '18', height: '18', rx: '5', key: 'frame' }],
    ['circle', { cx: '12', cy: '12', r: '4', key: 'lens' }],
    ['circle', { cx: '17.5', cy: '6.5', r: '1', fill: 'currentColor', stroke: 'none', key: 'flash' }],
  ],
}

export const linkedInDrawing: IconDrawing = {
  name: 'linkedin',
  node: [
    [
      'path',
      {
        d: 'M4 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM2.5 9h3v12h-3zM9 9h2.9v1.7c.5-.9 1.7-2 3.6-2 3.8 0 4.5 2.5 4.5 5.7V21h-3v-5.8c0-1.4 0-3.2-2-3.2s-2.3 1.5-2.3 3.1V21H9z',
        fill: 'currentColor',
        stroke: 'none',
        key: 'mark',
      },
    ],
  ],
}
