import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse as parseYaml, YAMLParseError } from 'yaml'
import type { z } from 'zod'
import type { Problems } from './problems'

function readText(dataDir: string, file: string, problems: Problems): string | undefined {
  try {
    return readFileSync(path.join(dataDir, file), 'utf8')
  } catch {
    problems.error(file, '(file)', 'file is missing or unreadable')
    return undefined
  }
}

function parseYamlText(text: string, file: string, problems: Problems, lineOffset = 0): unknown {
  try {
    return parseYaml(text)
  } catch (error) {
    if (error instanceof YAMLParseError) {
      const line = (error.linePos?.[0].line ?? 0) + lineOffset
      problems.error(file, '(file)', `YAML syntax error at line ${line}: ${error.message.split('\n')[0]}`)
    } else {
      problems.error(file, '(file)', String(error))
    }
    return undefined
  }
}

function validate<S extends z.ZodType>(
  value: unknown,
  schema: S,
  file: string,
  problems: Problems,
): z.output<S> | undefined {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  problems.zod(file, result.error)
  return undefined
}

/** A YAML file of data/, validated; undefined (with problems recorded) when it is not valid. */
export function readYaml<S extends z.ZodType>(
  dataDir: string,
  file: string,
  schema: S,
  problems: Problems,
): z.output<S> | undefined {
  const text = readText(dataDir, file, problems)
  if (text === undefined) return undefined
  const before = problems.errors.length
  const value = parseYamlText(text, file, problems)
  return problems.errors.length > before ? undefined : validate(value, schema, file, problems)
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/

/** A markdown file with YAML front matter: the validated front matter and the body. */
export function readMarkdown<S extends z.ZodType>(
  dataDir: string,
  file: string,
  schema: S,
  problems: Problems,
): { frontMatter: z.output<S>; body: string } | undefined {
  const text = readText(dataDir, file, problems)
  if (text === undefined) return undefined
  const match = FRONT_MATTER.exec(text)
  if (!match) {
    problems.error(file, '(file)', 'must start with YAML front matter between two --- lines')
    return undefined
  }
  const before = problems.errors.length
  const value = parseYamlText(match[1]!, file, problems, 1)
  if (problems.errors.length > before) return undefined
  const frontMatter = validate(value, schema, file, problems)
  if (frontMatter === undefined) return undefined
  const body = text.slice(match[0].length)
  if (body.trim() === '') problems.error(file, 'content', 'the article has no body after the front matter')
  return { frontMatter, body }
}

/** The files of a folder of data/ with one extension, sorted by name; none if the folder is absent. */
export function listFiles(
  dataDir: string,
  folder: string,
  extension: string,
  readdir: (dir: string) => string[],
) {
  try {
    return readdir(path.join(dataDir, folder))
      .filter((name) => name.endsWith(extension))
      .sort()
      .map((name) => `${folder}/${name}`)
  } catch {
    return []
  }
}
