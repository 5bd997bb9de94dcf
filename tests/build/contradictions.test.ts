/**
 * Issue 28's list of what a careful reader found, read back from the built pages (after
 * `npm run build`): each test holds one kind of contradiction to account, and failed on the copy the
 * issue describes. The values come from generated/, so an editor's legitimate change keeps them green.
 */
import { describe, expect, it } from 'vitest'
import { caseStudyPath } from '@/lib/paths'
import { builtContent } from '../e2e/support/content'
import { pageSentences } from '../../scripts/site/figureMentions'
import { builtPaths, htmlOf } from './support/builtSite'

/** Each built page with the sentences a reader sees (body text and the descriptions of its metadata). */
const pages = builtPaths.map((path) => ({ path, html: htmlOf(path), sentences: pageSentences(htmlOf(path)) }))
const page = (path: string) => {
  const found = pages.find((candidate) => candidate.path === path)
  if (!found) throw new Error(`no built page ${path}`)
  return found
}
const textOf = (path: string) => page(path).sentences.join('\n')
const allSentences = () =>
  pages.flatMap(({ path, sentences }) => sentences.map((sentence) => ({ path, sentence })))

const NUMBER_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
}

describe('one figure, one meaning', () => {
  it("a figure that is one client's result never reads as a claim about every client", () => {
    const figures = builtContent('figures')
    const studies = builtContent('caseStudies')
    const names = (figure: (typeof figures)[string], line: string) =>
      (figure.mentions ?? []).some((mention) => line.toLowerCase().includes(mention.toLowerCase()))
    // A client's quote speaks of its own study's results (build:data holds its numbers to them).
    const quoted = (sentence: string) =>
      builtContent('clientQuotes').some(({ quote }) => quote.includes(sentence))
    const general: string[] = []
    for (const [name, figure] of Object.entries(figures)) {
      // The studies whose results state this figure in its own words: it is their client's result.
      const sources = studies.filter((study) =>
        study.results.some((line) => line.includes(figure.value) && names(figure, line)),
      )
      if (sources.length === 0) continue
      const ownPages = new Set(sources.map((study) => caseStudyPath(study.slug)))
      for (const { path, sentence } of allSentences()) {
        // A label next to its value ("500% More Qualified Leads") is not a claim in a sentence.
        const label = sentence.split(/\s+/).length < 8
        if (label || ownPages.has(path) || !sentence.includes(figure.value) || !names(figure, sentence))
          continue
        if (!/\b(?:client|company|case study)\b/i.test(sentence) && !quoted(sentence))
          general.push(`${path} (${name}): ${sentence}`)
      }
    }
    expect(general).toEqual([])
  })

  it('on the AI SEO page, the single dashboard, the averages and the medians each say which they are', () => {
    const text = textOf('/services/ai-seo-organic-growth')
    expect(text).toMatch(/one client's dashboard/i)
    expect(text).toMatch(/averages across our AI SEO clients/i)
    expect(text).toMatch(/the median client in each sector/i)
  })

  it('the platform sizes on a page carry the date the platforms reported them', () => {
    const { linkedinReach, facebookMonthlyUsers } = builtContent('figures')
    for (const { path, sentences } of pages) {
      const text = sentences.join('\n')
      if (text.includes(linkedinReach!.value)) expect(text, path).toMatch(/LinkedIn[^.\n]*20\d\d/)
      if (text.includes(facebookMonthlyUsers!.value))
        expect(text, path).toMatch(/(?:Meta|Facebook)[^.\n]*20\d\d/)
    }
  })

  it('no page offers "up to" an amount that is a lower bound ("up to $320,000+")', () => {
    expect(allSentences().filter(({ sentence }) => /\bup to \$[\d,.]+[KMB]?\+/i.test(sentence))).toEqual([])
  })
})

describe('the blog agrees with what the agency sells', () => {
  const articles = builtContent('blog').map((post) => ({ post, text: textOf(`/blog/${post.slug}`) }))
  const service = (slug: string) => textOf(`/services/${slug}`)

  it('no article tells readers to defer the budget question that appointment setting qualifies on every call', () => {
    const qualifiesBudget = /Budget/.test(service('appointment-setting'))
    for (const { post, text } of articles) {
      if (qualifiesBudget)
        expect(text, post.slug).not.toMatch(/\bdefer(?:s|red)?\b[^.\n]*\bbudget\b|\bbudget\b[^.\n]*\bdefer/i)
    }
  })

  it('the qualification bars make sense together: a need confirmed less often than a budget is the scoped need', () => {
    const bars = builtContent('servicePages')['appointment-setting']!.sections.find(
      (section) => section.type === 'qualification-bars',
    )
    if (bars?.type !== 'qualification-bars')
      throw new Error('the appointment-setting page has no qualification bars')
    const percent = (name: string) => bars.criteria.find((criterion) => criterion.name === name)!
    const need = percent('Need')
    if (need.percent < percent('Budget').percent) {
      expect(need.description).toMatch(/scoped/i)
      expect(service('appointment-setting')).toContain(need.description)
    }
  })

  it('no article calls Telegram wrong for cold outreach while the Telegram service sells it, paced', () => {
    for (const { post, text } of articles) expect(text, post.slug).not.toMatch(/not a channel for cold/i)
    expect(service('telegram-outreach')).toMatch(/not a mailing list/i)
  })

  it('an article that says to drop open tracking is not contradicted by a service that sells opens', () => {
    const dropsOpens = articles.some(({ text }) => /drop open tracking/i.test(text))
    expect(dropsOpens).toBe(true)
    expect(service('linkedin-email-outreach')).not.toMatch(/triggered by opens|open-triggered/i)
    // The Telegram page still compares open rates (the spec's figures): it says how each was measured.
    expect(service('telegram-outreach')).toMatch(/we do not track opens/i)
  })

  it('every meeting-to-opportunity rate the blog uses lies in the range it calls healthy', () => {
    const range = articles
      .map(({ text }) =>
        /meeting-to-opportunity rate[\s\S]{0,160}?(\d+)% to (\d+)% is a healthy range/i.exec(text),
      )
      .find((match) => match !== null)
    expect(range, 'the blog states a healthy range').toBeTruthy()
    const sentences = articles
      .flatMap(({ text }) => text.split('\n'))
      .filter((s) => /meeting-to-opportunity/i.test(s))
    const [low, high] = [Number(range![1]), Number(range![2])]
    const used = sentences.flatMap((sentence) =>
      [...sentence.matchAll(/(\d+)(?: percent|%) meeting-to-opportunity rate/g)].map((match) =>
        Number(match[1]),
      ),
    )
    expect(used.length).toBeGreaterThan(0)
    for (const rate of used) expect(rate).toBeGreaterThanOrEqual(low)
    for (const rate of used) expect(rate).toBeLessThanOrEqual(high)
  })

  it('counts in the AI SDR guide match what it lists', () => {
    for (const { post, html } of builtContent('blog').map((p) => ({ post: p, html: p.html }))) {
      const sentences = textOf(`/blog/${post.slug}`).split('\n')
      sentences.forEach((sentence, index) => {
        const all = /\bmodel all (\w+)/i.exec(sentence)
        if (!all) return
        const options = [...(sentences[index - 1] ?? '').matchAll(/\bper \w+/g)].length
        expect(NUMBER_WORDS[all[1]!.toLowerCase()], `${post.slug}: ${sentence}`).toBe(options)
      })
      const bundle = /bundle of (?:(\w+) to (\w+)|a dozen or so) tasks/i.exec(html)
      if (!bundle) continue
      const [low, high] = bundle[1] ? [NUMBER_WORDS[bundle[1]]!, NUMBER_WORDS[bundle[2]!]!] : [10, 14]
      const listed = /<ol>([\s\S]*?)<\/ol>/.exec(html.slice(bundle.index))![1]!.match(/<li>/g)!.length
      expect(listed, post.slug).toBeGreaterThanOrEqual(low)
      expect(listed, post.slug).toBeLessThanOrEqual(high)
    }
  })
})

describe('charts from data', () => {
  const studies = builtContent('caseStudies')

  it('no page draws an invented line or a log scale, and money reads as money', () => {
    for (const { path, sentences } of pages) {
      const text = sentences.join('\n')
      expect(text, path).not.toMatch(/results index|grows by \d+ points|logarithmic/i)
      expect(text, path).not.toMatch(/\$\d{1,3}(?:,\d{3})+K\b/)
    }
  })

  it('a study shows a timeline only for a timeframe it states, and never claims months it does not', () => {
    for (const study of studies) {
      const text = textOf(caseStudyPath(study.slug))
      const drawn = text.includes('Campaign Progress Timeline')
      if (study.timeframe === undefined) expect(drawn, study.slug).toBe(false)
      expect(text, study.slug).not.toMatch(/over its first \d+ months/)
    }
  })

  it("the agent diagram's follow-ups are the Follow-up agent's, as the solution page states them", () => {
    const { followUpWindow, followUpLimit } = builtContent('figures')
    const rule = `${followUpLimit!.value} in ${followUpWindow!.value}`
    const withDiagram = studies.filter((study) => study.showsAgentWorkflow)
    expect(withDiagram.length).toBeGreaterThan(0)
    for (const study of withDiagram) expect(page(caseStudyPath(study.slug)).html, study.slug).toContain(rule)
    expect(textOf('/solutions/sales-automation')).toContain(
      `${followUpLimit!.value} over ${followUpWindow!.value}`,
    )
  })
})

describe('what the site promises and where it leads', () => {
  it('every "Schedule a Strategy Call" link inside the site lands on a page that offers exactly that', () => {
    const targets = new Set<string>()
    for (const { html } of pages) {
      for (const match of html.matchAll(
        /<a [^>]*href="(\/[^"#]*)[^"]*"[^>]*>(?:(?!<\/a>)[\s\S])*?Schedule a Strategy Call/g,
      ))
        targets.add(match[1]!)
    }
    expect(targets.size).toBeGreaterThan(0)
    for (const target of targets) {
      const { html } = page(target)
      expect(html, target).toMatch(/<h2[^>]*>Schedule a Strategy Call<\/h2>/)
      expect(html, target).toContain(`href="${builtContent('site').booking.strategyCall}"`)
    }
  })

  it("the contact form says where each industry the site serves sits among the spec's options", () => {
    const { whyChoose, industries } = builtContent('whyChoose') && {
      whyChoose: builtContent('whyChoose'),
      industries: builtContent('industries'),
    }
    const contact = textOf('/contact')
    for (const industry of whyChoose.industries) {
      expect(industries).toContain(industry.formOption)
      if (industry.name !== industry.formOption) expect(contact, industry.name).toContain(industry.name)
    }
  })

  it('is written in one spelling, US English, as the dates are', () => {
    const british =
      /\b(?:e-mails?|optimis\w*|start-ups?|organis\w*|behaviour\w*|colour\w*|programmes?|personalis\w*|prioritis\w*|centres?|licence|enquir\w*|judgement|enrolments?|catalogue|favourite\w*|labour|anonymis\w*|recognis\w*|summaris\w*|authoris\w*|specialis(?:e|ed|es|ing|ation)\b|amortis\w*)\b/i
    const found = allSentences()
      .filter(({ sentence }) => british.test(sentence))
      .map(({ path, sentence }) => `${path}: ${british.exec(sentence)![0]}`)
    expect(found).toEqual([])
  })
})

describe('legal texts from the truth', () => {
  const site = () => builtContent('site')

  it('the cookie policy says the saved form is sent to us, and for how long the browser keeps it', () => {
    const text = textOf('/cookie-policy')
    expect(text).not.toMatch(/none of them is sent to us/i)
    expect(text).toMatch(/it is sent to us/i)
    expect(text).toContain(`at most ${site().savedFormRetentionDays} days`)
  })

  it('the privacy policy states the retention periods of data/site.yaml', () => {
    const text = textOf('/privacy-policy')
    expect(text).toContain(`deleted ${site().leadRetentionDays} days after they arrive`)
    expect(text).toContain(`within ${site().savedFormRetentionDays} days`)
  })

  it("the form's notice is the privacy policy's, word for word", () => {
    const notice = builtContent('shell')
      .contactForm.notice.map((part) => part.text)
      .join('')
    expect(textOf('/contact').replace(/\n/g, ' ')).toContain(notice.slice(0, 120))
  })
})
