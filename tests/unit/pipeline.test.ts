import { describe, expect, it } from 'vitest'
import { MemoryDataFiles } from '../../scripts/data/dataFiles'
import { runPipeline } from '../../scripts/data/pipeline'
import { edit, fixtureData, lineOf, realData } from './support/memoryData'

describe('the data pipeline on valid data', () => {
  it('derives case studies: slug, metrics, timeline, workflow flag', () => {
    const { errors, content } = runPipeline(fixtureData())
    expect(errors).toEqual([])
    const [agents, seo] = content!.caseStudies
    expect(agents!.slug).toBe('how-bandera-ai-agents-booked-140-demos-a-payments-story')
    expect(agents!.showsAgentWorkflow).toBe(true)
    expect(seo!.showsAgentWorkflow).toBe(false)
    expect(agents!.metrics.map((metric) => [metric.type, metric.value])).toEqual([
      ['percentage', 340],
      ['currency', 1_200_000], // one dollar amount per line: the second ($36,000) would repeat its label
      ['number', 140],
      ['percentage', 45],
    ])
    expect(agents!.timeline).toMatchObject({
      periods: ['Month 1', 'Month 2', 'Month 3', 'Month 4', 'Month 5', 'Month 6'],
      unit: 'number',
      scale: { max: 40, step: 10 },
    })
    expect(seo!.timeline).toBeNull()
    expect(agents!.challengesSummary).toBe(
      'Reps spent mornings researching accounts by hand. Follow-ups slipped after the second touch.',
    )
    expect(seo!.challengesSummary).toBe('Thin content and slow pages kept the school off page one.')
  })

  it('renders articles to sanitised HTML with the word count', () => {
    const { content } = runPipeline(fixtureData())
    const first = content!.blog.find((post) => post.slug === 'first-post')!
    expect(first.html).toContain(
      '<h2 id="a-heading"><a class="heading-anchor" href="#a-heading">A heading</a></h2>',
    )
    expect(first.html).toContain('<a href="https://example.com">safe link</a>')
    expect(first.html).toContain('<a href="">unsafe one</a>')
    expect(first.html).not.toContain('<script')
    expect(first.wordCount).toBeGreaterThan(10)
  })

  it('numbers the legal sections and checks their count', () => {
    const { content } = runPipeline(fixtureData())
    const counts = Object.fromEntries(
      content!.legal.map((document) => [document.slug, document.sections.length]),
    )
    expect(counts).toEqual({ 'privacy-policy': 14, 'terms-of-service': 12, 'cookie-policy': 8 })
    expect(content!.legal[0]!.sections[0]!.title).toMatch(/^1\. /)
  })

  it('gives the shell only what the browser needs', () => {
    const { content } = runPipeline(fixtureData())
    expect(content!.shell.themeStorageKey).toBe('bandera-ai-theme')
    const servicesMenu = content!.shell.navigation.main.find((item) => item.kind === 'menu')
    expect(servicesMenu?.kind === 'menu' && servicesMenu.links.map((link) => link.href)).toContain(
      '/services/ai-seo-organic-growth',
    )
    expect(Object.keys(content!.shell)).not.toContain('awards')
  })
})

