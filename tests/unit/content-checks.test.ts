/**
 * The checks of scripts/data/checks/ as `npm run build:data` runs them: each test breaks one rule in a
 * copy of data/ and reads the message that names the file and the field; without the check, each
 * would pass.
 */
import { describe, expect, it } from 'vitest'
import { COOKIE_BANNER_TEXT_MAX_CHARS } from '@/config/constants'
import { addressProblems } from '../../scripts/data/checks/addresses'
import { runPipeline } from '../../scripts/data/pipeline'
import { edit, fixtureData, lineOf, realData } from './support/memoryData'
import { siteContent } from './support/siteContent'
import type { MemoryDataFiles } from '../../scripts/data/dataFiles'

const AGENTS = 'case-studies/01-agents.yaml'
const AGENTS_PATH = '/case-studies/how-bandera-ai-agents-booked-140-demos-a-payments-story'

describe('one figure, one claim', () => {
  it('refuses a figure shown under two labels, naming both places', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'service-pages/startup-accelerator.yaml', (text) =>
      text.replace('label: Credits Available to Each Startup', 'label: Credits Secured per Startup'),
    )
    expect(runPipeline(dataSet).errors).toEqual([
      "data/service-pages/startup-accelerator.yaml: sections.2.stats.3.value: shows {{figure:startupCredits}} as 'Credits Secured per Startup', but data/why-choose.yaml (stats.3.value) shows it as 'credits available to each startup': use one label, or split the figure in data/figures.yaml if these are two claims",
    ])
  })

  it('lets the same label differ in letter case and punctuation', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'service-pages/startup-accelerator.yaml', (text) =>
      text.replace('label: Credits Available to Each Startup', 'label: credits available to each startup!'),
    )
    expect(runPipeline(dataSet).errors).toEqual([])
  })

  it('refuses an average that does not say what it averages', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'figures.yaml', (text) =>
      text.replace(
        /( {2}averages: AI SEO clients with at least twelve months of data, 2023 to 2025\.\n)/,
        '',
      ),
    )
    expect(runPipeline(dataSet).errors).toEqual([
      'data/figures.yaml: averageTrafficIncrease.averages: is required: means calls this figure an average, so say what it averages (which clients, which period)',
    ])
  })

  it('refuses a total that is not the sum of its parts', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'figures.yaml', (text) =>
      text.replace('softwareVendorCredits:\n  value: $120,000', 'softwareVendorCredits:\n  value: $150,000'),
    )
    expect(runPipeline(dataSet).errors).toEqual([
      'data/figures.yaml: startupCredits.value: is $320,000+, but cloudProviderCredits + softwareVendorCredits + searchCompanyCredits make $350,000',
    ])
  })

  it('refuses a figure quoted from a case study whose results do not state it', () => {
    const dataSet = realData()
    edit(dataSet, 'figures.yaml', (text) => text.replace('value: 3.5x', 'value: 4x'))
    expect(runPipeline(dataSet).errors).toEqual([
      'data/figures.yaml: conversionIncrease.value: is 4x, which no result of the case study it quotes (linkedin-ads-plus-outbound-for-a-compliance-saas) states',
    ])
  })
})

