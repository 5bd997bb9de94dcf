import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { edit, makeDataDir } from './support/dataDir'

describe("the tests' data folders", () => {
  it('edit() rewrites a file when its change applies', () => {
    const dir = makeDataDir()
    edit(dir, 'site.yaml', (text) =>
      text.replace('siteUrl: https://bandera.example', 'siteUrl: https://b.example'),
    )
    expect(readFileSync(path.join(dir, 'site.yaml'), 'utf8')).toContain('siteUrl: https://b.example\n')
  })

  it('edit() throws, naming the file, when its change leaves the file as it was', () => {
    const dir = makeDataDir()
    const before = readFileSync(path.join(dir, 'site.yaml'), 'utf8')
    expect(() => edit(dir, 'site.yaml', (text) => text.replace('no such text', 'x'))).toThrow(
      'edit(site.yaml): the change did not apply, the file is unchanged',
    )
    expect(readFileSync(path.join(dir, 'site.yaml'), 'utf8')).toBe(before)
  })
})
