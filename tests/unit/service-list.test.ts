import { copyFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { organizationJsonLd } from '@/views/jsonLd'
import { runPipeline } from '../../scripts/data/pipeline'
import { edit, makeDataDir, publicDir } from './support/dataDir'

/** data/ whose site description and privacy policy name the services as {{serviceList}}. */
function dataCitingServiceList() {
  const dir = makeDataDir()
  edit(dir, 'site.yaml', (text) =>
    text.replace(
      /^description: >-\n(?: {2}.*\n)+/m,
      'description: >-\n  We run {{serviceList}} for B2B teams.\n',
    ),
  )
  edit(dir, 'legal/privacy-policy.md', (text) => `${text.trimEnd()}\n\nOur services: {{serviceList}}.\n`)
  return dir
}

describe('{{serviceList}}: texts that name every service follow data/services.yaml', () => {
  it('names the services in their order, as a sentence lists them', () => {
    const dir = dataCitingServiceList()
    const { content, errors } = runPipeline(dir, publicDir)
    expect(errors).toEqual([])
    const titles = content!.services.map((service) => service.title)
    const list = `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)!}`
    expect(content!.site.description).toBe(`We run ${list} for B2B teams.`)
    expect(content!.legal.find((document) => document.slug === 'privacy-policy')!.html).toContain(
      `Our services: ${list.replaceAll('&', '&#x26;')}.`,
    )
  })

  it('takes in a new service without another edit: the description, the Organization data and the policy', () => {
    const dir = dataCitingServiceList()
    edit(dir, 'services.yaml', (text) => {
      const telegram = text.slice(
        text.indexOf('- name: Telegram Outreach'),
        text.indexOf('- name: Appointment Setting'),
      )
      return `${text.trimEnd()}\n${telegram.replaceAll('Telegram Outreach', 'Signal Outreach')}`
    })
    copyFileSync(
      path.join(dir, 'service-pages/telegram-outreach.yaml'),
      path.join(dir, 'service-pages/signal-outreach.yaml'),
    )
    const { content, errors } = runPipeline(dir, publicDir)
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
    const dir = dataCitingServiceList()
    edit(dir, 'services.yaml', (text) => text.replace(/^(\s+)color: \w+/m, '$1color: teal'))
    edit(dir, 'site.yaml', (text) => text.replace(/^email: .*$/m, 'email: nobody'))
    expect(runPipeline(dir, publicDir).errors).toEqual([
      expect.stringMatching(/^data\/services\.yaml: \d+\.color: must be one of /),
      'data/site.yaml: email: must be an e-mail address',
    ])
  })
})