describe("a case study's numbers agree", () => {
  it('refuses a number in the search title or description that the results do not state', () => {
    const dataSet = fixtureData()
    edit(dataSet, AGENTS, (text) =>
      text
        .replace('seoTitle: AI Agents Booked 140 Demos', 'seoTitle: AI Agents Booked 160 Demos')
        .replace('booked payment-sector demos', 'booked $2.5M of payment-sector demos in 2024'),
    )
    expect(runPipeline(dataSet).errors).toEqual([
      'data/case-studies/01-agents.yaml: seoTitle: quotes 160, which no line of results states',
      'data/case-studies/01-agents.yaml: seoDescription: quotes $2.5M, which no line of results states',
    ])
  })

  it('refuses a result line without a number, at the line itself', () => {
    const dataSet = fixtureData()
    edit(dataSet, AGENTS, (text) =>
      text.replace('  - Reply rate improved by 12%', '  - Reply rates improved'),
    )
    expect(runPipeline(dataSet).problems).toEqual([
      {
        severity: 'error',
        file: AGENTS,
        field: 'results.4',
        message: "each line starts with the number it reports, e.g. '146 qualified demos booked'",
        line: lineOf(dataSet, AGENTS, /^ {2}- Reply rates improved$/),
      },
    ])
  })

  it('reports a first result without a number at the result, not through the timeline that names it', () => {
    const dataSet = fixtureData()
    edit(dataSet, AGENTS, (text) =>
      text
        .replace('  - 340% increase in qualified pipeline', '  - Demos booked with payment leads')
        .replace('      result: 3', '      result: 1'),
    )
    expect(runPipeline(dataSet).problems).toEqual([
      {
        severity: 'error',
        file: AGENTS,
        field: 'results.0',
        message: "each line starts with the number it reports, e.g. '146 qualified demos booked'",
        line: lineOf(dataSet, AGENTS, /^ {2}- Demos booked with payment leads$/),
      },
    ])
  })

  it('refuses a timeline series that does not add up to the result it names', () => {
    const dataSet = fixtureData()
    edit(dataSet, AGENTS, (text) =>
      text.replace('values: [10, 18, 24, 27, 30, 31]', 'values: [10, 18, 24, 27, 30, 40]'),
    )
    expect(runPipeline(dataSet).errors).toEqual([
      'data/case-studies/01-agents.yaml: timeline.series.0.result: the series \'Demos booked\' adds up to 149, but result line 3 states 140: "140 demos booked with payment leads"',
    ])
  })

  it("holds a cumulative series to its last value, and a result line to the timeline's unit", () => {
    const dataSet = fixtureData()
    edit(dataSet, AGENTS, (text) =>
      text
        .replace(
          'values: [10, 18, 24, 27, 30, 31]',
          'values: [10, 28, 52, 79, 109, 140]\n      cumulative: true',
        )
        .replace(
          '      result: 3',
          '      result: 3\n    - label: Pipeline\n      values: [1, 2, 3, 4, 5, 6]\n      result: 1',
        ),
    )
    expect(runPipeline(dataSet).errors).toEqual([
      'data/case-studies/01-agents.yaml: timeline.series.1.result: result line 1 states no number: "340% increase in qualified pipeline"',
    ])
  })

  it('needs a value for every period of the timeframe, in its unit of time', () => {
    const dataSet = fixtureData()
    edit(dataSet, AGENTS, (text) =>
      text.replace('values: [10, 18, 24, 27, 30, 31]', 'values: [10, 18, 24, 27, 61]'),
    )
    expect(runPipeline(dataSet).errors).toEqual([
      "data/case-studies/01-agents.yaml: timeline.series.0.values: has 5 values; the timeframe '6 months' needs one per month: 6",
    ])
    edit(dataSet, AGENTS, (text) => text.replace('every: month', 'every: week'))
    expect(runPipeline(dataSet).errors).toEqual([
      "data/case-studies/01-agents.yaml: timeline.every: is 'week', but the timeframe '6 months' counts months",
    ])
  })

  it('draws no timeline for a study that states no timeframe', () => {
    const dataSet = fixtureData()
    edit(dataSet, AGENTS, (text) => text.replace('timeframe: 6 months\n', ''))
    expect(runPipeline(dataSet).errors).toEqual([
      'data/case-studies/01-agents.yaml: timeline: needs the timeframe it covers: add timeframe (such as 5 months)',
    ])
  })
})

/** The home page's results band names the study whose slug a test changes: it follows the change. */
const pointHomeProofAt = (dataSet: MemoryDataFiles, slug: string) =>
  edit(dataSet, 'home.yaml', (text) => text.replace(/^(\s+caseStudy: ).*$/m, `$1${slug}`))

