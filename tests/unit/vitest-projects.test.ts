/**
 * `npx vitest run` runs the whole suite through the projects of vitest.config.ts: every test file in
 * exactly one project, and the files that start the site as processes (tests/unit/process) one at a
 * time, after the parallel ones, never beside them.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createVitest, type Vitest } from 'vitest/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
let vitest: Vitest
let filesOf: Map<string, string[]>

beforeAll(async () => {
  vitest = await createVitest('test', { watch: false, run: true, root }, {}, {})
  filesOf = new Map()
  for (const spec of await vitest.globTestSpecifications()) {
    const files = filesOf.get(spec.project.name) ?? []
    files.push(path.relative(root, spec.moduleId))
    filesOf.set(spec.project.name, files)
  }
}, 60_000)
afterAll(() => vitest?.close())

/** Every test file under tests/ that vitest is meant to run (Playwright's specs are not). */
function testFilesOnDisk(): string[] {
  return ['tests/unit', 'tests/build']
    .flatMap((folder) =>
      readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' }).map((file) =>
        path.join(folder, file),
      ),
    )
    .filter((file) => /\.test\.tsx?$/.test(file))
}

describe('the Vitest projects', () => {
  it('are unit, build and process', () => {
    expect([...filesOf.keys()].sort()).toEqual(['build', 'process', 'unit'])
  })

  it('hold every test file of tests/unit and tests/build, each in exactly one project', () => {
    const listed = [...filesOf.values()].flat()
    expect(new Set(listed).size).toBe(listed.length)
    expect(listed.sort()).toEqual(testFilesOnDisk().sort())
  })

  it('put every file of tests/unit/process, and every file that starts the site as a process, in process', () => {
    const processFiles = testFilesOnDisk().filter(
      (file) =>
        file.startsWith('tests/unit/process/') ||
        /from '[./]+\/support\/serverProcess'/.test(readFileSync(path.join(root, file), 'utf8')),
    )
    expect(processFiles.length).toBeGreaterThan(3)
    expect(filesOf.get('process')!.sort()).toEqual(processFiles.sort())
  })

  it('run process one file at a time, after the parallel projects', () => {
    const project = (name: string) => vitest.projects.find((candidate) => candidate.name === name)!.config
    expect(project('process').maxWorkers).toBe(1)
    for (const parallel of ['unit', 'build']) {
      expect(project(parallel).maxWorkers, parallel).not.toBe(1)
      expect(project('process').sequence.groupOrder).toBeGreaterThan(project(parallel).sequence.groupOrder)
    }
  })

  it('load modules once per worker for unit and build, and afresh for every file of process', () => {
    const project = (name: string) => vitest.projects.find((candidate) => candidate.name === name)!.config
    expect(project('process').isolate).toBe(true)
    for (const shared of ['unit', 'build']) expect(project(shared).isolate, shared).toBe(false)
  })
})
