import { describe, expect, it } from 'vitest'
import { AXIS_LABEL_MAX_CHARS, METRICS_MAX } from '@/config/constants'
import {
  axisLabel,
  extractMetrics,
  FALLBACK_METRIC_LABEL,
  formatMetricValue,
  metricLabel,
  metricsOfLine,
  type Metric,
  metricGroups,
} from '@/lib/metrics'

/** type, value and label of each metric, without the repeated full text. */
const brief = (metrics: Metric[]) => metrics.map(({ type, value, label }) => ({ type, value, label }))

describe('metricsOfLine on result lines of the case studies', () => {
  it.each([
    // percentages
    ['312% increase in organic trial sign-ups', 'percentage', 312, 'Organic trial sign-ups'],
    ['375% growth in monthly organic traffic', 'percentage', 375, 'Monthly organic traffic'],
    [
      '9.6% average reply rate across LinkedIn and email sequences',
      'percentage',
      9.6,
      'Average reply rate across LinkedIn and email sequences',
    ],
    ['189% growth in non-branded organic traffic', 'percentage', 189, 'Non-branded organic traffic'],
    [
      "63% lower acquisition cost than the school's paid channels",
      'percentage',
      63,
      "Lower acquisition cost than the school's paid channels",
    ],
    [
      '43% increase in booked meetings over the previous in-house quarter',
      'percentage',
      43,
      'Booked meetings over the previous in-house quarter',
    ],
    [
      '68% reduction in SDR hours spent on research and first-touch outreach',
      'percentage',
      68,
      'Reduction in SDR hours spent on research and first-touch outreach',
    ],
    // currency with K, M and thousands separators
    [
      '$1.9M in new sales pipeline sourced by the agents',
      'currency',
      1_900_000,
      'New sales pipeline sourced by the agents',
    ],
    [
      '$2.3M in qualified pipeline across Germany, Austria and Switzerland',
      'currency',
      2_300_000,
      'Qualified pipeline across Germany, Austria and Switzerland',
    ],
    [
      '$640K in signed contracts from outbound-sourced deals',
      'currency',
      640_000,
      'Signed contracts from outbound-sourced deals',
    ],
    ['$27K in new monthly recurring revenue', 'currency', 27_000, 'New monthly recurring revenue'],
    ['$38,000 cut from monthly paid search spend', 'currency', 38_000, 'Cut from monthly paid search spend'],
    [
      '$3.4M in closed-won contracts sourced by the agents since launch',
      'currency',
      3_400_000,
      'Closed-won contracts sourced by the agents since launch',
    ],
    // lines starting with a number, without % or $
    [
      '146 qualified demos booked with payments and product leaders',
      'number',
      146,
      'Qualified demos booked with payments and product leaders',
    ],
    [
      '2,860 paid enrolments attributed to organic search',
      'number',
      2860,
      'Paid enrolments attributed to organic search',
    ],
    [
      '46,000 monthly organic visits to documentation and tutorials',
      'number',
      46_000,
      'Monthly organic visits to documentation and tutorials',
    ],
    ['7 new long-term dedicated team engagements', 'number', 7, 'New long-term dedicated team engagements'],
    [
      '104 BANT-qualified meetings booked with HR and benefits leaders',
      'number',
      104,
      'BANT-qualified meetings booked with HR and benefits leaders',
    ],
  ] as const)('%s', (line, type, value, label) => {
    expect(brief(metricsOfLine(line))).toEqual([{ type, value, label }])
    expect(metricsOfLine(line)[0]?.fullText).toBe(line)
  })
})

