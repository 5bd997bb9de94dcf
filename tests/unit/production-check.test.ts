import { describe, expect, it } from 'vitest'
import { runPipeline } from '../../scripts/data/pipeline'
import { parseDocument } from 'yaml'
import { isExamplePhone, isPlaceholderHost, productionFindings } from '../../scripts/data/production'
import { yamlSource } from '../../scripts/data/source'
import { edit, fixtureData } from './support/memoryData'

describe('isPlaceholderHost', () => {
  it.each([
    'bandera.example',
    'calendar.bandera.example',
    'EXAMPLE.COM',
    'www.example.org',
    'example.net',
    'shop.test',
    'nothing.invalid',
    'localhost',
    'app.localhost',
  ])('refuses %s', (host) => {
    expect(isPlaceholderHost(host)).toBe(true)
  })

  it.each(['bandera.agency', 'example.co', 'myexample.com', 'linkedin.com', 'examples.dev'])(
    'accepts %s',
    (host) => {
      expect(isPlaceholderHost(host)).toBe(false)
    },
  )
})

describe('isExamplePhone', () => {
  it.each(['+380 44 000 0123', '+44 20 0000 1234', '+1 (212) 555-0147', '+1 212 555 0199', '212-555-0100'])(
    'refuses %s',
    (phone) => {
      expect(isExamplePhone(phone)).toBe(true)
    },
  )

  it.each(['+380 44 235 7702', '+1 212 555 0200', '+44 20 7946 1000', '+49 30 901820', '+380 44 200 0000'])(
    'accepts %s',
    (phone) => {
      expect(isExamplePhone(phone)).toBe(false)
    },
  )
})

describe('productionFindings', () => {
  const yamlFile = (text: string) => yamlSource('site.yaml', text, parseDocument(text))

  it('names the field and the line of every placeholder address, e-mail and phone number', () => {
    const findings = productionFindings(
      yamlFile(
        [
          'email: hello@bandera.example',
          "phone: '+380 44 000 0123'",
          'social:',
          '  - name: LinkedIn',
          '    url: https://www.linkedin.com/company/bandera',
          '  - name: Instagram',
          '    url: https://instagram.example/bandera',
          'notes: A phone-like 000 in plain text is not a phone field.',
        ].join('\n'),
      ),
    )
    expect(findings.map(({ field, line }) => [field, line])).toEqual([
      ['email', 1],
      ['phone', 2],
      ['social.1.url', 7],
    ])
    expect(findings[2]!.message).toBe(
      'https://instagram.example/bandera is on a domain reserved for examples (instagram.example): replace it before a production build',
    )
  })

  it("finds addresses in a folded text and a markdown body on the file's own lines", () => {
    const frontMatter = 'title: A\nnote: >-\n  First line,\n  then https://docs.example.com/guide.\n'
    const body =
      'Intro.\n\nRead [the guide](https://docs.example.com/guide).\n\nWrite to [us](mailto:team@example.org).\n'
    const source = {
      ...yamlSource('blog/a.md', frontMatter, parseDocument(frontMatter), 1),
      body: { text: body, start: 7 },
    }
    const [folded, link, mail] = productionFindings(source)
    expect(folded).toEqual({
      field: 'note',
      line: 5,
      message:
        'https://docs.example.com/guide is on a domain reserved for examples (docs.example.com): replace it before a production build',
    })
    expect(link).toMatchObject({ field: 'content', line: 9 })
    expect(mail).toMatchObject({ field: 'content', line: 11 })
    expect(mail!.message).toMatch(/^e-mail address team@example\.org is on a domain reserved/)
  })
})

