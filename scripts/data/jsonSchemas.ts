import { z } from 'zod'
import { caseStudySourceSchema } from '@/schemas/caseStudy'
import { pageFolders, yamlCollections } from '@/schemas/collections'

/** Where the JSON Schemas are written, relative to the repository. */
export const SCHEMAS_DIR = 'schemas'

/** One YAML file (or folder of files) of data/ and the zod schema build:data validates it with. */
interface EditedYaml {
  /** The schema file's name under schemas/. */
  name: string
  /** The files it applies to, as a glob relative to the repository: data/site.yaml, data/case-studies/*.yaml. */
  files: string
  schema: z.ZodType
}

/** Every YAML file a maintainer edits, from the same lists the pipeline reads. */
function editedYaml(): EditedYaml[] {
  return [
    ...Object.values(yamlCollections).map(({ file, schema }) => ({
      name: file.replace(/\.yaml$/, ''),
      files: `data/${file}`,
      schema,
    })),
    {
      name: 'service-page',
      files: `data/${pageFolders.servicePages.folder}/*.yaml`,
      schema: pageFolders.servicePages.schema,
    },
    { name: 'case-study', files: 'data/case-studies/*.yaml', schema: caseStudySourceSchema },
  ]
}

/**
 * A text field may hold a {{figure:name}} or {{fact}} placeholder in place of its value: build:data
 * fills it in before it validates, so the editor must not flag it against the field's pattern.
 */
function allowPlaceholders(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(allowPlaceholders)
  if (node === null || typeof node !== 'object') return node
  const entries = Object.entries(node).map(([key, value]) =>
    key === 'pattern' && typeof value === 'string'
      ? [key, `(?:${value})|\\{\\{[^}]+\\}\\}`]
      : [key, allowPlaceholders(value)],
  )
  return Object.fromEntries(entries)
}

function jsonSchema({ name, files, schema }: EditedYaml): object {
  // The input side: what the file holds, before build:data derives anything from it.
  const generated = z.toJSONSchema(schema, { io: 'input', target: 'draft-7', unrepresentable: 'any' })
  const { $schema, ...rest } = allowPlaceholders(generated) as Record<string, unknown>
  return {
    $schema,
    $id: `${name}.schema.json`,
    title: files,
    description: `Written by \`npm run schemas\` from the zod schema build:data checks ${files} with; do not edit.`,
    ...rest,
  }
}

/**
 * The files `npm run schemas` writes, by path: one JSON Schema per edited YAML file and the
 * `yaml.schemas` setting that shows each in the editor (VS Code's YAML extension, and any editor on
 * yaml-language-server that reads it). tests/unit/json-schemas.test.ts fails while they differ from
 * the zod schemas.
 */
export function schemaFiles(): {
  schemas: Record<string, string>
  yamlSchemasSetting: Record<string, string>
} {
  const schemas: Record<string, string> = {}
  const yamlSchemasSetting: Record<string, string> = {}
  for (const edited of editedYaml()) {
    const file = `${SCHEMAS_DIR}/${edited.name}.schema.json`
    schemas[file] = `${JSON.stringify(jsonSchema(edited), null, 2)}\n`
    yamlSchemasSetting[`./${file}`] = edited.files
  }
  return { schemas, yamlSchemasSetting }
}
