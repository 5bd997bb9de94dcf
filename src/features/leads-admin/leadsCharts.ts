/**
 * The leads page's chart script (/admin/leads, server/front/leadsPage.ts), built into one hashed file
 * by scripts/site/leadsCharts.ts: code only. The numbers come from the page it runs in (the JSON in
 * #leads-charts, the same the tables show): weeks stacked by source, medium and campaign, and
 * horizontal bars by landing page and sent-from page, in the page's theme colours, redrawn when the
 * system theme changes. Only the parts of Chart.js these charts use are registered.
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js'
import type { Theme } from '@/lib/theme'
import { OTHER_LABEL, type LeadChart } from '@/lib/leadCharts'
import { chartOptions, type ChartLook } from '../case-studies/chartOptions'
import { readChartColors } from '../case-studies/chartTheme'

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip)

/** The series colours the page sets for its theme (--series-1 ... --series-6, --series-other). */
function seriesColors(): { each: string[]; other: string } {
  const root = getComputedStyle(document.documentElement)
  const each = [1, 2, 3, 4, 5, 6].map((n) => root.getPropertyValue(`--series-${n}`).trim())
  return { each, other: root.getPropertyValue('--series-other').trim() }
}

const colorOf = (label: string, index: number, palette: ReturnType<typeof seriesColors>) =>
  label === OTHER_LABEL ? palette.other : palette.each[index % palette.each.length]!

/** A week's Monday (YYYY-MM-DD) as its axis shows it: "23 Nov", level even on a phone. */
const shortWeek = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })
const weekTick = (week: string) => shortWeek.format(new Date(`${week}T00:00:00Z`))

/** Whole leads on the value axis: no 0.5 of a lead. */
const countTicks = { precision: 0, beginAtZero: true }

function configuration(chart: LeadChart, look: ChartLook): ChartConfiguration<'bar'> {
  const palette = seriesColors()
  if (chart.kind === 'weeks')
    return {
      type: 'bar',
      data: {
        labels: chart.weeks,
        datasets: chart.series.map((series, index) => ({
          label: series.label,
          data: series.data,
          backgroundColor: colorOf(series.label, index, palette),
        })),
      },
      options: chartOptions<'bar'>(look, {
        interaction: { mode: 'index', intersect: false },
        plugins: {
          legend: { position: 'bottom', labels: { boxWidth: 12 } },
          tooltip: { callbacks: { title: (items) => `Week of ${items[0]?.label ?? ''}` } },
        },
        scales: {
          x: {
            stacked: true,
            ticks: { maxRotation: 0, callback: (_, index) => weekTick(chart.weeks[index]!) },
          },
          y: { stacked: true, ticks: countTicks },
        },
      }),
    }
  return {
    type: 'bar',
    data: {
      labels: chart.labels,
      datasets: [
        {
          label: 'Leads',
          data: chart.data,
          backgroundColor: chart.labels.map((label) => colorOf(label, 0, palette)),
        },
      ],
    },
    options: chartOptions<'bar'>(look, {
      indexAxis: 'y',
      plugins: { legend: { display: false } },
      scales: {
        x: { grid: { display: true, color: look.colors.grid }, ticks: countTicks },
        y: { grid: { display: false }, ticks: { autoSkip: false } },
      },
    }),
  }
}

const dark = window.matchMedia('(prefers-color-scheme: dark)')
const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)')
const look = (): ChartLook => ({
  colors: readChartColors((dark.matches ? 'dark' : 'light') satisfies Theme),
  reducedMotion: reducedMotion.matches,
})

/** The charts drawn, by the id of their table: what the page's tests read back. */
export const charts: Record<string, Chart<'bar'>> = {}

function draw(): void {
  const data = document.getElementById('leads-charts')?.textContent
  if (!data) return
  const current = look()
  for (const chart of JSON.parse(data) as LeadChart[]) {
    const canvas = document.querySelector<HTMLCanvasElement>(`canvas[data-chart="${chart.id}"]`)
    if (!canvas) continue
    charts[chart.id]?.destroy()
    charts[chart.id] = new Chart(canvas, configuration(chart, current))
  }
}

draw()
dark.addEventListener('change', draw)
