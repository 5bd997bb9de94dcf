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

  it('fail browser state that reaches into the island machinery, and a hook may use it', async () => {
    const errors = await layerErrors(
      'src/browser/newStore.ts',
      "import { island } from '@/islands/island'\nexport const make = island\n",
    )
    expect(errors).toEqual([
      expect.stringMatching(upward('hooks and browser state', 'islands', '@/islands/island')),
    ])
    expect(
      await layerErrors(
        'src/hooks/useNewThing.ts',
        "import { currentConsent } from '@/browser/consentStore'\nexport const useNewThing = currentConsent\n",
      ),
    ).toEqual([])
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
        'src/schemas/newSchema.ts',
        `import * as imported from '${specifier}'\nexport const s = imported\n`,
      )
      expect(errors).toEqual([
        expect.stringMatching(/^'.+' import is restricted .*The model is plain TypeScript/),
      ])
    },
  )

  it.each([
    ['src/lib/newRule.ts', 'src/lib', 'src/schemas', "import type { Site } from '@/schemas/site'"],
    ['src/lib/newRule.ts', 'src/lib', 'src/views', "import { toBlogCard } from '@/views/blog'"],
    [
      'src/schemas/newSchema.ts',
      'src/schemas',
      'src/views',
      "import type { QuoteView } from '../views/clientProof'",
    ],
  ])(
    'keep the model one way: %s may not import %s from %s, not even a type',
    async (file, from, to, line) => {
      const specifier = line.match(/'(.+)'/)![1]!
      const errors = await layerErrors(file, `${line}\nexport type Imported = unknown\n`)
      expect(errors).toEqual([
        expect.stringMatching(
          new RegExp(
            `^Unexpected path "${specifier.replace(/[./]/g, '\\$&')}" imported in restricted zone\\. ${from} may not import from ${to}: the model runs src/views → src/schemas → src/lib`,
          ),
        ),
      ])
    },
  )

  it('let views build on schemas and lib, and schemas on lib', async () => {
    expect(
      await layerErrors(
        'src/views/newView.ts',
        "import type { Site } from '@/schemas/site'\nimport { truncate } from '@/lib/text'\nexport const parts = [truncate] as const\nexport type S = Site\n",
      ),
    ).toEqual([])
    expect(
      await layerErrors(
        'src/schemas/newSchema.ts',
        "import { slugify } from '@/lib/text'\nexport const slug = slugify\n",
      ),
    ).toEqual([])
  })

  it('accept imports that point down', async () => {
    const errors = await layerErrors(
      'src/features/blog/NewCard.tsx',
      "import { cn } from '@/lib/cn'\nimport { Badge } from '@/components/ui/badge'\nexport const parts = [cn, Badge]\n",
    )
    expect(errors).toEqual([])
  })

  it('fail an import cycle', async () => {
    // src/lib/metrics.ts imports ./units: units importing metrics back closes a loop.
    const errors = await layerErrors(
      'src/lib/units.ts',
      "import { extractMetrics } from './metrics'\nexport const extract = extractMetrics\n",
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
    ["'../server/log'", 'pages/newThing.ts'],
    ["'../server/front/requestFront'", 'pages/newThing.ts'],
    ["'../worker/index'", 'renderer/newThing.ts'],
    ["'../../scripts/site/rss'", 'src/lib/newThing.ts'],
  ])('keep %s out of the browser tree (%s)', async (specifier, file) => {
    const errors = await layerErrors(file, `import * as server from ${specifier}\nexport const s = server\n`)
    expect(errors).toEqual([
      expect.stringMatching(/may not import relay\/, server\/, worker\/ or scripts\/\.$/),
    ])
  })

  it('let the relay import the model, the form schema and the API contract', async () => {
    const errors = await layerErrors(
      'relay/newThing.ts',
      [
        "import { escapeHtml } from '@/lib/text'",
        "import { CONTACT_FIELD_MAX } from '@/config/constants'",
        "import { contactSchema } from '@/features/contact/schema'",
        "import { CONTACT_API_PATH } from '@/features/contact/api'",
        "import { sql } from './sql'",
        'export const parts = [escapeHtml, CONTACT_FIELD_MAX, contactSchema, CONTACT_API_PATH, sql]',
        '',
      ].join('\n'),
    )
    expect(errors).toEqual([])
  })

  it('keep browser code and the hosts out of the relay', async () => {
    const errors = await layerErrors(
      'relay/newThing.ts',
      [
        "import { ContactForm } from '@/features/contact/ContactForm'",
        "import { buttonClasses } from '@/components/ui/button'",
        "import { startSite } from '../server/startSite'",
        "import worker from '../worker/index'",
        'export const parts = [ContactForm, buttonClasses, startSite, worker]',
        '',
      ].join('\n'),
    )
    expect(errors).toEqual([
      expect.stringMatching(
        /"@\/features\/contact\/ContactForm".*relay\/ may import from src\/ only schemas, config, lib/,
      ),
      expect.stringMatching(/"@\/components\/ui\/button".*relay\/ may import from src\/ only/),
      expect.stringMatching(/"\.\.\/server\/startSite".*relay\/ is imported by the hosts/),
      expect.stringMatching(/"\.\.\/worker\/index".*relay\/ is imported by the hosts/),
    ])
  })

  // wrangler.jsonc sets no nodejs_compat: a Worker that imports a Node module fails to load.
  it.each(['relay/newThing.ts', 'server/front/newThing.ts', 'worker/newThing.ts'])(
    'keep packages and Node’s own modules out of code the Worker runs (%s)',
    async (file) => {
      const errors = await layerErrors(
        file,
        [
          "import { createHash } from 'node:crypto'",
          "import path from 'path'",
          "import Database from 'better-sqlite3'",
          "import { z } from 'zod'",
          'export const parts = [createHash, path, Database, z]',
          '',
        ].join('\n'),
      )
      const noNodeModule = /import is restricted .*Cloudflare's Workers, without nodejs_compat/
      expect(errors).toEqual([
        expect.stringMatching(new RegExp(`^'node:crypto' ${noNodeModule.source}`)),
        expect.stringMatching(new RegExp(`^'path' ${noNodeModule.source}`)),
        expect.stringMatching(new RegExp(`^'better-sqlite3' ${noNodeModule.source}`)),
        expect.stringMatching(new RegExp(`^'zod' ${noNodeModule.source}`)),
      ])
    },
  )

  it('keep the Node host out of the request front, which the Worker runs too', async () => {
    const errors = await layerErrors(
      'server/front/newThing.ts',
      [
        "import { jsonLogger } from '../log'",
        "import { createServer } from '../createServer'",
        "import { HEALTH_PATH } from '../../relay/upkeep'",
        "import { canonicalPath } from './requestGuards'",
        'export const parts = [jsonLogger, createServer, HEALTH_PATH, canonicalPath]',
        '',
      ].join('\n'),
    )
    expect(errors).toEqual([
      expect.stringMatching(/"\.\.\/log".*server\/front\/ is the request front of both hosts/),
      expect.stringMatching(/"\.\.\/createServer".*server\/front\/ is the request front of both hosts/),
    ])
  })

  it('let the Worker import the request front and the relay, and nothing else of the server side', async () => {
    const errors = await layerErrors(
      'worker/newThing.ts',
      [
        "import { routeRequest } from '../server/front/requestFront'",
        "import { createRelay } from '../relay/relay'",
        "import { CMS_AUTH_PATH } from '../src/admin/cmsAuthPaths'",
        "import { startSite } from '../server/startSite'",
        "import { rssXml } from '../scripts/site/rss'",
        "import { ContactForm } from '../src/features/contact/ContactForm'",
        'export const parts = [routeRequest, createRelay, CMS_AUTH_PATH, startSite, rssXml, ContactForm]',
        '',
      ].join('\n'),
    )
    expect(errors).toEqual([
      expect.stringMatching(
        /"\.\.\/server\/startSite".*worker\/ may import from server\/ only the request front/,
      ),
      expect.stringMatching(/"\.\.\/scripts\/site\/rss".*worker\/ may not import scripts\//),
      expect.stringMatching(
        /"\.\.\/src\/features\/contact\/ContactForm".*worker\/ may import from src\/ only/,
      ),
    ])
  })

  it('keep the Node host from importing the build, the commands or the Worker', async () => {
    const errors = await layerErrors(
      'server/newThing.ts',
      [
        "import { routeRequest } from './front/requestFront'",
        "import { createRelay } from '../relay/relay'",
        "import { rssXml } from '../scripts/site/rss'",
        "import worker from '../worker/index'",
        'export const parts = [routeRequest, createRelay, rssXml, worker]',
        '',
      ].join('\n'),
    )
    expect(errors).toEqual([
      expect.stringMatching(/"\.\.\/scripts\/site\/rss".*server\/ may not import worker\/ or scripts\//),
      expect.stringMatching(/"\.\.\/worker\/index".*server\/ may not import worker\/ or scripts\//),
    ])
  })

  it('let the commands and the build import the server, never the Worker (no scripts/ ⇄ worker/ cycle)', async () => {
    const errors = await layerErrors(
      'scripts/newThing.ts',
      [
        "import { startSite } from '../server/startSite'",
        "import { createRelay } from '../relay/relay'",
        "import worker from '../worker/index'",
        'export const parts = [startSite, createRelay, worker]',
        '',
      ].join('\n'),
    )
    expect(errors).toEqual([
      expect.stringMatching(/"\.\.\/worker\/index".*scripts\/ may not import worker\//),
    ])
  })
})