describe('stable addresses', () => {
  it('refuses a published study whose slug changed without a redirect, and says what to add', () => {
    const dataSet = fixtureData()
    edit(dataSet, AGENTS, (text) =>
      text
        .replace(/^slug: .*$/m, 'slug: how-bandera-ai-agents-booked-150-demos-a-payments-story')
        .replace(
          "title: 'How Bandera AI Agents Booked 140 Demos",
          "title: 'How Bandera AI Agents Booked 150 Demos",
        )
        .replace('140 demos booked', '150 demos booked')
        .replace('seoTitle: AI Agents Booked 140 Demos', 'seoTitle: AI Agents Booked 150 Demos')
        .replace('values: [10, 18, 24, 27, 30, 31]', 'values: [10, 18, 24, 27, 30, 41]'),
    )
    pointHomeProofAt(dataSet, 'how-bandera-ai-agents-booked-150-demos-a-payments-story')
    const { errors } = runPipeline(dataSet)
    expect(errors).toEqual([
      `data/published-addresses.yaml: 0: '${AGENTS_PATH}' has been published and is no longer a page of this site; its readers' links and search results would break: if it became /case-studies/how-bandera-ai-agents-booked-150-demos-a-payments-story, add to data/redirects.yaml:\n  - from: ${AGENTS_PATH}\n    to: /case-studies/how-bandera-ai-agents-booked-150-demos-a-payments-story`,
    ])

    edit(dataSet, 'redirects.yaml', (text) =>
      text.replace(
        '[]',
        `- from: ${AGENTS_PATH}\n  to: /case-studies/how-bandera-ai-agents-booked-150-demos-a-payments-story\n`,
      ),
    )
    const { errors: fixed, warnings, content } = runPipeline(dataSet)
    expect(fixed).toEqual([])
    expect(warnings).toEqual([
      'data/case-studies/01-agents.yaml: slug: /case-studies/how-bandera-ai-agents-booked-150-demos-a-payments-story is not yet in data/published-addresses.yaml: add it there when it goes live, so the build keeps it reachable',
    ])
    expect(content!.redirects).toEqual([
      { from: AGENTS_PATH, to: '/case-studies/how-bandera-ai-agents-booked-150-demos-a-payments-story' },
    ])
    expect(content!.sitePages.map((page) => page.path)).not.toContain(AGENTS_PATH)
  })

  it('keeps the address of a published study whose title changes', () => {
    const dataSet = fixtureData()
    edit(dataSet, AGENTS, (text) =>
      text.replace(
        "title: 'How Bandera AI Agents Booked 140 Demos: A Payments Story'",
        'title: Demos for a Payments Firm',
      ),
    )
    const { errors, warnings, content } = runPipeline(dataSet)
    expect(errors).toEqual([])
    expect(warnings).toEqual([])
    expect(content!.caseStudies[0]!.slug).toBe(AGENTS_PATH.split('/').at(-1))
  })

  it("gives a new study its title's slug by the spec rule, and asks for it in the published list", () => {
    const dataSet = fixtureData()
    dataSet.data.set('case-studies/03-agents.yaml', dataSet.readData(AGENTS)!)
    dataSet.data.delete(AGENTS)
    edit(dataSet, 'published-addresses.yaml', (text) => text.replace(`- ${AGENTS_PATH}\n`, ''))
    edit(dataSet, 'case-studies/03-agents.yaml', (text) =>
      text.replace(/^slug: .*$/m, 'slug: payments-demos'),
    )
    pointHomeProofAt(dataSet, 'payments-demos')
    const result = runPipeline(dataSet)
    expect(result.errors).toEqual([
      "data/case-studies/03-agents.yaml: slug: is 'payments-demos', but a new study's slug is its title by the address rule: 'how-bandera-ai-agents-booked-140-demos-a-payments-story' (once published, it stays as it is)",
    ])
    expect(result.warnings).toEqual([
      'data/case-studies/03-agents.yaml: slug: /case-studies/payments-demos is not yet in data/published-addresses.yaml: add it there when it goes live, so the build keeps it reachable',
    ])
  })

  it('makes a missing published address an error when the build is for publishing', () => {
    const input = {
      published: [],
      redirects: [],
      pages: new Set(['/blog/new-post']),
      content: [{ file: 'blog/new-post.md', path: '/blog/new-post', slug: 'new-post', derivedSlug: null }],
      scheduled: [],
    }
    const message =
      '/blog/new-post is not yet in data/published-addresses.yaml: add it there when it goes live, so the build keeps it reachable'
    expect(addressProblems({ ...input, production: false }).problems).toEqual([
      { file: 'blog/new-post.md', field: 'slug', message, warning: true },
    ])
    expect(addressProblems({ ...input, production: true }).problems).toEqual([
      { file: 'blog/new-post.md', field: 'slug', message, warning: false },
    ])
  })

  it('refuses a redirect that hides a page or leads nowhere', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'redirects.yaml', (text) =>
      text.replace(
        '[]',
        `- from: ${AGENTS_PATH}\n  to: /blog/first-post\n- from: /blog/old\n  to: /blog/gone\n`,
      ),
    )
    expect(runPipeline(dataSet).errors).toEqual([
      `data/redirects.yaml: 0.from: '${AGENTS_PATH}' is a page of this site; a redirect would hide it`,
      "data/redirects.yaml: 1.to: '/blog/gone' is not a page of this site",
    ])
  })
})

