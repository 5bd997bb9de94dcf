/**
 * The two rules of build:data that catch copy a careful buyer does not believe: a claim about every
 * case next to a figure under 100% on the same page, and a case study whose results copy another's.
 * Each runs on small pages and studies written here (the copy issue 43 found, word for word) and on
 * the site's own data/.
 */
import { describe, expect, it } from 'vitest'
import type { CaseStudy } from '@/schemas/caseStudy'
import { allClaimProblems, pagesOfData, type Page } from '../../scripts/data/checks/allClaims'
import { copiedResultProblems } from '../../scripts/data/checks/copiedResults'
import { quoteTimeShareProblems } from '../../scripts/data/checks/quoteTimeShares'
import { ratingClaimProblems } from '../../scripts/data/checks/ratingClaims'
import { siteContent } from './support/siteContent'

const PAGE_FILE = 'service-pages/appointment-setting.yaml'

const bars = {
  type: 'qualification-bars',
  intro: {
    title: 'Budget, Authority, Need, Timeline',
    subtitle:
      'We ask all four BANT questions on every call, in a form adapted to outbound. The bars show how often each criterion is fully confirmed before a meeting is booked.',
  },
  criteria: [
    { name: 'Budget', percent: 80, description: 'A price range has been discussed.' },
    { name: 'Authority', percent: 90, description: 'The person attending signs the contract.' },
    { name: 'Need', percent: 75, description: 'The problem is scoped, in their own words.' },
    { name: 'Timeline', percent: 85, description: 'A decision is expected within two quarters.' },
  ],
  note: 'Every meeting we book has a clear problem your product solves. In one in four it is not fully scoped yet.',
}

/** The appointment-setting page with its step 3 as given, the bars in the next section. */
function appointmentPage(step3: string, ...more: unknown[]): Page {
  const steps = {
    type: 'steps',
    steps: [
      { title: 'Target Account Research', description: 'We build a list of accounts that fit your ICP.' },
      { title: 'Multichannel Prospecting', description: 'Calls, emails and LinkedIn messages.' },
      { title: 'Discovery and Qualification', description: step3 },
    ],
  }
  return {
    path: '/services/appointment-setting',
    parts: [{ file: PAGE_FILE, field: '', value: { sections: [steps, bars, ...more] } }],
  }
}

const BARS_SHOWN =
  'Budget 80%, Authority 90%, Need 75%, Timeline 85% (data/service-pages/appointment-setting.yaml, sections.1.criteria)'

