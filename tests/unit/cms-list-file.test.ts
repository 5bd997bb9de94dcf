import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import {
  COMMENT_FIELD,
  LIST_FIELD,
  LIST_FILE_FORMAT,
  listFileFromText,
  listFileToText,
} from '@/admin/listFile'
import { entryFileText } from '../../scripts/cms/checkEntry'

/** The list files of data/, read and written as the editor does (src/admin/listFile.ts). */
describe('a file whose root is a list, in the editor', () => {
  it.each(['services', 'solutions', 'solution-pages', 'industries'])(
    'data/%s.yaml is one list field, and is written back with the same data and its opening comment',
    (name) => {
      const text = readFileSync(`data/${name}.yaml`, 'utf8')
      const entry = listFileFromText(text)
      expect(entry[LIST_FIELD]).toEqual(parse(text))
      const opening = text.split('\n').filter((line) => line.startsWith('#'))[0]!
      expect(entry[COMMENT_FIELD]).toContain(opening.slice(2))
      const written = listFileToText(entry)
      expect(parse(written)).toEqual(parse(text))
      expect(written.startsWith(opening)).toBe(true)
    },
  )

  it('keeps an edit of an item, and writes a list with no comment as a plain list', () => {
    const entry = listFileFromText('# Industries\n- Fintech\n- SaaS\n')
    const edited = { ...entry, [LIST_FIELD]: ['Fintech', 'SaaS', 'Web3'] }
    expect(listFileToText(edited)).toBe('# Industries\n\n- Fintech\n- SaaS\n- Web3\n')
    expect(listFileToText({ [LIST_FIELD]: ['Fintech'] })).toBe('- Fintech\n')
  })

  it('refuses a file that is not YAML rather than give the editor an empty list', () => {
    expect(() => listFileFromText('- a\n  b: [\n')).toThrow()
  })

  it('is what the check on save writes for an entry of the list collection', () => {
    const data = { [LIST_FIELD]: [{ name: 'x' }], [COMMENT_FIELD]: ' A list' }
    expect(entryFileText({ path: 'data/services.yaml', data, format: LIST_FILE_FORMAT })).toBe(
      '# A list\n\n- name: x\n',
    )
  })
})