describe('legal texts from the truth', () => {
  it('refuses a cookie policy that misses a storage key the code uses, or names one it does not', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'legal/cookie-policy.md', (text) =>
      text.replace('### `{{savedFormsKey}}`', '### `contactDrafts`'),
    )
    expect(runPipeline(dataSet).errors).toEqual([
      "data/legal/cookie-policy.md: content: does not describe the browser storage key 'savedContactForms' the site uses: add a section headed ### `savedContactForms` saying what it stores, why and for how long",
      "data/legal/cookie-policy.md: content: describes a storage key 'contactDrafts' the site does not use; the site's keys are: cookieConsent, savedContactForms, landingSource, bandera-ai-theme",
    ])
  })

  it('states the retention periods of data/site.yaml, and refuses one that is not 1 to 365 whole days', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'site.yaml', (text) =>
      text
        .replace('leadRetentionDays: 30', 'leadRetentionDays: 45')
        .replace('savedFormRetentionDays: 14', 'savedFormRetentionDays: 7'),
    )
    const { content } = runPipeline(dataSet)
    const legal = (slug: string) => content!.legal.find((document) => document.slug === slug)!
    expect(legal('privacy-policy').html).toContain('deleted 45 days after they arrive')
    expect(legal('privacy-policy').html).toContain('within 7 days')
    expect(legal('cookie-policy').html).toContain('at most 7 days')
    expect(legal('cookie-policy').summary).toContain('kept at most 7 days')
    expect(content!.shell.contactForm.savedFormRetentionDays).toBe(7)
    expect(content!.shell.contactForm.notice.map((part) => part.text).join('')).toContain(
      'deleted from our server 45 days after delivery',
    )

    edit(dataSet, 'site.yaml', (text) =>
      text
        .replace('leadRetentionDays: 45', 'leadRetentionDays: 0')
        .replace('savedFormRetentionDays: 7', 'savedFormRetentionDays: 2.5'),
    )
    expect(runPipeline(dataSet).errors).toEqual([
      'data/site.yaml: leadRetentionDays: must be at least 1 day',
      'data/site.yaml: savedFormRetentionDays: must be a whole number of days',
    ])
  })

  it('puts the form notice, with its links, under the contact form, and refuses a link to no page', () => {
    const notice = siteContent().shell.contactForm.notice
    expect(notice.filter((part) => part.href !== undefined)).toEqual([
      { text: 'Privacy Policy', href: '/privacy-policy' },
    ])
    const dataSet = fixtureData()
    edit(dataSet, 'legal/privacy-policy.md', (text) =>
      text.replace('(/privacy-policy).\n---', '(/privacy).\n---'),
    )
    expect(runPipeline(dataSet).errors).toEqual([
      expect.stringMatching(
        /^data\/legal\/privacy-policy\.md: formNotice: '\/privacy' is not a page of this site; /,
      ),
    ])
  })
})

describe("the cookie banner's sentence", () => {
  const BANNER = /^banner: >-\n(?:  .*\n)+/m

  it("is the cookie policy's own, short enough for a phone, and the long summary stays on the policy", () => {
    const { shell, legal } = siteContent()
    const policy = legal.find((document) => document.slug === 'cookie-policy')!
    expect(shell.cookieNotice).toBe(policy.banner)
    expect(shell.cookieNotice.length).toBeLessThanOrEqual(COOKIE_BANNER_TEXT_MAX_CHARS)
    expect(policy.summary!.length).toBeGreaterThan(COOKIE_BANNER_TEXT_MAX_CHARS)
  })

  it('refuses one longer than a quarter of a phone screen holds, naming its length', () => {
    const dataSet = fixtureData()
    const long = 'No analytics. Accept All loads award badges from a third-party reviews platform. '
      .repeat(3)
      .trim()
    edit(dataSet, 'legal/cookie-policy.md', (text) => text.replace(BANNER, `banner: ${long}\n`))
    expect(runPipeline(dataSet).errors).toEqual([
      `data/legal/cookie-policy.md: banner: is ${long.length} characters long; at most ${COOKIE_BANNER_TEXT_MAX_CHARS} keep the banner within a quarter of a phone's screen (the summary and the policy say the rest)`,
    ])
  })

  it('is required of the cookie policy and refused elsewhere', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'legal/cookie-policy.md', (text) => text.replace(BANNER, ''))
    edit(dataSet, 'legal/privacy-policy.md', (text) =>
      text.replace(/^---\n/, '---\nbanner: We use cookies.\n'),
    )
    expect(runPipeline(dataSet).errors).toEqual([
      'data/legal/privacy-policy.md: banner: only the cookie policy has a banner sentence; remove it here',
      'data/legal/cookie-policy.md: banner: the cookie banner shows this sentence, with a link to this policy; write it',
    ])
  })
})