describe('a claim about every case next to a figure under 100%', () => {
  it("refuses the appointment page's step 3 as issue 43 found it, and reads the bars' own words as what they are", () => {
    const step3 =
      'A short call confirms budget, authority, need and timeline before anything reaches your calendar. Unqualified leads go to nurturing, not to your closers.'
    expect(allClaimProblems([appointmentPage(step3)])).toEqual([
      {
        file: PAGE_FILE,
        field: 'sections.0.steps.2.description',
        message:
          'says "A short call confirms budget, authority, need and timeline before anything reaches your calendar.", ' +
          `but the same page (/services/appointment-setting) shows ${BARS_SHOWN}: a claim about every case ` +
          'needs 100%. Say what holds every time, or what the figures measure',
      },
    ])
  })

  it('passes a step that says what holds every time and leaves the rest open', () => {
    const step3 =
      'A short call covers budget, authority, need and timeline and records each as confirmed or still open. We book a meeting only for a problem your product solves.'
    expect(allClaimProblems([appointmentPage(step3)])).toEqual([])
  })

  it('names a single criterion, the criteria as a set, their initials and a count of BANT-qualified meetings', () => {
    const claims = [
      'Every meeting we book has a confirmed budget.',
      'We confirm all criteria on each call.',
      'Each prospect is BANT-qualified before we book.',
      '104 BANT-qualified meetings booked with HR leaders.',
    ]
    const page = appointmentPage('Calls, then meetings.', { type: 'text', paragraphs: claims })
    expect(allClaimProblems([page]).map((problem) => problem.field)).toEqual([
      'sections.2.paragraphs.0',
      'sections.2.paragraphs.1',
      'sections.2.paragraphs.2',
      'sections.2.paragraphs.3',
    ])
    expect(allClaimProblems([page])[0]!.message).toContain('shows Budget 80% (')
  })

  it('passes what admits exceptions or only asks: not every, nearly all, how often, one in four', () => {
    const hedged = [
      'Not every meeting has a confirmed budget.',
      'Nearly all meetings have a confirmed authority path.',
      'We ask all four BANT questions on every call.',
      'In one in four, the need is not fully confirmed yet.',
      'The bars show how often each criterion is fully confirmed.',
      'Budget, authority, need and timeline are confirmed on many calls.',
    ]
    const page = appointmentPage('Calls, then meetings.', { type: 'text', paragraphs: hedged })
    expect(allClaimProblems([page])).toEqual([])
  })

  it('holds a stat under 100% to the same rule, by every word of its label; a change is not a share', () => {
    const stats = {
      type: 'stats',
      stats: [
        { value: '85%', label: 'Contact Accuracy', description: 'Reach the named person first time.' },
        { value: '70%', label: 'Team Workload Reduction' },
        { value: '98%+', label: 'Deliverability target on every sending domain' },
      ],
    }
    const page: Page = {
      path: '/services/telegram-outreach',
      parts: [
        {
          file: 'service-pages/telegram-outreach.yaml',
          field: '',
          value: {
            sections: [stats],
            closingCall: {
              title: 'Every contact is verified for accuracy before a campaign.',
              text: 'Each workload is fully confirmed. Every contact is checked before any campaign uses it.',
            },
          },
        },
      ],
    }
    expect(allClaimProblems([page])).toEqual([
      {
        file: 'service-pages/telegram-outreach.yaml',
        field: 'closingCall.title',
        message:
          'says "Every contact is verified for accuracy before a campaign.", but the same page ' +
          '(/services/telegram-outreach) shows Contact Accuracy 85% (data/service-pages/telegram-outreach.yaml, ' +
          'sections.0.stats.0.value): a claim about every case needs 100%. Say what holds every time, or what the ' +
          'figures measure',
      },
    ])
  })

  it('reads a claim on another page as no contradiction of this one', () => {
    const claim: Page = {
      path: '/case-studies/telehealth',
      parts: [
        { file: 'case-studies/08.yaml', field: '', value: { results: ['104 BANT-qualified meetings'] } },
      ],
    }
    expect(allClaimProblems([appointmentPage('Calls, then meetings.'), claim])).toEqual([])
  })

  it("finds none on the site's pages", () => {
    const content = siteContent()
    const pages = pagesOfData({
      yaml: content,
      servicePages: content.servicePages,
      caseStudies: content.caseStudies,
    })
    expect(pages.map((page) => page.path)).toContain('/services/appointment-setting')
    expect(allClaimProblems(pages)).toEqual([])
  })

  it('reads the client quotes a page shows: quote 08 as issue 54 found it, beside the bars of its page', () => {
    const content = siteContent()
    const index = content.clientQuotes.findIndex(
      (quote) => quote.caseStudy === 'appointment-setting-for-a-telehealth-platform',
    )
    const clientQuotes = content.clientQuotes.map((quote, at) =>
      at === index
        ? {
            ...quote,
            quote:
              'Every meeting arrived qualified on budget, authority, need and timeline, with an agenda the HR director had already read. Our account executives stopped asking whether a call was worth taking.',
          }
        : quote,
    )
    const pages = pagesOfData({
      yaml: { ...content, clientQuotes },
      servicePages: content.servicePages,
      caseStudies: content.caseStudies,
    })
    const problems = allClaimProblems(pages)
    // On the appointment-setting page, whose bars it contradicts, and on home, which may show it
    // beside the same criteria.
    expect(problems.map(({ file, field }) => `${file} ${field}`)).toEqual([
      `client-quotes.yaml ${index}.quote`,
    ])
    expect(problems[0]!.message).toBe(
      'says "Every meeting arrived qualified on budget, authority, need and timeline, with an agenda the HR director had already read.", ' +
        'but the same page (/services/appointment-setting) shows Budget 80%, Authority 90%, Need 75%, Timeline 85% ' +
        '(data/service-pages/appointment-setting.yaml, sections.1.criteria): a claim about every case needs 100%. ' +
        'Say what holds every time, or what the figures measure',
    )
  })
})