describe('build:data --production', () => {
  it('refuses the placeholder addresses and contact details of the content, naming each field', () => {
    const { errors, content } = runPipeline(fixtureData(), { production: true })
    expect(content).toBeUndefined()
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^data\/site\.yaml: siteUrl: https:\/\/bandera\.example is on a domain reserved/,
        ),
        expect.stringMatching(
          /^data\/site\.yaml: email: e-mail address hello@bandera\.example is on a domain/,
        ),
        'data/site.yaml: phone: +380 44 000 0123 is an example phone number: replace it before a production build',
        expect.stringMatching(
          /^data\/site\.yaml: booking\.scheduler: https:\/\/calendar\.bandera\.example\//,
        ),
        expect.stringMatching(/^data\/site\.yaml: social\.1\.url: https:\/\/linkedin\.example\//),
        expect.stringMatching(/^data\/site\.yaml: awards\.0\.embedSrc: https:\/\/clutch\.example\//),
        expect.stringMatching(/^data\/site\.yaml: xProfile: https:\/\/x\.example\//),
        expect.stringMatching(/^data\/authors\.yaml: 0\.url: https:\/\/linkedin\.example\//),
        expect.stringMatching(/^data\/blog\/first-post\.md: content: https:\/\/example\.com is on a domain/),
      ]),
    )
  })

  it("reports each address once, on the line where the file writes it, and the site's e-mail only in site.yaml", () => {
    const dataSet = fixtureData()
    const { problems } = runPipeline(dataSet, { production: true })
    const keys = problems.map(({ file, field, message, line }) => [file, field, message, line].join('|'))
    expect(new Set(keys).size).toBe(keys.length)
    const post = dataSet.readData('blog/first-post.md')!.split('\n')
    const link = problems.find(
      (problem) => problem.file === 'blog/first-post.md' && problem.field === 'content',
    )
    expect(post[link!.line! - 1]).toContain('https://example.com')
    const site = dataSet.readData('site.yaml')!.split('\n')
    const email = problems.find((problem) => problem.file === 'site.yaml' && problem.field === 'email')
    expect(site[email!.line! - 1]).toMatch(/^email: hello@bandera\.example/)
    // The legal texts write the address as {{email}}: the one to replace is the one in site.yaml.
    expect(problems.filter((problem) => problem.file.startsWith('legal/'))).toEqual([])
  })

  it('still accepts them in a plain run, where they are intended for now', () => {
    expect(runPipeline(fixtureData()).errors).toEqual([])
  })

  it('passes once every address and contact detail is real', () => {
    const dataSet = fixtureData()
    const realDomains = (text: string) =>
      text
        .replace(/([\w-]+)\.example\b/g, '$1.agency')
        .replace(/\bexample\.com\b/g, 'bandera.agency')
        .replace('+380 44 000 0123', '+380 44 235 7702')
        // The sample entries replaced by the agency's own: the flag goes with them.
        .replace(/^\s*sample: true\n/gm, '')
    const files = [
      'site.yaml',
      'authors.yaml',
      'client-quotes.yaml',
      ...['blog', 'case-studies', 'legal'].flatMap((folder) =>
        dataSet.listData(folder).map((name) => `${folder}/${name}`),
      ),
    ]
    // The files that hold a placeholder (edit() refuses a change that changes nothing).
    const withPlaceholders = files.filter((file) => {
      const text = dataSet.readData(file)!
      return realDomains(text) !== text
    })
    expect(withPlaceholders).toContain('site.yaml')
    for (const file of withPlaceholders) edit(dataSet, file, realDomains)
    expect(runPipeline(dataSet, { production: true }).errors).toEqual([])
  })
})

describe('build:data --production and sample content', () => {
  const SAMPLE_MESSAGE =
    "marks sample content standing in for real data: replace this entry with the agency's own and remove sample (or delete the entry) before a production build"

  it('refuses every entry marked sample, at the file, field and line of its marker', () => {
    const dataSet = fixtureData()
    const { problems, content } = runPipeline(dataSet, { production: true })
    expect(content).toBeUndefined()
    const samples = problems.filter((problem) => problem.message === SAMPLE_MESSAGE)
    expect(samples.map(({ file, field }) => `${file}: ${field}`).sort()).toEqual([
      'client-quotes.yaml: 0.sample',
      // The award titles and lines stand in for badges the agency has not received.
      ...[0, 1, 2, 3, 4].map((index) => `site.yaml: awards.${index}.sample`),
      'site.yaml: reviewsProfile.sample',
    ])
    for (const { file, line } of samples) {
      const lines = dataSet.readData(file)!.split('\n')
      expect(lines[line! - 1]).toMatch(/^\s*sample: true$/)
    }
  })

  it('shows sample content in a plain run, and accepts an entry whose flag is false or gone', () => {
    const dataSet = fixtureData()
    expect(runPipeline(dataSet).content?.clientQuotes).toHaveLength(2)
    edit(dataSet, 'client-quotes.yaml', (text) => text.replace('sample: true', 'sample: false'))
    edit(dataSet, 'site.yaml', (text) => text.replace(/^\s*sample: true\n/gm, ''))
    const { problems } = runPipeline(dataSet, { production: true })
    expect(problems.filter((problem) => problem.message === SAMPLE_MESSAGE)).toEqual([])
  })
})
