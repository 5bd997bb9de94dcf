/**
 * The layer rules of eslint/layers.js, run through ESLint with the project's own configuration on
 * code placed where a newcomer might write it.
 */
import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const eslint = new ESLint({ cwd: root })

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result!.messages
    .filter((message) => message.ruleId?.startsWith('layers/'))
    .map((message) => message.message)
}

describe('the layer rules', () => {
  it('fail an import that points back up: lib may not use a feature', async () => {
    const errors = await layerErrors(
      'src/lib/newHelper.ts',
      "import { ContactButton } from '@/features/contact/ContactButton'\nexport const button = ContactButton\n",
    )
    expect(errors).toEqual([
      expect.stringMatching(/^model may not import from features \('@\/features\/contact\/ContactButton'\)/),
    ])
  })

  it('fail a UI primitive that reaches into the app shell, by a relative path too', async () => {
    const errors = await layerErrors(
      'src/components/ui/new-widget.tsx',
      "import { NavBar } from '../../app/NavBar'\nexport const bar = NavBar\n",
    )
    expect(errors).toEqual([expect.stringMatching(/^components may not import from app/)])
  })

  it('keep React out of the model layer', async () => {
    const errors = await layerErrors(
      'src/content/newSchema.ts',
      "import { useState } from 'react'\nexport const s = useState\n",
    )
    expect(errors).toEqual([expect.stringMatching(/^model is plain TypeScript and may not import 'react'/)])
  })

  it('accept imports that point down', async () => {
    const errors = await layerErrors(
      'src/features/blog/NewCard.tsx',
      "import { cn } from '@/lib/cn'\nimport { Badge } from '@/components/ui/badge'\nexport const parts = [cn, Badge]\n",
    )
    expect(errors).toEqual([])
  })

  it('fail an import cycle, naming the chain', async () => {
    // src/lib/sitePages.ts imports ./paths: paths importing sitePages back closes a loop.
    const errors = await layerErrors(
      'src/lib/paths.ts',
      "import { sitePages } from './sitePages'\nexport const pages = sitePages\n",
    )
    expect(errors).toEqual([
      expect.stringMatching(
        /^Import cycle: src\/lib\/paths\.ts → src\/lib\/sitePages\.ts → .*src\/lib\/paths\.ts$/,
      ),
    ])
  })

  it('fail a file whose name differs from another in its folder only by letter case', async () => {
    const errors = await layerErrors('src/lib/Paths.ts', 'export const x = 1\n')
    expect(errors).toEqual([expect.stringMatching(/^'Paths\.ts' and 'paths\.ts' differ only in letter case/)])
  })
})
