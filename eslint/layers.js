/**
 * The project's layer rules, as ESLint configuration (docs/architecture.md, "Layer rules"):
 *
 *   import-x/no-restricted-paths  an import only points down the layers (LAYERS below), and inside
 *                                 the model down MODEL_ORDER (views → schemas → lib); the browser
 *                                 tree never imports server code; the server side's folders import
 *                                 as SERVER_CODE says (relay/ only model code, worker/ only the
 *                                 front of server/, no scripts/ ⇄ worker/)
 *   no-restricted-imports         the model layer imports no React, Radix, icons or Vike client;
 *                                 the Worker's code (WORKER_CODE) no package and no Node module
 *   import-x/no-cycle             no module imports itself back through a chain of imports
 *   layers/no-case-clash          no two files in one folder differ only in letter case
 *
 * Imports are resolved as tsconfig.json resolves them ('@/x' is src/x), and re-read when a file changes.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'

const root = path.resolve(import.meta.dirname, '..')

/**
 * The browser tree from the top down; each layer may import itself and any layer below it, never
 * one above. views, schemas, config and lib are the model: plain TypeScript, no React, no DOM.
 */
export const LAYERS = [
  { name: 'renderer', dirs: ['renderer'] },
  { name: 'pages', dirs: ['pages'] },
  { name: 'app', dirs: ['src/app'] },
  { name: 'features', dirs: ['src/features'] },
  { name: 'components', dirs: ['src/components'] },
  { name: 'islands', dirs: ['src/islands'] },
  { name: 'hooks and browser state', dirs: ['src/hooks', 'src/browser'] },
  { name: 'model', dirs: ['src/views', 'src/schemas', 'src/config', 'src/lib'] },
]

/**
 * Inside the model, one direction: views (what pages show, built from the schemas' types) →
 * schemas (the shapes of data/ and of what the pipeline writes) → lib (primitives that know no
 * content type). `import type` is an import too.
 */
const MODEL_ORDER = [
  { name: 'src/views', dirs: ['src/views'] },
  { name: 'src/schemas', dirs: ['src/schemas'] },
  { name: 'src/lib', dirs: ['src/lib'] },
]

const BROWSER_TREE = ['src', 'pages', 'renderer']
/**
 * The server side, each folder with what it may import besides itself:
 *   relay/         the relay core: the model and the contact form's contract
 *   server/front/  the one request front of both hosts: the relay and the model
 *   server/        the Node host: the front, the relay and the model
 *   worker/        the edge Worker: the front, the relay, the model and the editor's sign-in addresses
 *   scripts/       command-line entry points and the build: anything but worker/, which it runs by
 *                  path through wrangler.jsonc, never by import
 */
const SERVER_CODE = ['relay', 'server', 'worker', 'scripts']
/** What relay/ and the hosts may import from src/: the model, and the contact form's schema and API contract. */
const RELAY_MAY_IMPORT = ['schemas', 'config', 'lib', 'features/contact/schema.ts', 'features/contact/api.ts']
const WORKER_MAY_IMPORT = [...RELAY_MAY_IMPORT, 'admin/cmsAuthPaths.ts']
/** Code that runs on Cloudflare's Workers, which have no Node module without nodejs_compat (wrangler.jsonc). */
const WORKER_CODE = ['relay', 'server/front', 'worker']

const local = (dirs) => dirs.map((dir) => `./${dir}`)
const order = LAYERS.map((layer) => layer.name).join(' → ')

