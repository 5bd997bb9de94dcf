import type { CartesianScaleOptions, ChartOptions, ChartType, Scale } from 'chart.js'
import { merge, toFont } from 'chart.js/helpers'
import { formatMetricValue, type Metric } from '@/lib/metrics'
import type { ChartColors } from './chartTheme'
import { logAxisMin, logTickLabel, wrapAxisLabel } from './chartData'

/** What a chart's look depends on: the theme's colours and the visitor's motion preference. */
export interface ChartLook {
  colors: ChartColors
  reducedMotion: boolean
}

const ANIMATION_MS = 700
const FONT_SIZE_PX = 12
/** The least room between the labels of two neighbouring bars. */
const LABEL_GAP_PX = 12

const fontOf = (colors: ChartColors) => ({ family: colors.font, size: FONT_SIZE_PX })

/**
 * The options every chart shares: it fills its fixed-height box, animates unless the visitor prefers
 * reduced motion, and its tooltip, legend, grid and ticks take the theme's colours. The x axis
 * (categories) draws no grid lines; the y axis (values) draws no axis line.
 */
function sharedOptions({ colors, reducedMotion }: ChartLook): ChartOptions {
  const font = fontOf(colors)
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: reducedMotion ? false : { duration: ANIMATION_MS },
    plugins: {
      legend: { labels: { color: colors.text, font } },
      tooltip: {
        backgroundColor: colors.surface,
        titleColor: colors.text,
        bodyColor: colors.text,
        borderColor: colors.grid,
        borderWidth: 1,
        titleFont: font,
        bodyFont: font,
      },
    },
    scales: {
      x: { grid: { display: false }, border: { color: colors.grid }, ticks: { color: colors.muted, font } },
      y: { grid: { color: colors.grid }, border: { display: false }, ticks: { color: colors.muted, font } },
    },
  }
}

/** A chart's options: the shared ones (see sharedOptions) with the chart's own laid over them. */
export function chartOptions<T extends ChartType>(look: ChartLook, own: ChartOptions<T>): ChartOptions<T> {
  return merge(sharedOptions(look) as ChartOptions<T>, own)
}

/**
 * A bar's label, level and wrapped to the width of its column, so neighbouring labels never touch
 * (slanted, they did on a phone). Chart.js calls it with the axis as `this`, once the axis knows
 * its width.
 */
function fittedBarLabel(this: Scale, value: string | number): string[] {
  const columns = Math.max(1, this.getLabels().length)
  const width = this.maxWidth / columns - LABEL_GAP_PX
  const { ticks } = this.options as CartesianScaleOptions
  const font = toFont(ticks.font as Parameters<typeof toFont>[0]).string
  const measure = (text: string) => {
    this.ctx.save()
    this.ctx.font = font
    const measured = this.ctx.measureText(text).width
    this.ctx.restore()
    return measured
  }
  return wrapAxisLabel(this.getLabelForValue(Number(value)), width, measure)
}

/**
 * "Performance Comparison": percentages, dollars and counts differ by orders of magnitude, so the
 * value axis is logarithmic (ticks at powers of ten); tooltips show each value as its tile does.
 */
export function performanceChartOptions(metrics: readonly Metric[], look: ChartLook): ChartOptions<'bar'> {
  const font = fontOf(look.colors)
  return chartOptions<'bar'>(look, {
    plugins: {
      legend: { display: false },
      tooltip: {
        callbacks: {
          title: (items) => metrics[items[0]?.dataIndex ?? 0]?.label ?? '',
          label: (item) => formatMetricValue(metrics[item.dataIndex]!),
        },
      },
    },
    scales: {
      x: { ticks: { autoSkip: false, maxRotation: 0, minRotation: 0, callback: fittedBarLabel } },
      y: {
        type: 'logarithmic',
        min: logAxisMin(metrics.map((metric) => metric.value)),
        ticks: { callback: (value) => logTickLabel(Number(value)) },
        title: { display: true, text: 'Value (logarithmic scale)', color: look.colors.muted, font },
      },
    },
  })
}

/** "Campaign Progress Timeline": both series in one tooltip per month, the legend below in series order. */
export function timelineChartOptions(look: ChartLook): ChartOptions<'line'> {
  return chartOptions<'line'>(look, {
    interaction: { mode: 'index', intersect: false },
    plugins: {
      legend: {
        position: 'bottom',
        labels: {
          usePointStyle: true,
          boxHeight: 8,
          sort: (a, b) => (a.datasetIndex ?? 0) - (b.datasetIndex ?? 0),
        },
      },
      tooltip: { itemSort: (a, b) => a.datasetIndex - b.datasetIndex },
    },
    scales: { y: { min: 0, suggestedMax: 120, ticks: { stepSize: 20 } } },
  })
}