describe('the data pipeline on invalid data', () => {
  it('lists every problem at once as data/<file>: <field.path>: <message>', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'site.yaml', (text) =>
      text.replace('email: hello@bandera.example', 'email: not-an-address'),
    )
    edit(dataSet, 'case-studies/01-agents.yaml', (text) =>
      text
        .replace('category: Bandera AI Automations', 'category: Gardening')
        .replace(/results:\n/, 'results: []\nunused:\n'),
    )
    edit(dataSet, 'blog/second-post.md', (text) =>
      text
        .replace("publishDate: '2025-06-01'", "publishDate: '2025-02-30'")
        .replace('slug: second-post', 'slug: first-post'),
    )
    const { errors, content } = runPipeline(dataSet)
    expect(content).toBeUndefined()
    expect(errors).toEqual(
      expect.arrayContaining([
        'data/site.yaml: email: must be an e-mail address',
        'data/case-studies/01-agents.yaml: results: must list at least one item',
        expect.stringMatching(
          /^data\/case-studies\/01-agents\.yaml: unused: is not a field here \(the fields here: slug, title, /,
        ),
        'data/blog/second-post.md: publishDate: must be a real date written YYYY-MM-DD',
      ]),
    )
  })

  it('reports unknown categories, duplicate slugs and slugs that do not match the file', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'case-studies/02-seo.yaml', (text) =>
      text
        .replace(
          'slug: organic-growth-for-a-coding-school',
          'slug: how-bandera-ai-agents-booked-140-demos-a-payments-story',
        )
        .replace('category: AI SEO & Organic Growth', 'category: Gardening'),
    )
    edit(dataSet, 'blog/second-post.md', (text) => text.replace('slug: second-post', 'slug: first-post'))
    const { errors } = runPipeline(dataSet)
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^data\/case-studies\/02-seo\.yaml: category: unknown category 'Gardening'/),
        "data/case-studies/02-seo.yaml: slug: 'how-bandera-ai-agents-booked-140-demos-a-payments-story' is also the slug of data/case-studies/01-agents.yaml; this study is the newer one, numbered after it (a new study takes the next number): give it a slug of its own, its title by the address rule",
        "data/blog/second-post.md: slug: must match the file name ('second-post')",
        "data/blog/second-post.md: slug: 'first-post' is also the slug of data/blog/first-post.md; this article is the newer one, published after it (2025-06-01, it 2025-05-14): an article's slug is its file name",
      ]),
    )
  })

  it('names YAML syntax errors with their line, missing files and missing images', () => {
    const dataSet = fixtureData()
    dataSet.data.set('services.yaml', '- name: [unclosed\n')
    dataSet.data.delete('categories.yaml')
    edit(dataSet, 'blog/first-post.md', (text) =>
      text.replace('featuredImage: /images/a.svg', 'featuredImage: /images/missing.svg'),
    )
    const { errors } = runPipeline(dataSet)
    expect(errors).toEqual(
      expect.arrayContaining([
        "data/services.yaml: (file): the list opened with [ on line 1 is never closed: end it with ] on the same line (or write one item a line, each after '- ')",
        'data/categories.yaml: (file): file is missing or unreadable',
        'data/blog/first-post.md: featuredImage: no file public/images/missing.svg',
      ]),
    )
  })

  it('names the service page file and the section field of a wrong type or field, and pairs pages with services', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'service-pages/appointment-setting.yaml', (text) =>
      text.replace('  - type: steps\n', '  - type: step-list\n'),
    )
    edit(dataSet, 'service-pages/startup-accelerator.yaml', (text) =>
      text.replace('    id: statistics\n', '    id: statistics\n    columns: 4\n'),
    )
    edit(dataSet, 'services.yaml', (text) =>
      text.replace('- name: Telegram Outreach', '- name: Telegram Campaigns'),
    )
    const { errors } = runPipeline(dataSet)
    const telegram = errors.find((error) => error.startsWith('data/services.yaml'))
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^data\/service-pages\/appointment-setting\.yaml: sections\.0\.type: must be one of the section types: stat-banner, steps, /,
        ),
        expect.stringMatching(
          /^data\/service-pages\/startup-accelerator\.yaml: sections\.\d+\.columns: is not a field here \(the fields here: type, id, intro, stats\)$/,
        ),
        'data/service-pages/telegram-outreach.yaml: (file): belongs to no service: no entry of data/services.yaml has the address /services/telegram-outreach',
      ]),
    )
    expect(telegram).toMatch(
      /^data\/services\.yaml: \d+\.name: has no page: create data\/service-pages\/telegram-campaigns\.yaml/,
    )
  })

  it('refuses a closing call that leads to no page of the site or to no section of its page', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'service-pages/telegram-outreach.yaml', (text) =>
      text.replace("to: '#b2b-dataset'", "to: '#pricing'"),
    )
    edit(dataSet, 'pages.yaml', (text) => text.replace('to: /rss.xml', 'to: /feed'))
    const { errors } = runPipeline(dataSet)
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^data\/service-pages\/telegram-outreach\.yaml: closingCall\.buttons\.1\.to: '#pricing' is not a section of this page; its sections: focus, sample-channel, b2b-dataset/,
        ),
        expect.stringMatching(
          /^data\/pages\.yaml: blog\.closingCall\.buttons\.1\.to: '\/feed' is not a page of this site; pages: \/, /,
        ),
      ]),
    )
  })

  it('checks the number of legal sections', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'legal/cookie-policy.md', (text) => `${text}\n## An extra section\n\nText.\n`)
    expect(runPipeline(dataSet).errors).toContain(
      "data/legal/cookie-policy.md: content: must have exactly 8 '## ' sections, found 9",
    )
  })

  it('warns when the read time is more than two minutes off the word count', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'blog/first-post.md', (text) =>
      text.replace("readTime: '1 min read'", "readTime: '9 min read'"),
    )
    const { warnings, errors } = runPipeline(dataSet)
    expect(errors).toEqual([])
    expect(warnings).toEqual([
      expect.stringMatching(/^data\/blog\/first-post\.md: readTime: says '9 min read' but \d+ words/),
    ])
  })
})

