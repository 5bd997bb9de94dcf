import type { Scale, TooltipItem } from 'chart.js'
import { describe, expect, it } from 'vitest'
import {
  chartOptions,
  performanceChartOptions,
  timelineChartOptions,
  type ChartLook,
} from '@/features/case-studies/chartOptions'
import type { ChartColors } from '@/features/case-studies/chartTheme'
import { formatMetricValue, metricGroups, type Metric } from '@/lib/metrics'
import { buildTimeline } from '@/lib/timeline'

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

const [percentages, dollars] = metricGroups(metrics)
const timeline = buildTimeline({
  every: 'month',
  unit: 'currency',
  caption: 'Pipeline to date.',
  starts: 'the month the ads began',
  series: [{ label: 'Pipeline', values: [90_000, 270_000, 560_000], cumulative: true }],
})!

const charts = {
  'Performance Comparison': (chartLook: ChartLook) => performanceChartOptions(dollars!, chartLook),
  'Campaign Progress Timeline': (chartLook: ChartLook) => timelineChartOptions(timeline, chartLook),
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
  const options = performanceChartOptions(dollars!, look)
  type Tick = (value: number) => string

  it('draw one unit per panel on a linear axis from zero, its ticks written in that unit', () => {
    expect(metricGroups(metrics).map((group) => group.unit)).toEqual(['percentage', 'currency', 'number'])
    expect(options.scales?.y).toMatchObject({ min: 0, max: 1_500_000, ticks: { stepSize: 500_000 } })
    expect(options.scales?.y).not.toHaveProperty('type', 'logarithmic')
    const tick = options.scales?.y?.ticks?.callback as unknown as Tick
    expect(tick(1_500_000)).toBe('$1.5M')
    expect(tick(500_000)).toBe('$500K')
    const percent = performanceChartOptions(percentages!, look).scales?.y?.ticks?.callback as unknown as Tick
    expect(percent(200)).toBe('200%')
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
    expect(label({ dataIndex: 0 } as TooltipItem<'bar'>)).toBe(formatMetricValue(metrics[1]!))
  })
})

describe('Campaign Progress Timeline options', () => {
  const options = timelineChartOptions(timeline, look)

  it("show every series of a period in one tooltip, on the study's own scale and unit", () => {
    expect(options.interaction).toMatchObject({ mode: 'index', intersect: false })
    expect(options.scales?.y).toMatchObject({ min: 0, max: 600_000, ticks: { stepSize: 200_000 } })
    expect(options.plugins?.legend).toMatchObject({ position: 'bottom', labels: { color: colors.text } })
    const label = options.plugins?.tooltip?.callbacks?.label as (item: TooltipItem<'line'>) => string
    expect(label({ dataset: { label: 'Pipeline' }, raw: 270_000 } as TooltipItem<'line'>)).toBe(
      'Pipeline: $270K',
    )
  })
})
