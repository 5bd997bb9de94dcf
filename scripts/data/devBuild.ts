import path from 'node:path'
import { GENERATED_DIR } from '@/schemas/load.server'
import { writeCmsConfig } from '../cms/writeConfig'
import { writeGenerated } from './generated'
import { diskDataFiles } from './dataFiles'
import { runPipeline, type PipelineResult } from './pipeline'
import type { Problem } from './problems'

/**
 * One run of build:data for the dev server (scripts/data/devPlugin.ts loads this module through
 * Vite, so an edit to a schema or a rule takes effect on the next run): writes generated/ when data/
 * is valid, and returns every problem either way.
 */
export function buildDataForDev(root: string): {
  ok: boolean
  problems: readonly Problem[]
  scheduled: PipelineResult['scheduled']
} {
  const { content, problems, scheduled } = runPipeline(
    diskDataFiles(path.join(root, 'data'), path.join(root, 'public')),
  )
  if (content) {
    writeGenerated(content, GENERATED_DIR)
    writeCmsConfig(content, root)
  }
  return { ok: content !== undefined, problems, scheduled }
}
