/**
 * `npm run schemas`: writes schemas/*.schema.json, a JSON Schema for every YAML file of data/ made
 * from the zod schema build:data checks it with, and points the editor at them (the `yaml.schemas`
 * setting of .vscode/settings.json; other settings there are kept). Run it after changing a schema
 * in src/schemas; tests/unit/json-schemas.test.ts fails while they differ.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { SCHEMAS_DIR, schemaFiles } from './data/jsonSchemas'

const root = process.cwd()
const { schemas, yamlSchemasSetting } = schemaFiles()

mkdirSync(path.join(root, SCHEMAS_DIR), { recursive: true })
for (const name of readdirSync(path.join(root, SCHEMAS_DIR))) {
  if (!Object.hasOwn(schemas, `${SCHEMAS_DIR}/${name}`)) rmSync(path.join(root, SCHEMAS_DIR, name))
}
for (const [file, text] of Object.entries(schemas)) writeFileSync(path.join(root, file), text)

const settingsFile = path.join(root, '.vscode/settings.json')
let settings: Record<string, unknown> = {}
try {
  settings = JSON.parse(readFileSync(settingsFile, 'utf8')) as Record<string, unknown>
} catch {
  // no settings yet
}
mkdirSync(path.dirname(settingsFile), { recursive: true })
writeFileSync(
  settingsFile,
  `${JSON.stringify({ ...settings, 'yaml.schemas': yamlSchemasSetting }, null, 2)}\n`,
)

console.log(
  `schemas: ${Object.keys(schemas).length} JSON Schemas in ${SCHEMAS_DIR}/, .vscode/settings.json updated`,
)
