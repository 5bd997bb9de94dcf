import type { CartesianScaleOptions, ChartOptions, ChartType, Scale as ChartScale } from 'chart.js'
import { merge, toFont } from 'chart.js/helpers'
import { formatMetricValue, type MetricGroup } from '@/lib/metrics'
import type { Timeline } from '@/lib/timeline'
import { formatValue, type Scale, type Unit } from '@/lib/units'
import { wrapAxisLabel } from './chartData'
import type { ChartColors } from './chartTheme'

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

/** A value axis from zero to the scale the pipeline derived, its ticks written in the unit. */
function valueAxis(unit: Unit, scale: Scale) {
  return {
    min: 0,
    max: scale.max,
    ticks: { stepSize: scale.step, callback: (value: string | number) => formatValue(unit, Number(value)) },
  }
}

/**
 * A bar's label, level and wrapped to the width of its column, so neighbouring labels never touch
 * (slanted, they did on a phone). Chart.js calls it with the axis as `this`, once the axis knows
 * its width.
 */
function fittedBarLabel(this: ChartScale, value: string | number): string[] {
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
 * A panel of "Performance Comparison": the metrics of one unit as bars on a linear axis from zero;
 * tooltips show each value as its tile does.
 */
export function performanceChartOptions(group: MetricGroup, look: ChartLook): ChartOptions<'bar'> {
  const { metrics } = group
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
      y: valueAxis(group.unit, group.scale),
    },
  })
}

/**
 * "Campaign Progress Timeline": every series of a period in one tooltip, the legend below in series
 * order, values on the study's own unit and scale.
 */
export function timelineChartOptions(
  timeline: Pick<Timeline, 'unit' | 'scale'>,
  look: ChartLook,
): ChartOptions<'line'> {
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
      tooltip: {
        itemSort: (a, b) => a.datasetIndex - b.datasetIndex,
        callbacks: {
          label: (item) => `${item.dataset.label ?? ''}: ${formatValue(timeline.unit, Number(item.raw))}`,
        },
      },
    },
    scales: { y: valueAxis(timeline.unit, timeline.scale) },
  })
}