/** A study as the rule reads it: its file, when it was published and its results. */
const study = (file: string, publishDate: string, results: string[]) => ({
  file: `case-studies/${file}`,
  item: { publishDate, results } satisfies Pick<CaseStudy, 'publishDate' | 'results'>,
})

// The three AI-agent studies as issue 43 found them, results word for word.
const payments = study('01-payments.yaml', '2025-03-11', [
  '146 qualified demos booked with payments and product leaders',
  '$1.9M in new sales pipeline sourced by the agents',
  '68% reduction in SDR hours spent on research and first-touch outreach',
  '84% faster average response to prospect replies',
  '19 pilot agreements signed from agent-sourced demos',
])
const clinical = study('04-clinical.yaml', '2025-05-20', [
  '70% less manual prospecting work for the sales team',
  '118 discovery calls booked with hospital IT and clinical leaders',
  '$2.3M in qualified pipeline across Germany, Austria and Switzerland',
  '85% faster first response to prospect replies',
  '9 pilot agreements signed with hospitals and clinic groups',
])
const nearshore = study('07-nearshore.yaml', '2025-02-18', [
  '$3.4M in new sales pipeline sourced by the agents',
  '500% more qualified leads per month than the previous SDR team produced',
  '70% less manual workload for the sales director and account executives',
  '85% faster response to prospect replies',
  '312 meetings booked with CTOs, VPs of engineering and product heads',
  '72% reduction in cost per booked meeting',
])

describe("a case study's results copied from another's", () => {
  it('refuses the pairs issue 43 found, on the later study, naming both lines of each', () => {
    const problems = copiedResultProblems([payments, clinical, nearshore])
    expect(problems.map(({ file, field }) => `${file} ${field}`)).toEqual([
      'case-studies/01-payments.yaml results.2',
      'case-studies/04-clinical.yaml results.0',
      'case-studies/04-clinical.yaml results.0',
    ])
    expect(problems[1]!.message).toBe(
      'repeats the results of data/case-studies/07-nearshore.yaml: "70% less manual prospecting work for the sales team" ' +
        '(results.0) against its "70% less manual workload for the sales director and account executives" (results.2), ' +
        'and "85% faster first response to prospect replies" (results.3) against its "85% faster response to prospect ' +
        'replies" (results.3). Two results of the same kind within 3 points read as one template filled twice: state ' +
        "this client's own numbers",
    )
    expect(problems[0]!.message).toContain('data/case-studies/07-nearshore.yaml')
    expect(problems[2]!.message).toContain('data/case-studies/01-payments.yaml')
  })

  it('passes one shared number, results of other kinds, and values more than 3 points apart', () => {
    // 68% less time is the same kind as 70% less workload, but it is the only one.
    const founders = study('10-founders.yaml', '2025-06-17', [
      '38 paying customers signed from agent-sourced demos',
      '68% less founder time spent on prospecting',
    ])
    const otherKinds = study('20-other.yaml', '2025-07-01', [
      '70% more demos booked than the quarter before',
      '85% higher reply rate than the previous agency',
    ])
    const apart = study('21-apart.yaml', '2025-07-02', [
      '62% less manual prospecting work for the sales team',
      '85% faster first response to prospect replies',
    ])
    expect(copiedResultProblems([nearshore, founders, otherKinds, apart])).toEqual([])
  })

  it('reads a large value as near within 3% of it, and reports the later study whatever the file order', () => {
    const earlier = study('09-later-file.yaml', '2024-01-10', [
      '412% growth in organic traffic to course pages',
      '260% increase in organic loan applications',
    ])
    const later = study('02-earlier-file.yaml', '2024-06-10', [
      '420% growth in monthly organic traffic',
      '255% increase in organic trial applications',
    ])
    expect(copiedResultProblems([later, earlier]).map(({ file }) => file)).toEqual([
      'case-studies/02-earlier-file.yaml',
    ])
  })

  it("finds none among the site's case studies", () => {
    const studies = siteContent().caseStudies.map((item) => ({ file: item.slug, item }))
    expect(studies).toHaveLength(13)
    expect(copiedResultProblems(studies)).toEqual([])
  })
})

