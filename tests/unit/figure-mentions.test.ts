import { describe, expect, it } from 'vitest'
import type { Figures } from '@/schemas/figures'
import { figureMismatches, pageSentences } from '../../scripts/site/figureMentions'

const figures: Figures = {
  leadIncrease: { value: '500%', means: 'leads', mentions: ['more qualified leads'] },
  roasIncrease: { value: '94%', means: 'roas', mentions: ['return on ad spend'] },
  conversionIncrease: { value: '3.5x', means: 'conversion', mentions: ['higher demo conversion'] },
  workloadReduction: { value: '70%', means: 'workload', mentions: ['prospecting work'] },
  timeToFirstMeetings: { value: '4 weeks', means: 'first meetings', mentions: ['first booked meetings'] },
  startupCredits: { value: '$320,000+', means: 'credits', mentions: ['available to each startup'] },
  normalPeriodBookings: { value: '+40%', means: 'bookings', mentions: ['normal period'] },
}

const found = (sentences: string[]) =>
  figureMismatches(sentences, figures).map((mismatch) => `${mismatch.figure}: ${mismatch.found}`)

describe('figureMismatches', () => {
  it('passes the figures as data/figures.yaml gives them', () => {
    expect(
      found([
        '500% more qualified leads per month than the previous SDR team produced',
        'B2B paid social: a 94% increase in return on ad spend, 3.5x higher demo conversion and 67% lower cost per lead.',
        'How Bandera AI Cut Prospecting Work by 70% for a Clinical Software Vendor',
        '4 weeks From kick-off to the first booked meetings',
        'Up to $320,000+ in credits available to each startup',
        '40% more bookings in a normal period',
      ]),
    ).toEqual([])
  })

  it('catches each contradiction of issue 12', () => {
    expect(
      found([
        '420% more qualified leads per month than the previous SDR team produced',
        '88% return on ad spend across LinkedIn and Facebook campaigns',
        '212% higher demo conversion for accounts that saw ads before outreach',
        '2 weeks From kick-off to the first booked meetings',
        '4-6 weeks From kick-off to first booked meetings and 3 weeks to the first booked meetings',
        '$320K available to each startup',
      ]),
    ).toEqual([
      'leadIncrease: 420%',
      'roasIncrease: 88%',
      'conversionIncrease: 212%',
      'timeToFirstMeetings: 2 weeks',
      'timeToFirstMeetings: 4-6 weeks',
      'timeToFirstMeetings: 3 weeks',
      'startupCredits: $320K',
    ])
  })

  it('reads a duration the same as a noun or an adjective', () => {
    expect(
      found(['A 4-week sprint to the first booked meetings', '4 weeks to the first booked meetings']),
    ).toEqual([])
  })

  it('ignores numbers of another kind and numbers too far from the mention', () => {
    expect(
      found([
        '$640K in signed contracts and more qualified leads',
        'Pipeline from 87 meetings, which our team then turned into many more qualified leads',
        '3 new markets opened, and in the end the return on ad spend grew again',
      ]),
    ).toEqual([])
  })
})

describe('pageSentences', () => {
  it('reads text, inline markup and the descriptions of the metadata, not scripts or drawings', () => {
    const html = `<html><head><title>Ads | Bandera</title>
      <meta name="description" content="A 94% increase in return on ad spend &amp; more.">
      <script>const x = "88% return on ad spend"</script></head>
      <body><h3><span class="block">500%</span> <span>More Qualified Leads</span></h3>
      <p>First sentence. Second one with <strong>3.5x</strong> higher demo conversion.</p>
      <svg><text>12%</text></svg></body></html>`
    expect(pageSentences(html)).toEqual([
      'A 94% increase in return on ad spend & more.',
      'Ads | Bandera',
      '500% More Qualified Leads',
      'First sentence.',
      'Second one with 3.5x higher demo conversion.',
    ])
  })
})
