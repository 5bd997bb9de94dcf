import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SCHEMAS_DIR, schemaFiles } from '../../scripts/data/jsonSchemas'

const root = path.resolve(import.meta.dirname, '../..')
const { schemas, yamlSchemasSetting } = schemaFiles()
const stale = 'run `npm run schemas` after changing a schema in src/schemas'

describe('the JSON Schemas of the YAML files in data/', () => {
  it('are the ones the zod schemas make today, file for file', () => {
    expect(readdirSync(path.join(root, SCHEMAS_DIR)).sort(), stale).toEqual(
      Object.keys(schemas)
        .map((file) => path.basename(file))
        .sort(),
    )
    for (const [file, text] of Object.entries(schemas)) {
      expect(readFileSync(path.join(root, file), 'utf8'), `${file}: ${stale}`).toBe(text)
    }
  })

  it('are shown by the editor for every YAML file of data/', () => {
    const settings = JSON.parse(readFileSync(path.join(root, '.vscode/settings.json'), 'utf8')) as {
      'yaml.schemas': Record<string, string>
    }
    expect(settings['yaml.schemas'], stale).toEqual(yamlSchemasSetting)
    const covered = Object.values(yamlSchemasSetting)
    const yamlFiles = (folder: string): string[] =>
      readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? yamlFiles(`${folder}/${entry.name}`)
          : entry.name.endsWith('.yaml')
            ? [`${folder}/${entry.name}`]
            : [],
      )
    const uncovered = yamlFiles('data').filter(
      (file) =>
        !covered.some(
          (glob) => glob === file || (glob.endsWith('/*.yaml') && path.dirname(file) === path.dirname(glob)),
        ),
    )
    expect(uncovered).toEqual([])
    for (const schema of Object.keys(yamlSchemasSetting))
      expect(existsSync(path.join(root, schema))).toBe(true)
  })

  it('say what a file must hold: required fields, allowed values, no unknown fields', () => {
    const site = JSON.parse(schemas[`${SCHEMAS_DIR}/site.schema.json`]!) as {
      required: string[]
      additionalProperties: boolean
    }
    expect(site.required).toEqual(expect.arrayContaining(['brand', 'siteUrl', 'email']))
    expect(site.additionalProperties).toBe(false)
    const services = schemas[`${SCHEMAS_DIR}/services.schema.json`]!
    expect(services).toContain('"enum"')
  })

  it('accept a {{placeholder}} where a field has a pattern, as build:data fills it in first', () => {
    const patterns = Object.values(schemas).flatMap((text) =>
      [...text.matchAll(/"pattern": ("(?:[^"\\]|\\.)*")/g)].map(
        (match) => new RegExp(JSON.parse(match[1]!) as string),
      ),
    )
    expect(patterns.length).toBeGreaterThan(3)
    for (const pattern of patterns) expect(pattern.test('{{figure:leadIncrease}}')).toBe(true)
  })
})