describe('the industries we serve and the contact form', () => {
  it("refuses an industry whose form option is not one of the form's", () => {
    const dataSet = fixtureData()
    edit(dataSet, 'why-choose.yaml', (text) => text.replace('formOption: Finance', 'formOption: Fintech'))
    expect(runPipeline(dataSet).errors).toEqual([
      "data/why-choose.yaml: industries.1.formOption: 'Fintech' is not an option of the contact form; data/industries.yaml lists: Real Estate, Insurance, Finance, Healthcare, Technology, Education, Other",
    ])
  })

  it('refuses results by industry for an industry we do not say we serve, as issue 54 found E-commerce', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'why-choose.yaml', (text) =>
      text.replace(/ {2}- name: E-commerce\n {4}icon: shopping-cart\n {4}formOption: Other\n/, ''),
    )
    expect(runPipeline(dataSet).errors).toEqual([
      "data/service-pages/ai-seo-organic-growth.yaml: sections.4.results.0.industry: 'E-commerce' is not an industry data/why-choose.yaml says we serve (Software Development, Fintech, Healthcare, EdTech, SaaS, Web3, Startups): add it there, or show results of the industries we serve",
    ])
  })

  it('tells the visitor under the Industry field where each industry we serve belongs', () => {
    const { shell, whyChoose } = siteContent()
    for (const industry of whyChoose.industries) {
      if (industry.name === industry.formOption) continue
      const sentence = shell.contactForm.industryHint.split('. ').find((line) => line.includes(industry.name))
      expect(sentence, industry.name).toMatch(new RegExp(`: choose ${industry.formOption}\\.?$`))
    }
  })
})

describe('who vouches for the agency is named', () => {
  const NAME = /(?<=^reviewsProfile:\n) {2}name: Clutch\n/m

  it('refuses a reviews profile without the platform’s name', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'site.yaml', (text) => text.replace(NAME, ''))
    expect(runPipeline(dataSet).errors).toEqual(['data/site.yaml: reviewsProfile.name: is required'])
  })

  it('refuses a description in place of a name, and accepts any platform that names itself', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'site.yaml', (text) => text.replace(NAME, '  name: Verified client reviews\n'))
    expect(runPipeline(dataSet).errors).toEqual([
      'data/site.yaml: reviewsProfile.name: must be the platform’s own name, such as Clutch or G2, each word starting with a capital letter: a description ("Verified client reviews") names no one who vouches',
    ])
    for (const name of ['G2', 'Google Reviews', 'GoodFirms', 'Trustpilot']) {
      edit(dataSet, 'site.yaml', (text) => text.replace(/(?<=^reviewsProfile:\n {2}name: ).*$/m, name))
      expect(runPipeline(dataSet).errors, name).toEqual([])
    }
  })
})

describe('one name for the booking action', () => {
  it('refuses another label on a button or a card link that books, at its field and line', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'pages.yaml', (text) =>
      text.replace(/(midArticleCall:[\s\S]*?label: )Schedule a Strategy Call/, '$1Book a Free Strategy Call'),
    )
    edit(dataSet, 'navigation.yaml', (text) =>
      text.replace('label: Schedule a Strategy Call', 'label: Book a Call'),
    )
    const { problems } = runPipeline(dataSet)
    expect(problems.map(({ file, field, message }) => `${file}: ${field}: ${message.split(':')[0]}`)).toEqual(
      [
        "navigation.yaml: bookingBar.label: 'Book a Call' leads to a booking page",
        "pages.yaml: blog.article.midArticleCall.button.label: 'Book a Free Strategy Call' leads to a booking page",
      ],
    )
    for (const { file, line } of problems) expect(line).toBe(lineOf(dataSet, file, /label: Book a/))
  })

  it('keeps the words the specification gives a booking button where it gives them', () => {
    const { problems } = runPipeline(fixtureData())
    expect(problems.filter((problem) => problem.message.includes('booking page'))).toEqual([])
  })
})
