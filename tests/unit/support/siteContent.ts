import path from 'node:path'
import type { GeneratedContent } from '@/schemas/collections'
import { diskDataFiles } from '../../../scripts/data/dataFiles'
import { runPipeline, type PipelineResult } from '../../../scripts/data/pipeline'

export const repositoryRoot = path.resolve(import.meta.dirname, '../../..')

let result: PipelineResult | undefined

/**
 * The pipeline's run over the repository's data/ and public/, as `npm run build:data` does it:
 * content tests read what the site is built from, figures filled in and rules applied, so they
 * follow data/ instead of copying it.
 */
export function sitePipeline(): PipelineResult & { content: GeneratedContent } {
  result ??= runPipeline(
    diskDataFiles(path.join(repositoryRoot, 'data'), path.join(repositoryRoot, 'public')),
  )
  if (!result.content) throw new Error(`data/ has problems:\n${result.errors.join('\n')}`)
  return result as PipelineResult & { content: GeneratedContent }
}

export const siteContent = (): GeneratedContent => sitePipeline().content