describe('legal texts', () => {
  it('take the agency’s facts from site.yaml through {{placeholders}}', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'site.yaml', (text) =>
      text
        .replace('brand: Bandera', 'brand: Northwind')
        .replace('hello@bandera.example', 'hi@northwind.example'),
    )
    const { content, errors } = runPipeline(dataSet)
    expect(errors).toEqual([])
    const privacy = content!.legal.find((document) => document.slug === 'privacy-policy')!
    expect(privacy.html).toContain('Northwind')
    expect(privacy.html).toContain('mailto:hi@northwind.example')
    expect(privacy.html).not.toMatch(/\bBandera\b(?! AI)/)
    expect(privacy.description).toContain('Northwind')
  })

  it('reject an unknown placeholder', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'legal/terms-of-service.md', (text) => `${text}\nWrite to {{ceo}}.\n`)
    expect(runPipeline(dataSet).errors).toEqual([
      expect.stringMatching(
        /^data\/legal\/terms-of-service\.md: content: unknown placeholder \{\{ceo\}\}; known: brand, /,
      ),
    ])
  })
})

describe('figures', () => {
  it('are filled in from data/figures.yaml wherever a file cites them, so one edit changes every page', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'figures.yaml', (text) => text.replace('value: 500%', 'value: 650%'))
    edit(dataSet, 'blog/second-post.md', (text) => `${text}\nWe saw {{figure:leadIncrease}} more leads.\n`)
    const { errors, content } = runPipeline(dataSet)
    expect(errors).toEqual([])
    expect(content!.whyChoose.stats[1]!.value).toBe('650%')
    expect(content!.solutionPages[0]!.highlights.items[0]!.value).toBe('650%')
    expect(content!.solutions[0]!.seo.description).toContain('650% more qualified leads')
    expect(content!.blog.find((post) => post.slug === 'second-post')!.html).toContain('650% more leads')
    expect(JSON.stringify(content)).not.toContain('{{figure:')
  })

  it('never reach a case study: its numbers are what that client achieved', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'case-studies/01-agents.yaml', (text) =>
      text.replace('340% increase in qualified pipeline', "'{{figure:leadIncrease}} more qualified leads'"),
    )
    expect(runPipeline(dataSet).errors).toEqual([
      expect.stringMatching(
        /^data\/case-studies\/01-agents\.yaml: results\.0: quotes \{\{figure:leadIncrease\}\}: a case study states its own numbers/,
      ),
    ])
  })

  it('reject an unknown figure, naming the file and the field', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'why-choose.yaml', (text) =>
      text.replace('{{figure:leadIncrease}}', '{{figure:leadIncrese}}'),
    )
    edit(dataSet, 'case-studies/02-seo.yaml', (text) =>
      text.replace('118% more organic enrolments', "'118% {{figure:x}} more'"),
    )
    edit(dataSet, 'blog/first-post.md', (text) => `${text}\nUp {{figure:roas}}.\n`)
    const { errors } = runPipeline(dataSet)
    expect(errors).toEqual([
      expect.stringMatching(
        /^data\/why-choose\.yaml: stats\.1\.value: unknown figure \{\{figure:leadIncrese\}\}; data\/figures\.yaml defines: averageRoi, .*\bleadIncrease, /,
      ),
      expect.stringMatching(/^data\/case-studies\/02-seo\.yaml: results\.1: unknown figure \{\{figure:x\}\}/),
      expect.stringMatching(/^data\/blog\/first-post\.md: content: unknown figure \{\{figure:roas\}\}/),
    ])
  })

  it('explain that a YAML value starting with a placeholder needs quotes', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'case-studies/02-seo.yaml', (text) =>
      text.replace('118% more organic enrolments', '{{figure:leadIncrease}} more enrolments'),
    )
    const line = lineOf(dataSet, 'case-studies/02-seo.yaml', /\{\{figure:leadIncrease\}\}/)
    expect(runPipeline(dataSet).problems).toEqual([
      {
        severity: 'error',
        file: 'case-studies/02-seo.yaml',
        field: '(file)',
        message:
          "a value that starts with {{ reads to YAML as a group of fields: put the whole value in quotes: '{{figure:leadIncrease}} more enrolments'",
        line,
      },
    ])
  })

  it('report a broken data/figures.yaml once, not at every page that cites it', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'figures.yaml', (text) => text.replace('value: 500%', 'value: five hundred percent'))
    expect(runPipeline(dataSet).errors).toEqual([
      'data/figures.yaml: leadIncrease.value: must contain a number',
    ])
  })
})

