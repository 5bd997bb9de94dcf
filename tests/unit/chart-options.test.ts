import type { Scale, TooltipItem } from 'chart.js'
import { describe, expect, it } from 'vitest'
import {
  chartOptions,
  performanceChartOptions,
  timelineChartOptions,
  type ChartLook,
} from '@/features/case-studies/chartOptions'
import type { ChartColors } from '@/features/case-studies/chartTheme'
import { TIMELINE_SERIES, timelineDatasets } from '@/features/case-studies/timelineSeries'
import { buildTimeline } from '@/lib/timeline'
import { formatMetricValue, type Metric } from '@/lib/metrics'

const colors: ChartColors = {
  text: '#0f1529',
  muted: '#4a5470',
  grid: '#dde2ee',
  surface: '#ffffff',
  accent: '#4b2fc9',
  byType: { percentage: '#4b2fc9', currency: '#047857', number: '#0369a1' },
  secondary: '#047857',
  font: 'Inter, sans-serif',
}
const look: ChartLook = { colors, reducedMotion: false }

const metrics: Metric[] = [
  { label: 'More booked demos', value: 340, type: 'percentage', fullText: '340% more booked demos' },
  { label: 'Pipeline', value: 1_200_000, type: 'currency', fullText: '$1.2M pipeline' },
  { label: 'Demos booked', value: 140, type: 'number', fullText: '140 demos booked' },
]

const charts = {
  'Performance Comparison': (chartLook: ChartLook) => performanceChartOptions(metrics, chartLook),
  'Campaign Progress Timeline': (chartLook: ChartLook) => timelineChartOptions(chartLook),
}

describe.each(Object.entries(charts))('the %s chart options', (_name, optionsFor) => {
  it('carry every shared option of the options builder', () => {
    expect(optionsFor(look)).toMatchObject(chartOptions<'bar'>(look, {}))
  })

  it("take the tooltip, grid and tick colours from the theme's", () => {
    const options = optionsFor(look)
    expect(options.plugins?.tooltip).toMatchObject({
      backgroundColor: colors.surface,
      titleColor: colors.text,
      bodyColor: colors.text,
      borderColor: colors.grid,
    })
    expect(options.scales?.y).toMatchObject({ grid: { color: colors.grid }, ticks: { color: colors.muted } })
    expect(options.scales?.x).toMatchObject({ grid: { display: false }, ticks: { color: colors.muted } })
  })

  it('animate, except for visitors who prefer reduced motion', () => {
    expect(optionsFor(look).animation).toMatchObject({ duration: expect.any(Number) })
    expect(optionsFor({ ...look, reducedMotion: true }).animation).toBe(false)
  })
})

describe('the options builder', () => {
  it("lays the chart's own options over the shared ones without changing the next chart's", () => {
    const own = chartOptions<'line'>(look, { scales: { y: { min: 5, grid: { color: 'red' } } } })
    expect(own.scales?.y).toMatchObject({ min: 5, grid: { color: 'red' }, ticks: { color: colors.muted } })
    expect(chartOptions<'line'>(look, {}).scales?.y).toMatchObject({ grid: { color: colors.grid } })
  })
})

describe('Performance Comparison options', () => {
  const options = performanceChartOptions(metrics, look)

  it('use a logarithmic value axis whose floor is the power of ten below the smallest value', () => {
    expect(options.scales?.y).toMatchObject({ type: 'logarithmic', min: 100 })
  })

  it('lay the bar labels level, each wrapped to its column so neighbours never touch', () => {
    const ticks = options.scales?.x?.ticks as {
      maxRotation: number
      minRotation: number
      callback: (this: Scale, value: number) => string[]
    }
    expect(ticks).toMatchObject({ maxRotation: 0, minRotation: 0 })
    const labels = ['Reduction in SDR hours spent', 'Pipeline', 'Demos booked with payments leaders']
    const pixels = (text: string) => text.length * 7
    const axis = {
      maxWidth: 240,
      getLabels: () => labels,
      getLabelForValue: (index: number) => labels[index],
      options: { ticks: { font: { size: 12, family: 'Inter' } } },
      ctx: { font: '', save() {}, restore() {}, measureText: (text: string) => ({ width: pixels(text) }) },
    } as unknown as Scale
    const column = 240 / labels.length
    const wrapped = labels.map((_, index) => ticks.callback.call(axis, index))
    expect(wrapped.map((lines) => lines.length)).toEqual([3, 1, 4])
    // Centred under its bar, a line this wide leaves its neighbours at least 12px of room.
    for (const line of wrapped.flat()) expect(pixels(line)).toBeLessThanOrEqual(column - 12)
  })

  it('show no legend, and each value in its tooltip as its tile does', () => {
    expect(options.plugins?.legend?.display).toBe(false)
    const label = options.plugins?.tooltip?.callbacks?.label as (item: TooltipItem<'bar'>) => string
    expect(label({ dataIndex: 1 } as TooltipItem<'bar'>)).toBe(formatMetricValue(metrics[1]!))
  })
})

describe('Campaign Progress Timeline options', () => {
  const options = timelineChartOptions(look)

  it('show both series of a month in one tooltip, on a 0-based axis stepping by 20', () => {
    expect(options.interaction).toMatchObject({ mode: 'index', intersect: false })
    expect(options.scales?.y).toMatchObject({ min: 0, ticks: { stepSize: 20 } })
    expect(options.plugins?.legend).toMatchObject({ position: 'bottom', labels: { color: colors.text } })
  })
})

describe('Campaign Progress Timeline lines', () => {
  // Five months: progress (month / 5 * 100) and the results index (20 a month) are equal at every point.
  const [progress, results] = timelineDatasets(buildTimeline('5 months'), colors)

  it('are the two series, in their order, for the legend and the table', () => {
    expect([progress!.label, results!.label]).toEqual([TIMELINE_SERIES.progress, TIMELINE_SERIES.value])
    expect(progress!.data).toEqual(results!.data)
  })

  it('both show where they coincide: the results line lies over a wider progress band, with smaller points of another colour and shape', () => {
    expect(results!.order).toBeLessThan(progress!.order!) // Chart.js draws the lower order last, on top
    expect(Number(results!.borderWidth) * 3).toBeLessThanOrEqual(Number(progress!.borderWidth))
    expect(Number(results!.pointRadius)).toBeLessThan(Number(progress!.pointRadius))
    expect(results!.pointBackgroundColor).not.toBe(progress!.pointBackgroundColor)
    expect(results!.pointStyle).not.toBe(progress!.pointStyle ?? 'circle')
    expect(results!.borderDash?.length).toBeGreaterThan(0)
  })
})