describe('metricsOfLine rules on hand-made lines', () => {
  it('reads dollar amounts with thousands separators, decimals and K or M in either case', () => {
    expect(metricsOfLine('$1,250,000 in pipeline')[0]?.value).toBe(1_250_000)
    expect(metricsOfLine('$1,200.50 saved per rep')[0]?.value).toBe(1200.5)
    expect(metricsOfLine('$640k in contracts')[0]?.value).toBe(640_000)
    expect(metricsOfLine('$2.5m raised')[0]?.value).toBe(2_500_000)
    expect(metricsOfLine('$1.2 M raised in the seed round')[0]?.value).toBe(1_200_000)
    expect(metricsOfLine('$500 saved per rep')[0]?.value).toBe(500)
  })

  it('does not take the first letter of a word for a K or M suffix', () => {
    expect(brief(metricsOfLine('$5 MRR per seat'))).toEqual([
      { type: 'currency', value: 5, label: 'MRR per seat' },
    ])
    expect(metricsOfLine('$40 more per deal')[0]?.value).toBe(40)
  })

  it('reads percentages with thousands separators and decimals', () => {
    expect(metricsOfLine('1,200% more sign-ups')[0]).toMatchObject({ type: 'percentage', value: 1200 })
    expect(metricsOfLine('Reply rate up 4.5 % in a month')[0]).toMatchObject({
      type: 'percentage',
      value: 4.5,
    })
  })

  it('gives a percentage and a currency metric, in that order, for a line with both', () => {
    expect(brief(metricsOfLine('$420K saved, a 35% cut in acquisition cost'))).toEqual([
      { type: 'percentage', value: 35, label: 'Saved, a cut in acquisition cost' },
      { type: 'currency', value: 420_000, label: 'Saved, a cut in acquisition cost' },
    ])
  })

  it('gives no number metric for a leading number when the line has a percentage or dollar amount', () => {
    expect(brief(metricsOfLine('70% less manual prospecting work'))).toEqual([
      { type: 'percentage', value: 70, label: 'Less manual prospecting work' },
    ])
    expect(brief(metricsOfLine('3 enterprise deals worth $450K'))).toEqual([
      { type: 'currency', value: 450_000, label: 'Enterprise deals worth' },
    ])
  })

  it('takes a number metric only from a line that starts with a number', () => {
    expect(metricsOfLine('Signed 7 new enterprise clients')).toEqual([])
    expect(metricsOfLine('Faster replies across every channel')).toEqual([])
    expect(brief(metricsOfLine('3.5x more replies than the old templates'))).toEqual([
      { type: 'number', value: 3.5, label: 'More replies than the old templates' },
    ])
  })

  it('keeps the first percentage and the first dollar amount of a line', () => {
    expect(brief(metricsOfLine('Open rates rose from 18% to 64%'))).toEqual([
      { type: 'percentage', value: 18, label: 'Open rates rose' },
    ])
    expect(metricsOfLine('Deal size grew from $20K to $45K').map((metric) => metric.value)).toEqual([20_000])
  })
})

describe('metricLabel', () => {
  it('removes the figures and the words increase, decrease, improvement and growth', () => {
    expect(metricLabel('Improved reply rates by 45%')).toBe('Reply rates')
    expect(metricLabel('Decreased churn by 12%')).toBe('Churn')
    expect(metricLabel('40% improvement in show-up rate')).toBe('Show-up rate')
    expect(metricLabel('Increases of 12-15% in win rate')).toBe('Win rate')
  })

  it("falls back to 'Performance Metric' when nothing is left", () => {
    expect(FALLBACK_METRIC_LABEL).toBe('Performance Metric')
    for (const line of ['250%', '+40% growth', '$1.2M', '312% increase', '2,860', '45% improvement', '  ']) {
      expect(metricLabel(line)).toBe('Performance Metric')
      for (const metric of metricsOfLine(line)) expect(metric.label).toBe('Performance Metric')
    }
  })

  it('keeps hyphenated words, inner commas and ampersands, and capitalises the first letter', () => {
    expect(metricLabel('11 enterprise pilots launched from outbound-sourced deals')).toBe(
      'Enterprise pilots launched from outbound-sourced deals',
    )
    expect(metricLabel('312 meetings booked with CTOs, VPs of engineering and product heads')).toBe(
      'Meetings booked with CTOs, VPs of engineering and product heads',
    )
    expect(metricLabel('76 discovery calls booked with L&D and HR decision-makers')).toBe(
      'Discovery calls booked with L&D and HR decision-makers',
    )
  })
})

describe('extractMetrics', () => {
  it(`keeps the first ${METRICS_MAX} metrics across the lines, in order`, () => {
    const results = [
      '146 qualified demos booked with payments and product leaders',
      '$1.9M in new sales pipeline sourced by the agents',
      '68% reduction in SDR hours spent on research and first-touch outreach',
      '84% faster average response to prospect replies',
      '19 pilot agreements signed from agent-sourced demos',
    ]
    expect(brief(extractMetrics(results))).toEqual([
      { type: 'number', value: 146, label: 'Qualified demos booked with payments and product leaders' },
      { type: 'currency', value: 1_900_000, label: 'New sales pipeline sourced by the agents' },
      {
        type: 'percentage',
        value: 68,
        label: 'Reduction in SDR hours spent on research and first-touch outreach',
      },
      { type: 'percentage', value: 84, label: 'Faster average response to prospect replies' },
    ])
  })

  it('counts two metrics of one line towards the four and skips lines without a metric', () => {
    const metrics = extractMetrics([
      'Rebuilt the ideal-customer profile with the sales team',
      '$420K saved, a 35% cut in acquisition cost',
      '12 new markets opened',
      '$90K in expansion revenue',
      '55% open rate',
    ])
    expect(metrics.map((metric) => [metric.type, metric.value])).toEqual([
      ['percentage', 35],
      ['currency', 420_000],
      ['number', 12],
      ['currency', 90_000],
    ])
  })

  it('returns fewer than four when the lines hold fewer, and none for no lines', () => {
    expect(extractMetrics(['Cut onboarding time in half', '3 new partners'])).toHaveLength(1)
    expect(extractMetrics([])).toEqual([])
  })
})