describe('a quote tells its client’s story in the study’s words', () => {
  const payments = {
    slug: 'payments',
    challenges:
      'Its two SDRs spent most of the week building lists by hand, personalizing emails one at a time.',
    solutions: ['Prospector agent built the ICP list'],
    results: ['19 hours a week back for each SDR'],
  }
  const said = (quote: string) => [{ quote, caseStudy: 'payments' }]

  it('refuses quote 01 as issue 54 found it: "half the week", where its study says "most of the week"', () => {
    expect(
      quoteTimeShareProblems(
        said('Our two SDRs used to spend half the week building lists. Five months later ...'),
        [payments],
      ),
    ).toEqual([
      {
        file: 'client-quotes.yaml',
        field: '0.quote',
        message:
          'says "half the week", which its case study (payments) does not: it says "most of the week", "19 hours a week". Use the study’s words, or change the study',
      },
    ])
  })

  it('passes the study’s own shares of time, and a quote that states none', () => {
    expect(
      quoteTimeShareProblems(
        said('They used to spend most of the week on lists; now each has 19 hours a week back.'),
        [payments],
      ),
    ).toEqual([])
    expect(quoteTimeShareProblems(said('The agents booked the demos.'), [payments])).toEqual([])
  })

  it("finds none in the site's quotes", () => {
    const content = siteContent()
    expect(quoteTimeShareProblems(content.clientQuotes, content.caseStudies)).toEqual([])
  })
})

describe('a rating claimed in words is the profile’s rating', () => {
  const awards = [
    {
      file: 'site.yaml',
      field: 'awards',
      value: [{ title: '5-Star Client Rating', description: 'Five stars.' }],
    },
    { file: 'client-quotes.yaml', field: '2.quote', value: 'They are rated 4.9 out of 5, and deserve it.' },
  ]

  it('refuses a five-star badge beside a profile rated 4.8, and any star claim without a stated rating', () => {
    expect(
      ratingClaimProblems({ rating: 4.8 }, awards).map(({ field, message }) => `${field}: ${message}`),
    ).toEqual([
      "awards.0.title: claims a rating of 5, but data/site.yaml's reviewsProfile states 4.8, which the pages show beside it: make them agree",
      "awards.0.description: claims a rating of 5, but data/site.yaml's reviewsProfile states 4.8, which the pages show beside it: make them agree",
      "2.quote: claims a rating of 4.9, but data/site.yaml's reviewsProfile states 4.8, which the pages show beside it: make them agree",
    ])
    expect(ratingClaimProblems({}, awards.slice(0, 1))[0]!.message).toBe(
      "claims a rating of 5, but data/site.yaml's reviewsProfile states none: state the profile's rating, or leave the claim out",
    )
  })

  it('passes claims that agree, and text that claims no rating', () => {
    expect(ratingClaimProblems({ rating: 5 }, awards.slice(0, 1))).toEqual([])
    expect(
      ratingClaimProblems({ rating: 4.8 }, [
        { file: 'site.yaml', field: 'awards', value: ['Top Agency 2025'] },
      ]),
    ).toEqual([])
  })

  it("finds none in the site's award texts and quotes", () => {
    const { site, clientQuotes } = siteContent()
    expect(
      ratingClaimProblems(site.reviewsProfile, [
        { file: 'site.yaml', field: 'awards', value: site.awards },
        { file: 'client-quotes.yaml', field: 'quotes', value: clientQuotes.map((quote) => quote.quote) },
      ]),
    ).toEqual([])
  })
})
