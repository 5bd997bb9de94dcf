import { describe, expect, it } from 'vitest'
import { runPipeline } from '../../scripts/data/pipeline'
import { iconDrawings, iconNames, iconSchema } from '@/schemas/icons'
import { instagramDrawing, linkedInDrawing } from '@/schemas/brandIcons'
import { edit, fixtureData } from './support/memoryData'
import { siteContent } from './support/siteContent'

const brandDrawings = { instagram: instagramDrawing, linkedin: linkedInDrawing }
const setNames = iconNames.filter((name) => !(name in brandDrawings))

describe('the icon registry', () => {
  it.each(setNames)("names %s as the icon set does, with the icon set's drawing", async (name) => {
    const module = (await import(`lucide-react/icons/${name}`)) as {
      __iconData: { name: string; node: unknown }
    }
    expect(module.__iconData.name).toBe(name)
    // A drawing copied before a lucide-react upgrade differs: `npm run icons` copies them again.
    expect(iconDrawings[name]).toEqual({ name, node: module.__iconData.node })
  })

  it('draws the social marks the icon set lacks from src/schemas/brandIcons.ts', () => {
    for (const [name, drawing] of Object.entries(brandDrawings)) {
      expect(iconDrawings[name as keyof typeof brandDrawings]).toEqual({ name, node: drawing.node })
    }
  })

  it('has one name per drawing (no alias such as bar-chart next to chart-column)', () => {
    const drawings = iconNames.map((name) => JSON.stringify(iconDrawings[name].node))
    expect(new Set(drawings).size).toBe(iconNames.length)
  })

  it('reads a name as its drawing and refuses an unknown one, suggesting names that share a word', () => {
    expect(iconSchema.parse('chart-column')).toBe(iconDrawings['chart-column'])
    expect(iconSchema.safeParse('bar-chart').error?.issues[0]?.message).toBe(
      'unknown icon "bar-chart" (did you mean chart-column, chart-line?): the names are listed in src/schemas/icons.ts',
    )
    expect(iconSchema.safeParse(7).error?.issues[0]?.message).toBe(
      'unknown icon 7: the names are listed in src/schemas/icons.ts',
    )
  })
})

describe('icons in data/', () => {
  it('reach the pages as drawings, so page code needs no table of icons', () => {
    const content = siteContent()
    const services = content.services.map((service) => service.icon)
    expect(services.map((icon) => icon.name)).toEqual([
      'search',
      'mail',
      'send',
      'calendar',
      'megaphone',
      'rocket',
    ])
    for (const icon of services) expect(icon).toBe(iconDrawings[icon.name])
    expect(content.demoActivities.map((activity) => activity.icon.name)).toContain('linkedin')
    expect(content.shell.social.map((link) => link.icon.name)).toEqual([
      'instagram',
      'linkedin',
      'external-link',
    ])
    for (const link of content.shell.social) expect(link.icon).toBe(iconDrawings[link.icon.name])
  })

  it('an unknown name fails build:data, naming the file and the field', () => {
    const dataSet = fixtureData()
    edit(dataSet, 'services.yaml', (text) => text.replace('icon: search', 'icon: bar-chart'))
    edit(dataSet, 'why-choose.yaml', (text) => text.replace('icon: flask-conical', 'icon: flask'))
    edit(dataSet, 'site.yaml', (text) => text.replace('icon: external-link', 'icon: external'))
    const { errors, content } = runPipeline(dataSet)
    expect(content).toBeUndefined()
    expect(errors).toEqual(
      expect.arrayContaining([
        'data/services.yaml: 0.icon: unknown icon "bar-chart" (did you mean chart-column, chart-line?): the names are listed in src/schemas/icons.ts',
        'data/why-choose.yaml: advantages.0.icon: unknown icon "flask" (did you mean flask-conical?): the names are listed in src/schemas/icons.ts',
        'data/site.yaml: social.2.icon: unknown icon "external" (did you mean external-link?): the names are listed in src/schemas/icons.ts',
      ]),
    )
  })
})
