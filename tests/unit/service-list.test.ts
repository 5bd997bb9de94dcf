import { describe, expect, it } from 'vitest'
import { organizationJsonLd } from '@/views/jsonLd'
import { runPipeline } from '../../scripts/data/pipeline'
import { edit, fixtureData } from './support/memoryData'

/** data/ whose site description and privacy policy name the services as {{serviceList}}. */
function dataCitingServiceList() {
  const dataSet = fixtureData()
  edit(dataSet, 'site.yaml', (text) =>
    text.replace(
      /^description: >-\n(?: {2}.*\n)+/m,
      'description: >-\n  We run {{serviceList}} for B2B teams.\n',
    ),
  )
  edit(dataSet, 'legal/privacy-policy.md', (text) => `${text.trimEnd()}\n\nOur services: {{serviceList}}.\n`)
  return dataSet
}

describe('{{serviceList}}: texts that name every service follow data/services.yaml', () => {
  it('names the services in their order, as a sentence lists them', () => {
    const dataSet = dataCitingServiceList()
    const { content, errors } = runPipeline(dataSet)
    expect(errors).toEqual([])
    const titles = content!.services.map((service) => service.title)
    const list = `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)!}`
    expect(content!.site.description).toBe(`We run ${list} for B2B teams.`)
    expect(content!.legal.find((document) => document.slug === 'privacy-policy')!.html).toContain(
      `Our services: ${list.replaceAll('&', '&#x26;')}.`,
    )
  })

  it('takes in a new service without another edit: the description, the Organization data and the policy', () => {
    const dataSet = dataCitingServiceList()
    edit(dataSet, 'services.yaml', (text) => {
      const telegram = text.slice(
        text.indexOf('- name: Telegram Outreach'),
        text.indexOf('- name: Appointment Setting'),
      )
      return `${text.trimEnd()}\n${telegram.replaceAll('Telegram Outreach', 'Signal Outreach')}`
    })
    dataSet.data.set(
      'service-pages/signal-outreach.yaml',
      dataSet.readData('service-pages/telegram-outreach.yaml')!,
    )
    const { content, errors } = runPipeline(dataSet)
    expect(errors).toEqual([])
    expect(content!.site.description).toMatch(/ and Signal Outreach for B2B teams\.$/)
    expect((organizationJsonLd(content!.site) as { description?: unknown }).description).toBe(
      content!.site.description,
    )
    expect(content!.legal.find((document) => document.slug === 'privacy-policy')!.html).toContain(
      'and Signal Outreach.',
    )
  })

  it('is left unjudged, not reported unknown, while services.yaml is invalid; the rest of the file is judged', () => {
    const dataSet = dataCitingServiceList()
    edit(dataSet, 'services.yaml', (text) => text.replace(/^(\s+)color: \w+/m, '$1color: teal'))
    edit(dataSet, 'site.yaml', (text) => text.replace(/^email: .*$/m, 'email: nobody'))
    expect(runPipeline(dataSet).errors).toEqual([
      expect.stringMatching(/^data\/services\.yaml: \d+\.color: must be one of /),
      'data/site.yaml: email: must be an e-mail address',
    ])
  })
})
