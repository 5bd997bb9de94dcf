/**
 * The layer rules of eslint/layers.js, run through ESLint with the project's own configuration on
 * code placed where a newcomer might write it.
 */
import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const eslint = new ESLint({ cwd: root })

const LAYER_RULES = ['import-x/no-restricted-paths', 'import-x/no-cycle', 'no-restricted-imports', 'layers/']

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result!.messages
    .filter((message) => LAYER_RULES.some((rule) => message.ruleId?.startsWith(rule)))
    .map((message) => message.message)
}

const upward = (from: string, to: string, specifier: string) =>
  new RegExp(
    `^Unexpected path "${specifier}" imported in restricted zone\\. ${from} may not import from ${to}:`,
  )

describe('the layer rules', () => {
  it('fail an import that points back up: lib may not use a feature', async () => {
    const errors = await layerErrors(
      'src/lib/newHelper.ts',
      "import { ContactButton } from '@/features/contact/ContactButton'\nexport const button = ContactButton\n",
    )
    expect(errors).toEqual([
      expect.stringMatching(upward('model', 'features', '@/features/contact/ContactButton')),
    ])
  })

  it('fail a UI primitive that reaches into the app shell, by a relative path too', async () => {
    const errors = await layerErrors(
      'src/components/ui/new-widget.tsx',
      "import { NavBar } from '../../app/NavBar.island'\nexport const bar = NavBar\n",
    )
    expect(errors).toEqual([expect.stringMatching(upward('components', 'app', '../../app/NavBar.island'))])
  })

  it('fail island machinery that reaches into a feature, and a UI primitive may use it', async () => {
    const errors = await layerErrors(
      'src/islands/newThing.ts',
      "import { ContactButton } from '@/features/contact/ContactButton'\nexport const button = ContactButton\n",
    )
    expect(errors).toEqual([
      expect.stringMatching(upward('islands', 'features', '@/features/contact/ContactButton')),
    ])
    expect(
      await layerErrors(
        'src/components/ui/new-widget.tsx',
        "import { island } from '@/islands/island'\nexport const make = island\n",
      ),
    ).toEqual([])
  })

  it.each(['react', 'react-dom', 'react-dom/client', 'radix-ui', '@radix-ui/react-dialog', 'lucide-react'])(
    'keep %s out of the model layer',
    async (specifier) => {
      const errors = await layerErrors(
        'src/content/newSchema.ts',
        `import * as imported from '${specifier}'\nexport const s = imported\n`,
      )
      expect(errors).toEqual([
        expect.stringMatching(/^'.+' import is restricted .*The model is plain TypeScript/),
      ])
    },
  )

  it('accept imports that point down', async () => {
    const errors = await layerErrors(
      'src/features/blog/NewCard.tsx',
      "import { cn } from '@/lib/cn'\nimport { Badge } from '@/components/ui/badge'\nexport const parts = [cn, Badge]\n",
    )
    expect(errors).toEqual([])
  })

  it('fail an import cycle', async () => {
    // src/lib/sitePages.ts imports ./paths: paths importing sitePages back closes a loop.
    const errors = await layerErrors(
      'src/lib/paths.ts',
      "import { sitePages } from './sitePages'\nexport const pages = sitePages\n",
    )
    expect(errors).toEqual([expect.stringMatching(/^Dependency cycle detected/)])
  })

  it('fail a file whose name differs from another in its folder only by letter case', async () => {
    const errors = await layerErrors('src/lib/Paths.ts', 'export const x = 1\n')
    expect(errors).toEqual([expect.stringMatching(/^'Paths\.ts' and 'paths\.ts' differ only in letter case/)])
  })
})

describe('the server side', () => {
  it.each([
    ["'../../../relay/relay'", 'src/features/contact/newThing.ts'],
    ["'../scripts/server/log'", 'pages/newThing.ts'],
    ["'../worker/index'", 'renderer/newThing.ts'],
  ])('keep %s out of the browser tree (%s)', async (specifier, file) => {
    const errors = await layerErrors(file, `import * as server from ${specifier}\nexport const s = server\n`)
    expect(errors).toEqual([expect.stringMatching(/may not import relay\/, scripts\/ or worker\/\.$/)])
  })

  it('let the relay import the model, the form schema and the API contract', async () => {
    const errors = await layerErrors(
      'relay/newThing.ts',
      [
        "import { escapeHtml } from '@/lib/text'",
        "import { CONTACT_FIELD_MAX } from '@/config/constants'",
        "import { contactSchema } from '@/features/contact/schema'",
        "import { CONTACT_API_PATH } from '@/features/contact/api'",
        "import { createHash } from 'node:crypto'",
        "import { sql } from './sql'",
        'export const parts = [escapeHtml, CONTACT_FIELD_MAX, contactSchema, CONTACT_API_PATH, createHash, sql]',
        '',
      ].join('\n'),
    )
    expect(errors).toEqual([])
  })

  it('keep browser code out of the relay', async () => {
    const errors = await layerErrors(
      'relay/newThing.ts',
      [
        "import { ContactForm } from '@/features/contact/ContactForm'",
        "import { buttonClasses } from '@/components/ui/button'",
        "import { startSite } from '../scripts/server/startSite'",
        'export const parts = [ContactForm, buttonClasses, startSite]',
        '',
      ].join('\n'),
    )
    expect(errors).toEqual([
      expect.stringMatching(
        /"@\/features\/contact\/ContactForm".*relay\/ may import from src\/ only content, config, lib/,
      ),
      expect.stringMatching(/"@\/components\/ui\/button".*relay\/ may import from src\/ only/),
      expect.stringMatching(/"\.\.\/scripts\/server\/startSite".*relay\/ is imported by the hosts/),
    ])
  })

  it('keep packages other than Node’s own out of the relay', async () => {
    const errors = await layerErrors(
      'relay/newThing.ts',
      "import Database from 'better-sqlite3'\nimport { z } from 'zod'\nexport const parts = [Database, z]\n",
    )
    expect(errors).toEqual([
      expect.stringMatching(/^'better-sqlite3' import is restricted .*Node's own modules \(node:\)/),
      expect.stringMatching(/^'zod' import is restricted/),
    ])
  })
})