describe('formatMetricValue', () => {
  it('shows money as money: thousands with K and no decimals, millions with M, never "$1,900K"', () => {
    expect(formatMetricValue({ type: 'currency', value: 1_900_000 })).toBe('$1.9M')
    expect(formatMetricValue({ type: 'currency', value: 1_234_567 })).toBe('$1.23M')
    expect(formatMetricValue({ type: 'currency', value: 38_000 })).toBe('$38K')
    expect(formatMetricValue({ type: 'currency', value: 27_000 })).toBe('$27K')
    expect(formatMetricValue({ type: 'currency', value: 96_400 })).toBe('$96K')
    expect(formatMetricValue({ type: 'currency', value: 640_000 })).toBe('$640K')
    // Rounded to thousands it would read $1,000K: a million is written in millions.
    expect(formatMetricValue({ type: 'currency', value: 999_600 })).toBe('$1M')
    expect(formatMetricValue({ type: 'currency', value: 950 })).toBe('$950')
  })

  it('shows percentages with % and counts with thousands separators', () => {
    expect(formatMetricValue({ type: 'percentage', value: 312 })).toBe('312%')
    expect(formatMetricValue({ type: 'percentage', value: 9.6 })).toBe('9.6%')
    expect(formatMetricValue({ type: 'percentage', value: 1200 })).toBe('1,200%')
    expect(formatMetricValue({ type: 'number', value: 46_000 })).toBe('46,000')
    expect(formatMetricValue({ type: 'number', value: 146 })).toBe('146')
    expect(formatMetricValue({ type: 'number', value: 3.5 })).toBe('3.5')
  })

  it('gives a change its direction where the label drops the word that said it, as issue 54 found study 08’s "43%"', () => {
    const [increase] = metricsOfLine('43% increase in booked meetings over the previous in-house quarter')
    expect([formatMetricValue(increase!), increase!.label]).toEqual([
      '+43%',
      'Booked meetings over the previous in-house quarter',
    ])
    expect(formatMetricValue(metricsOfLine('375% growth in monthly organic traffic')[0]!)).toBe('+375%')
    expect(formatMetricValue(metricsOfLine('12% decrease in churn')[0]!)).toBe('−12%')
    // The label keeps the word that says it: the value stays as it is.
    expect(formatMetricValue(metricsOfLine('58% reduction in first-call no-shows')[0]!)).toBe('58%')
    expect(formatMetricValue(metricsOfLine('500% more qualified leads per month')[0]!)).toBe('500%')
    expect(
      formatMetricValue(metricsOfLine('41% of all new signups now arrive through organic search')[0]!),
    ).toBe('41%')
  })
})

describe('axisLabel', () => {
  it(`cuts labels over ${AXIS_LABEL_MAX_CHARS} characters to ${AXIS_LABEL_MAX_CHARS} plus an ellipsis`, () => {
    expect(axisLabel('Qualified demos booked with payments and product leaders')).toBe(
      'Qualified demos book...',
    )
    expect(axisLabel('New sales pipeline sourced by the agents')).toBe('New sales pipeline s...')
    expect(axisLabel('Organic trial sign-ups')).toBe('Organic trial sign-u...')
    expect(axisLabel('Monthly organic traffic')).toBe('Monthly organic traf...')
  })

  it('leaves labels of 20 characters or fewer as they are', () => {
    expect(axisLabel('Organic loan apps 20')).toHaveLength(20)
    expect(axisLabel('Organic loan apps 20')).toBe('Organic loan apps 20')
    expect(axisLabel('Performance Metric')).toBe('Performance Metric')
    expect(axisLabel('')).toBe('')
  })

  it('cuts at exactly 21 characters', () => {
    expect(axisLabel('abcdefghijklmnopqrstu')).toBe('abcdefghijklmnopqrst...')
  })
})

describe('metricGroups', () => {
  it('gives counts of things and durations a panel each, as issue 54 found study 01’s "Counts" panel', () => {
    const metrics = extractMetrics([
      '146 qualified demos booked with payments and product leaders',
      '$1.9M in new sales pipeline sourced by the agents',
      '19 hours a week back for each SDR, once the agents took over research and first-touch outreach',
      "35 minutes as the median wait for an answer to a prospect's reply, down from over a day",
    ])
    expect(
      metricGroups(metrics).map((group) => [group.name, group.metrics.map((metric) => metric.value)]),
    ).toEqual([
      ['US dollars', [1_900_000]],
      ['Counts', [146]],
      ['Hours', [19]],
      ['Minutes', [35]],
    ])
  })

  it('keeps counts of things together, and durations of one unit together', () => {
    const metrics = extractMetrics([
      '118 discovery calls booked',
      '9 pilot agreements signed',
      '2 days a week back for each rep',
      '3 days saved on every proposal',
    ])
    expect(metricGroups(metrics).map((group) => [group.name, group.metrics.length])).toEqual([
      ['Counts', 2],
      ['Days', 2],
    ])
  })
})