describe('content rules', () => {
  it('a timeframe says the months (at most six) or the weeks (at most 26) the study covers', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'case-studies/01-agents.yaml', (text) =>
      text.replace('timeframe: 6 months', 'timeframe: 9 months'),
    )
    edit(dataSet, 'case-studies/02-seo.yaml', (text) =>
      text.replace('timeframe: 3 months', 'timeframe: One quarter'),
    )
    const message =
      "must be the months the study covers, 1 to 6 ('5 months'), or its weeks, 1 to 26 ('12 weeks')"
    expect(runPipeline(dataSet).errors).toEqual([
      `data/case-studies/01-agents.yaml: timeframe: ${message}`,
      `data/case-studies/02-seo.yaml: timeframe: ${message}`,
    ])
  })

  it('a number in a case-study title must be stated by a result line', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'case-studies/01-agents.yaml', (text) =>
      text.replace('140 demos booked', '120 demos booked'),
    )
    expect(runPipeline(dataSet).errors).toContain(
      'data/case-studies/01-agents.yaml: title: quotes 140, which no line of results states',
    )
  })

  it('two articles may not share a featured image', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'blog/second-post.md', (text) =>
      text.replace('featuredImage: /images/b.svg', 'featuredImage: /images/a.svg'),
    )
    expect(runPipeline(dataSet).errors).toEqual([
      "data/blog/second-post.md: featuredImage: '/images/a.svg' is also the featured image of data/blog/first-post.md; this article is the newer one, published after it (2025-06-01, it 2025-05-14): draw this article its own",
    ])
  })

  it('a byte copy of another article’s featured image under a new name is the same image', () => {
    const dataSet = fixtureData()
    const withCopy = new MemoryDataFiles(
      dataSet.data,
      new Map([...dataSet.publicFiles, ['images/a-copy.svg', dataSet.readPublic('/images/a.svg')!]]),
    )
    edit(dataSet, 'blog/second-post.md', (text) =>
      text.replace('featuredImage: /images/b.svg', 'featuredImage: /images/a-copy.svg'),
    )
    expect(runPipeline(withCopy).errors).toEqual([
      'data/blog/second-post.md: featuredImage: public/images/a-copy.svg is the same picture as public/images/a.svg, the featured image of data/blog/first-post.md; this article is the newer one, published after it (2025-06-01, it 2025-05-14): draw this article its own',
    ])
  })

  it('a success story cites a case study that exists and shows only figures its results state', () => {
    const dataSet = realData()
    edit(dataSet, 'case-studies/07-nearshore-dev-always-on-sdr.yaml', (text) =>
      text.replace('85% faster response', '80% faster response'),
    )
    expect(runPipeline(dataSet).errors).toEqual([
      "data/solution-pages.yaml: 0.highlights.items.2.value: '85%' is not among the results of the case study it cites (bandera-ai-sales-agents-as-an-always-on-sdr-team-for-a-nearshore-dev-company)",
      'data/figures.yaml: responseSpeedup.value: is 85%, which no result of the case study it quotes (bandera-ai-sales-agents-as-an-always-on-sdr-team-for-a-nearshore-dev-company) states',
    ])
    edit(dataSet, 'case-studies/07-nearshore-dev-always-on-sdr.yaml', (text) =>
      text.replace('80% faster response', '85% faster response'),
    )
    edit(dataSet, 'solution-pages.yaml', (text) => text.replace(/caseStudy: .*/, 'caseStudy: no-such-study'))
    expect(runPipeline(dataSet).errors).toEqual([
      "data/solution-pages.yaml: 0.highlights.caseStudy: no case study has the slug 'no-such-study'",
    ])
  })
})
