/**
 * `npm run build:editor`: the content editor's bundle (Decap CMS, at /admin) in its own cache,
 * .editor-cache/ (scripts/site/editor.ts): built once for its inputs, compressed as the server sends
 * it, and reused while they stay the same. The site's build (`npm run build`) takes the editor from
 * there, and builds it beside `vike build` only when the cache has none for these inputs; CI and
 * deployments keep .editor-cache/ from run to run.
 */
import { prepareEditor } from './site/editor'
import { step } from './site/steps'

await step(
  'content editor',
  () => prepareEditor(),
  ({ reused, key }) => `${reused ? 'reused' : 'built'} ${key}`,
)