const zones = [
  ...LAYERS.flatMap((layer, index) =>
    LAYERS.slice(0, index).map((above) => ({
      target: local(layer.dirs),
      from: local(above.dirs),
      message: `${layer.name} may not import from ${above.name}: layers run ${order}, and an import only points down.`,
    })),
  ),
  ...MODEL_ORDER.flatMap((layer, index) =>
    MODEL_ORDER.slice(0, index).map((above) => ({
      target: local(layer.dirs),
      from: local(above.dirs),
      message: `${layer.name} may not import from ${above.name}: the model runs ${MODEL_ORDER.map((model) => model.name).join(' → ')}, and an import only points down.`,
    })),
  ),
  {
    target: local(BROWSER_TREE),
    from: local(SERVER_CODE),
    message:
      'The browser tree (src/, pages/, renderer/) may not import relay/, server/, worker/ or scripts/.',
  },
  {
    target: './relay',
    from: './src',
    except: local(RELAY_MAY_IMPORT),
    message: `relay/ may import from src/ only ${RELAY_MAY_IMPORT.join(', ')}.`,
  },
  {
    target: './relay',
    from: local(['pages', 'renderer', 'server', 'worker', 'scripts']),
    message: 'relay/ is imported by the hosts (server/, worker/), never the other way.',
  },
  {
    target: './server/front',
    from: './server',
    except: ['./front'],
    message: "server/front/ is the request front of both hosts: it may not import the Node host's server/.",
  },
  {
    target: './server',
    from: './src',
    except: local(RELAY_MAY_IMPORT),
    message: `server/ may import from src/ only ${RELAY_MAY_IMPORT.join(', ')}.`,
  },
  {
    target: './server',
    from: local(['pages', 'renderer', 'worker', 'scripts']),
    message:
      'server/ may not import worker/ or scripts/: the hosts share server/front/ and relay/, and scripts/ imports server/.',
  },
  {
    target: './worker',
    from: './server',
    except: ['./front'],
    message: 'worker/ may import from server/ only the request front (server/front/).',
  },
  {
    target: './worker',
    from: './src',
    except: local(WORKER_MAY_IMPORT),
    message: `worker/ may import from src/ only ${WORKER_MAY_IMPORT.join(', ')}.`,
  },
  {
    target: './worker',
    from: local(['pages', 'renderer', 'scripts']),
    message:
      'worker/ may not import scripts/, pages/ or renderer/: the build runs before it, never inside it.',
  },
  {
    target: './scripts',
    from: './worker',
    message: 'scripts/ may not import worker/: it runs the Worker through wrangler.jsonc, never by import.',
  },
]

const noCaseClash = {
  meta: {
    type: 'problem',
    docs: { description: 'No two files in one folder differ only in letter case.' },
    messages: {
      clash:
        "'{{file}}' and '{{other}}' differ only in letter case: they are one file on macOS and Windows. Rename one.",
    },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const name = path.basename(context.filename)
        const stem = (file) => file.replace(/\.[^.]+$/, '').toLowerCase()
        // Files only: a command's file beside its folder of parts (scripts/cms.ts, scripts/cms/) is no clash.
        const other = readdirSync(path.dirname(context.filename), { withFileTypes: true })
          .filter((sibling) => sibling.isFile())
          .map((sibling) => sibling.name)
          .find((sibling) => sibling !== name && stem(sibling) === stem(name))
        if (other) context.report({ node, messageId: 'clash', data: { file: name, other } })
      },
    }
  },
}

const sources = (dirs) => dirs.map((dir) => `${dir}/**/*.{ts,tsx}`)

export default [
  {
    files: sources([...BROWSER_TREE, ...SERVER_CODE]),
    plugins: {
      'import-x': importX,
      layers: { meta: { name: 'layers' }, rules: { 'no-case-clash': noCaseClash } },
    },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          tsconfig: { configFile: path.join(root, 'tsconfig.json') },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      // Packages are not followed: a cycle through node_modules is not ours to fix.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'layers/no-case-clash': 'error',
    },
  },
  {
    files: sources(LAYERS.at(-1).dirs),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(react|react-dom|radix-ui|@radix-ui/.*|lucide-react|vike-react|vike/client)(/.*)?$',
              message: 'The model is plain TypeScript: React and browser code live in hooks or above.',
            },
          ],
        },
      ],
    },
  },
  {
    files: sources(WORKER_CODE),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.|@/)',
              message:
                "This code runs on Cloudflare's Workers, without nodejs_compat (wrangler.jsonc): no Node module (node:) and no package, only the project's own modules.",
            },
          ],
        },
      ],
    },
  },
]
