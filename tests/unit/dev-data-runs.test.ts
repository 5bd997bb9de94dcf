/**
 * The dev server's runs of build:data (scripts/data/settledRun.ts): the editor's backend saves a
 * file by emptying it and then writing it, and the watcher may report only the emptying, so a run
 * that read data/ while it changed is run again.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { folderState, settledRun } from '../../scripts/data/settledRun'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

function dataFolder(): { dir: string; file: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'settled-run-'))
  folders.push(dir)
  const file = path.join(dir, 'categories.yaml')
  writeFileSync(file, '- AI Agents\n- Lead Generation\n')
  return { dir, file }
}

describe('a run of build:data in the dev server', () => {
  it('is run again when the file it read empty was written while it ran, and only the last run counts', async () => {
    const { dir, file } = dataFolder()
    const text = readFileSync(file, 'utf8')
    writeFileSync(file, '')
    const reads: string[] = []
    const result = await settledRun(
      () => folderState(dir),
      async () => {
        const read = readFileSync(file, 'utf8')
        reads.push(read)
        // The backend's write lands while the first run is under way.
        if (reads.length === 1) writeFileSync(file, text)
        return read === '' ? 'data/categories.yaml: (file): is empty' : 'valid'
      },
      5,
    )
    expect(reads).toEqual(['', text])
    expect(result).toBe('valid')
  })

  it('runs once when nothing changed under it', async () => {
    const { dir } = dataFolder()
    let runs = 0
    expect(
      await settledRun(
        () => folderState(dir),
        async () => ++runs,
        5,
      ),
    ).toBe(1)
    expect(runs).toBe(1)
  })

  it('stops after its last allowed run while the folder keeps changing', async () => {
    const { dir, file } = dataFolder()
    let runs = 0
    const result = await settledRun(
      () => folderState(dir),
      async () => {
        writeFileSync(file, `- Run ${++runs}\n`)
        return runs
      },
      3,
    )
    expect([result, runs]).toEqual([3, 3])
  })

  it('sees a file added, removed, or rewritten at the same size', async () => {
    const { dir, file } = dataFolder()
    const states = [folderState(dir)]
    writeFileSync(path.join(dir, 'industries.yaml'), '- Finance\n')
    states.push(folderState(dir))
    rmSync(path.join(dir, 'industries.yaml'))
    states.push(folderState(dir))
    // Same length, written later: its time of change differs.
    await new Promise((resolve) => setTimeout(resolve, 20))
    writeFileSync(file, readFileSync(file, 'utf8').replace('AI', 'ML'))
    states.push(folderState(dir))
    expect(new Set(states).size).toBe(3)
    expect(states[2]).not.toBe(states[3])
    expect(states[0]).not.toBe(states[1])
  })
})
