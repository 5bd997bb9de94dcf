import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { diskDataFiles, type MemoryDataFiles } from '../../scripts/data/dataFiles'
import { runPipeline } from '../../scripts/data/pipeline'
import { repositoryRoot } from './support/siteContent'
import { edit, fixtureData, realData } from './support/memoryData'

const folders: string[] = []
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A data set written out as the data/ and public/ folders build:data reads. */
function writtenToDisk(set: MemoryDataFiles): { dataDir: string; publicDir: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'data-set-'))
  folders.push(dir)
  const write = (folder: string, files: ReadonlyMap<string, string | Uint8Array>) => {
    for (const [file, content] of files) {
      mkdirSync(path.dirname(path.join(dir, folder, file)), { recursive: true })
      writeFileSync(path.join(dir, folder, file), content)
    }
  }
  write('data', set.data)
  write('public', set.publicFiles)
  return { dataDir: path.join(dir, 'data'), publicDir: path.join(dir, 'public') }
}

describe("the tests' data sets", () => {
  it('edit() rewrites a file when its change applies, in that copy only', () => {
    const data = fixtureData()
    edit(data, 'site.yaml', (text) =>
      text.replace('siteUrl: https://bandera.example', 'siteUrl: https://b.example'),
    )
    expect(data.readData('site.yaml')).toContain('siteUrl: https://b.example\n')
    expect(fixtureData().readData('site.yaml')).toContain('siteUrl: https://bandera.example\n')
  })

  it('edit() throws, naming the file, when its change leaves the file as it was', () => {
    const data = fixtureData()
    const before = data.readData('site.yaml')
    expect(() => edit(data, 'site.yaml', (text) => text.replace('no such text', 'x'))).toThrow(
      'edit(site.yaml): the change did not apply, the file is unchanged',
    )
    expect(data.readData('site.yaml')).toBe(before)
    expect(() => edit(data, 'no-such.yaml', (text) => `${text}x`)).toThrow('edit(no-such.yaml): no such file')
  })

  it('hold the fixtures in place of the real case studies and articles', () => {
    const data = fixtureData()
    expect(data.listData('blog').sort()).toEqual(['first-post.md', 'second-post.md'])
    expect(data.isPublicFile('/images/a.svg')).toBe(true)
    expect(data.isPublicFile('/images')).toBe(false)
    expect(data.isPublicFile('/../data/site.yaml')).toBe(false)
  })
})

describe('the pipeline over the disk and over memory', () => {
  it('gives the same content for the real data/ and public/', () => {
    const fromDisk = runPipeline(
      diskDataFiles(path.join(repositoryRoot, 'data'), path.join(repositoryRoot, 'public')),
    )
    expect(fromDisk.errors).toEqual([])
    expect(runPipeline(realData())).toEqual(fromDisk)
  })

  it('gives the same problems, at the same files, fields and lines, for the same broken data', () => {
    const data = fixtureData()
    edit(data, 'categories.yaml', (text) => `${text}blog: a: b\n`)
    edit(data, 'blog/first-post.md', (text) =>
      text.replace('featuredImage: /images/a.svg', 'featuredImage: /images/none.svg'),
    )
    edit(data, 'blog/second-post.md', (text) => `${text}\nSee [the logo](/images/clients/nowhere.svg).\n`)
    edit(data, 'client-logos.yaml', (text) =>
      text.replace('/images/clients/northwind.svg', '/images/clients/missing.svg'),
    )
    data.data.delete('services.yaml')
    const { dataDir, publicDir } = writtenToDisk(data)
    const fromDisk = runPipeline(diskDataFiles(dataDir, publicDir))
    const fromMemory = runPipeline(data)
    expect(fromMemory).toEqual(fromDisk)
    // Each broken file is reported, so the comparison covers every road the pipeline reads by.
    const files = new Set(fromDisk.problems.map((problem) => problem.file))
    for (const file of [
      'categories.yaml',
      'blog/first-post.md',
      'blog/second-post.md',
      'client-logos.yaml',
      'services.yaml',
    ])
      expect(files).toContain(file)
    expect(fromDisk.problems.some((problem) => problem.line !== undefined)).toBe(true)
  })
})
