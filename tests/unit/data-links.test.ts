import { describe, expect, it } from 'vitest'
import { runPipeline } from '../../scripts/data/pipeline'
import { edit, fixtureData } from './support/memoryData'
import type { MemoryDataFiles } from '../../scripts/data/dataFiles'

/** Appends a paragraph to the body of a fixture article; returns its line in the file. */
function appendToArticle(dataSet: MemoryDataFiles, file: string, paragraph: string): number {
  edit(dataSet, file, (text) => `${text.trimEnd()}\n\n${paragraph}\n`)
  return dataSet.readData(file)!.trimEnd().split('\n').length
}

describe('build:data checks every internal link and anchor', () => {
  it('accepts links to pages, article headings, legal sections, service sections and files', () => {
    const dataSet = fixtureData()
    const { content } = runPipeline(dataSet)
    const cookieSection = content!.legal.find((document) => document.slug === 'cookie-policy')!.sections[1]!
      .id
    appendToArticle(
      dataSet,
      'blog/second-post.md',
      [
        '[Heading](/blog/first-post#a-heading), [cookies](/cookie-policy#' + cookieSection + '),',
        '[dataset](/services/telegram-outreach#b2b-dataset), [about](/#about), [studies](/case-studies/),',
        '[feed](/rss.xml), [picture](/images/a.svg), [home](https://bandera.example/#contact),',
        '[elsewhere](https://example.com/nope) and [mail](mailto:hello@bandera.example).',
      ].join('\n'),
    )
    expect(runPipeline(dataSet).errors).toEqual([])
  })

  it('names the article, the line and the address of a link to a page or section that does not exist', () => {
    const dataSet = fixtureData()
    const line = appendToArticle(
      dataSet,
      'blog/second-post.md',
      'Read [the first post](/blog/first-pots) and [its heading](/blog/first-post#a-headin).',
    )
    const { problems } = runPipeline(dataSet)
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'blog/second-post.md',
        field: 'content',
        line,
        message: "'/blog/first-pots' is not a page of this site; did you mean '/blog/first-post'?",
      }),
      expect.objectContaining({
        line,
        message:
          "/blog/first-post has no section '#a-headin'; did you mean '#a-heading'? its sections: a-heading",
      }),
    ])
  })

  it('checks a legal text’s links against the numbered sections of another', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'legal/terms-of-service.md', (text) =>
      text.replace('[Cookie Policy](/cookie-policy)', '[Cookie Policy](/cookie-policy#section-9-nothing)'),
    )
    expect(runPipeline(dataSet).errors).toEqual([
      expect.stringMatching(
        /^data\/legal\/terms-of-service\.md: content: \/cookie-policy has no section '#section-9-nothing'; its sections: section-1-/,
      ),
    ])
  })

  it('checks addresses and anchors written in YAML: menus, closing calls and links inside texts', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'navigation.yaml', (text) => text.replace('path: /#about', 'path: /#team'))
    edit(dataSet, 'service-pages/appointment-setting.yaml', (text) =>
      text.replace('to: /#contact', 'to: /services/telegram-outreach#pricing'),
    )
    edit(dataSet, 'why-choose.yaml', (text) =>
      text.replace('change or stop.', 'change or stop. See [our blog](/blogs).'),
    )
    const { errors } = runPipeline(dataSet)
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^data\/navigation\.yaml: main\.\d+\.path: \/ has no section '#team'; its sections: home, services, solutions, /,
        ),
        expect.stringMatching(
          /^data\/service-pages\/appointment-setting\.yaml: closingCall\.buttons\.\d+\.to: \/services\/telegram-outreach has no section '#pricing'; its sections: focus, sample-channel, b2b-dataset/,
        ),
        expect.stringMatching(
          /^data\/why-choose\.yaml: .*: '\/blogs' is not a page of this site; did you mean '\/blog'\?$/,
        ),
      ]),
    )
    expect(errors).toHaveLength(3)
  })

  it('refuses an anchor alone in a file shown on many pages, a relative address, and a missing image', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'navigation.yaml', (text) =>
      text.replace('path: /#about', 'path: /#about\n  - label: Top\n    path: /'),
    )
    edit(dataSet, 'site.yaml', (text) =>
      text.replace(/^(description: >-\n)/m, '$1  Start at [the top](#home).\n'),
    )
    const line = appendToArticle(
      dataSet,
      'blog/second-post.md',
      'See [the first](first-post) and ![a chart](/images/chart.png).',
    )
    const { errors, problems } = runPipeline(dataSet)
    expect(errors).toEqual([
      "data/site.yaml: description: '#home' alone means a section of the page it is on, and data/site.yaml is shown on many pages: write the page too, such as /#home",
      "data/blog/second-post.md: content: 'first-post' is a relative address: write it from the site's root, such as /blog or /#contact",
      'data/blog/second-post.md: content: no file public/images/chart.png',
    ])
    expect(
      problems.filter((problem) => problem.file.startsWith('blog/')).map((problem) => problem.line),
    ).toEqual([line, line])
  })
})
