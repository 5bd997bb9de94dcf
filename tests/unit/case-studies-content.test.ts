/**
 * The 13 studies of data/case-studies/ as the pipeline derives them: the content rules of issue 6,
 * and the metrics, labels, tiles, axis labels and timelines pinned on their real result lines.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { CASE_STUDY_COUNT } from '@/config/constants'
import { caseStudySourceSchema, type CaseStudy } from '@/content/caseStudy'
import { categoriesSchema } from '@/content/categories'
import { siteSchema } from '@/content/site'
import { deriveCaseStudy } from '@/lib/caseStudies'
import { axisLabel, formatMetricValue } from '@/lib/metrics'

const dataDir = path.resolve(import.meta.dirname, '../../data')
const readYaml = (file: string): unknown => parse(readFileSync(path.join(dataDir, file), 'utf8'))
const site = siteSchema.parse(readYaml('site.yaml'))
const categories = categoriesSchema.parse(readYaml('categories.yaml')).caseStudies
const files = readdirSync(path.join(dataDir, 'case-studies'))
  .filter((name) => name.endsWith('.yaml'))
  .sort()
const studies: CaseStudy[] = files.map((file) =>
  deriveCaseStudy(caseStudySourceSchema.parse(readYaml(`case-studies/${file}`)), site.aiProduct.name),
)
const bySlug = (slug: string) => {
  const study = studies.find((candidate) => candidate.slug === slug)
  if (!study) throw new Error(`no study ${slug}`)
  return study
}

describe('the case-study content', () => {
  it(`has ${CASE_STUDY_COUNT} studies with distinct slugs, all in known categories`, () => {
    expect(studies).toHaveLength(CASE_STUDY_COUNT)
    expect(new Set(studies.map((study) => study.slug)).size).toBe(CASE_STUDY_COUNT)
    for (const study of studies) expect(categories).toContain(study.category)
  })

  it('has at least three studies in each category', () => {
    for (const category of categories) {
      expect(studies.filter((study) => study.category === category).length).toBeGreaterThanOrEqual(3)
    }
  })

  it('puts exactly the studies whose title carries the AI brand in the AI category', () => {
    for (const study of studies) {
      const branded = study.title.includes(site.aiProduct.name)
      expect(study.showsAgentWorkflow).toBe(branded)
      expect(study.category === `${site.aiProduct.name} Automations`).toBe(branded)
    }
  })

  it('exercises the optional fields both ways', () => {
    const some = (test: (study: CaseStudy) => boolean) => studies.some(test)
    expect(some((study) => Array.isArray(study.challenges))).toBe(true)
    expect(some((study) => typeof study.challenges === 'string')).toBe(true)
    expect(some((study) => study.challenges_faced !== undefined)).toBe(true)
    expect(some((study) => study.challenges_faced === undefined)).toBe(true)
    expect(some((study) => study.headquarters !== undefined)).toBe(true)
    expect(some((study) => study.headquarters === undefined)).toBe(true)
    expect(some((study) => study.companySize !== undefined)).toBe(true)
    expect(some((study) => study.companySize === undefined)).toBe(true)
    expect(some((study) => study.timeframe === undefined)).toBe(true)
    expect(some((study) => /^\s*\d+/.test(study.timeframe ?? '') && parseInt(study.timeframe!) > 6)).toBe(
      true,
    )
    expect(some((study) => study.timeframe !== undefined && !/^\s*\d/.test(study.timeframe))).toBe(true)
  })

  it('gives every study four metrics of at least two types', () => {
    for (const study of studies) {
      expect(study.metrics).toHaveLength(4)
      expect(new Set(study.metrics.map((metric) => metric.type)).size).toBeGreaterThanOrEqual(2)
      for (const metric of study.metrics) expect(study.results).toContain(metric.fullText)
    }
  })

  it('uses every metric type, and currency with K, M and thousands separators', () => {
    const lines = studies.flatMap((study) => study.results)
    expect(lines.some((line) => /\$\d+(\.\d+)?K\b/.test(line))).toBe(true)
    expect(lines.some((line) => /\$\d+(\.\d+)?M\b/.test(line))).toBe(true)
    expect(lines.some((line) => /\$\d{1,3}(,\d{3})+/.test(line))).toBe(true)
    const types = new Set(studies.flatMap((study) => study.metrics.map((metric) => metric.type)))
    expect([...types].sort()).toEqual(['currency', 'number', 'percentage'])
  })
})

describe('derived fields of the real studies', () => {
  it('derives the slugs by the spec rule', () => {
    expect(studies.map((study) => study.slug)).toEqual([
      'how-bandera-ai-agents-booked-146-demos-for-a-payments-api-provider',
      'tripling-organic-trial-sign-ups-for-a-workflow-automation-saas',
      'linkedin-and-email-outreach-that-filled-a-software-studios-sales-calendar',
      'how-bandera-ai-cut-prospecting-work-by-70-for-a-clinical-software-vendor',
      'telegram-outreach-that-onboarded-31-protocols-to-a-web3-node-infrastructure-provider',
      'growing-an-online-coding-schools-organic-enrolments-with-ai-seo',
      'bandera-ai-sales-agents-as-an-always-on-sdr-team-for-a-nearshore-dev-company',
      'appointment-setting-for-a-telehealth-platform',
      'ai-seo-for-a-digital-lending-platform-organic-loan-applications-up-260',
      'bandera-ai-took-a-pre-seed-hr-tech-startup-from-zero-to-38-paying-customers',
      'linkedin-ads-plus-outbound-for-a-compliance-saas',
      'from-hackathon-word-of-mouth-to-46000-monthly-developer-visits-for-a-web3-wallet-sdk',
      'how-outbound-to-ld-leaders-doubled-pipeline-for-a-corporate-learning-platform',
    ])
  })

  it('pins tiles, labels and axis labels of every study', () => {
    const tiles = Object.fromEntries(
      studies.map((study) => [
        study.slug,
        study.metrics.map(
          (metric) => `${formatMetricValue(metric)} | ${metric.label} | ${axisLabel(metric.label)}`,
        ),
      ]),
    )
    expect(tiles).toEqual({
      'how-bandera-ai-agents-booked-146-demos-for-a-payments-api-provider': [
        '146 | Qualified demos booked with payments and product leaders | Qualified demos book...',
        '$1,900K | New sales pipeline sourced by the agents | New sales pipeline s...',
        '68% | Reduction in SDR hours spent on research and first-touch outreach | Reduction in SDR hou...',
        '84% | Faster average response to prospect replies | Faster average respo...',
      ],
      'tripling-organic-trial-sign-ups-for-a-workflow-automation-saas': [
        '312% | Organic trial sign-ups | Organic trial sign-u...',
        '375% | Monthly organic traffic | Monthly organic traf...',
        '$38K | Cut from monthly paid search spend | Cut from monthly pai...',
        '214 | Keywords ranking in the top three positions | Keywords ranking in ...',
      ],
      'linkedin-and-email-outreach-that-filled-a-software-studios-sales-calendar': [
        '87 | Qualified sales calls booked with CTOs and VPs of engineering | Qualified sales call...',
        '$640K | Signed contracts from outbound-sourced deals | Signed contracts fro...',
        '9.6% | Average reply rate across LinkedIn and email sequences | Average reply rate a...',
        '7 | New long-term dedicated team engagements | New long-term dedica...',
      ],
      'how-bandera-ai-cut-prospecting-work-by-70-for-a-clinical-software-vendor': [
        '70% | Less manual prospecting work for the sales team | Less manual prospect...',
        '118 | Discovery calls booked with hospital IT and clinical leaders | Discovery calls book...',
        '$2,300K | Qualified pipeline across Germany, Austria and Switzerland | Qualified pipeline a...',
        '85% | Faster first response to prospect replies | Faster first respons...',
      ],
      'telegram-outreach-that-onboarded-31-protocols-to-a-web3-node-infrastructure-provider': [
        '31 | Protocols onboarded to paid RPC plans | Protocols onboarded ...',
        '82% | Open rate on first Telegram messages | Open rate on first T...',
        '$27K | New monthly recurring revenue | New monthly recurrin...',
        '196 | Qualified conversations with protocol founders and CTOs | Qualified conversati...',
      ],
      'growing-an-online-coding-schools-organic-enrolments-with-ai-seo': [
        '412% | Organic traffic to course and career pages | Organic traffic to c...',
        '2,860 | Paid enrolments attributed to organic search | Paid enrolments attr...',
        '$1,100K | Tuition revenue from organic enrolments | Tuition revenue from...',
        "63% | Lower acquisition cost than the school's paid channels | Lower acquisition co...",
      ],
      'bandera-ai-sales-agents-as-an-always-on-sdr-team-for-a-nearshore-dev-company': [
        '$3,400K | Closed-won contracts sourced by the agents since launch | Closed-won contracts...',
        '420% | More qualified leads per month than the previous SDR team produced | More qualified leads...',
        '312 | Meetings booked with CTOs, VPs of engineering and product heads | Meetings booked with...',
        '72% | Reduction in cost per booked meeting | Reduction in cost pe...',
      ],
      'appointment-setting-for-a-telehealth-platform': [
        '104 | BANT-qualified meetings booked with HR and benefits leaders | BANT-qualified meeti...',
        '43% | Booked meetings over the previous in-house quarter | Booked meetings over...',
        '$780K | Annual contract value added to the pipeline | Annual contract valu...',
        '58% | Reduction in first-call no-shows | Reduction in first-c...',
      ],
      'ai-seo-for-a-digital-lending-platform-organic-loan-applications-up-260': [
        '260% | Organic loan applications | Organic loan applica...',
        '$420K | Saved on affiliate commissions and paid search | Saved on affiliate c...',
        '1,350 | Qualified loan applications from organic search | Qualified loan appli...',
        '189% | Non-branded organic traffic | Non-branded organic ...',
      ],
      'bandera-ai-took-a-pre-seed-hr-tech-startup-from-zero-to-38-paying-customers': [
        '38 | Paying customers signed from agent-sourced demos | Paying customers sig...',
        '$210K | Annual recurring revenue before the seed round | Annual recurring rev...',
        '164 | Product demos booked for the two founders | Product demos booked...',
        '$1,500K | Seed round closed with outbound traction as the core proof point | Seed round closed wi...',
      ],
      'linkedin-ads-plus-outbound-for-a-compliance-saas': [
        '$560K | New pipeline from ad-warmed target accounts | New pipeline from ad...',
        '212% | Higher demo conversion for accounts that saw ads before outreach | Higher demo conversi...',
        '61% | Lower cost per qualified lead | Lower cost per quali...',
        '73 | Demos booked with security and engineering leaders | Demos booked with se...',
      ],
      'from-hackathon-word-of-mouth-to-46000-monthly-developer-visits-for-a-web3-wallet-sdk': [
        '46,000 | Monthly organic visits to documentation and tutorials | Monthly organic visi...',
        '338% | SDK installs from organic search | SDK installs from or...',
        '1,240 | New projects created in the developer dashboard from organic visitors | New projects created...',
        '$96K | Saved on paid developer acquisition | Saved on paid develo...',
      ],
      'how-outbound-to-ld-leaders-doubled-pipeline-for-a-corporate-learning-platform': [
        '$1,300K | New qualified pipeline from outbound campaigns | New qualified pipeli...',
        '112% | Qualified pipeline versus the previous five months | Qualified pipeline v...',
        '76 | Discovery calls booked with L&D and HR decision-makers | Discovery calls book...',
        '11 | Enterprise pilots launched from outbound-sourced deals | Enterprise pilots la...',
      ],
    })
  })

  it('keeps the first four metrics: the fifth result line never becomes a tile', () => {
    for (const study of studies) {
      const fifth = study.results[4]
      if (fifth) expect(study.metrics.map((metric) => metric.fullText)).not.toContain(fifth)
    }
  })

  it('builds the timelines from the real timeframes', () => {
    const lengths = Object.fromEntries(
      studies.map((study) => [study.timeframe ?? '(none)', study.timeline.length]),
    )
    expect(lengths).toEqual({
      '3 months': 3,
      '4 months': 4,
      '5 months': 5,
      '6 months': 6,
      '7 months': 6,
      '9 months': 6,
      '12 months': 6,
      'Ongoing since 2024': 6,
      'One quarter': 6,
      '(none)': 6,
    })
    expect(
      bySlug('telegram-outreach-that-onboarded-31-protocols-to-a-web3-node-infrastructure-provider').timeline,
    ).toEqual([
      { month: 'Month 1', progress: 33.3, value: 20 },
      { month: 'Month 2', progress: 66.7, value: 40 },
      { month: 'Month 3', progress: 100, value: 60 },
    ])
  })

  it('summarises list challenges as sentences and keeps text challenges as written', () => {
    expect(bySlug('tripling-organic-trial-sign-ups-for-a-workflow-automation-saas').challengesSummary).toBe(
      'Blog traffic had plateaued at about 4,000 monthly visitors, most of it from off-topic how-to posts. ' +
        'Product and integration pages were barely indexed because of client-side JavaScript rendering. ' +
        'Paid search drove most trial sign-ups, and the cost per trial rose every quarter. ' +
        'The product was missing from AI search answers for its core category queries.',
    )
    const text = bySlug('appointment-setting-for-a-telehealth-platform')
    expect(Array.isArray(text.challenges)).toBe(true)
    const prose = bySlug('linkedin-ads-plus-outbound-for-a-compliance-saas')
    expect(prose.challengesSummary).toBe(prose.challenges)
  })
})
