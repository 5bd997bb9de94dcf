import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Redirect } from '@/lib/redirects'
import { redirectsFile } from '../../scripts/site/edgeFiles'
import { MANIFEST_FILE, type BuildManifest } from '../../server/siteBuild'
import { clientDir, generated, site } from './support/builtSite'

/** What the servers take from the build rather than from code: the retention period and the redirects. */
describe("the build's instructions to the servers", () => {
  const manifest = JSON.parse(
    readFileSync(path.join(path.dirname(clientDir), MANIFEST_FILE), 'utf8'),
  ) as BuildManifest

  it("keeps leads for data/site.yaml's number of days, the one the privacy policy states", () => {
    expect(manifest.leadRetentionDays).toBe(site().leadRetentionDays)
  })

  it('answers every moved address on Node (server.json) and on the edge (_redirects)', () => {
    const redirects = generated<Redirect[]>('redirects')
    expect(manifest.redirects).toEqual(redirects)
    expect(readFileSync(path.join(clientDir, '_redirects'), 'utf8')).toBe(redirectsFile(redirects))
  })
})
