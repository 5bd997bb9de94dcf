/**
 * The project's layer rules, as ESLint configuration (README, "Layout"):
 *
 *   import-x/no-restricted-paths  an import only points down the layers (LAYERS below); the browser
 *                                 tree never imports server code; relay/ imports only model code
 *   no-restricted-imports         the model layer imports no React, Radix, icons or Vike client;
 *                                 relay/ no package but Node's own
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
 * one above. lib, content and config are the model: plain TypeScript, no React, no DOM.
 */
export const LAYERS = [
  { name: 'renderer', dirs: ['renderer'] },
  { name: 'pages', dirs: ['pages'] },
  { name: 'app', dirs: ['src/app'] },
  { name: 'features', dirs: ['src/features'] },
  { name: 'components', dirs: ['src/components'] },
  { name: 'islands', dirs: ['src/islands'] },
  { name: 'hooks', dirs: ['src/hooks'] },
  { name: 'model', dirs: ['src/content', 'src/config', 'src/lib'] },
]

const BROWSER_TREE = ['src', 'pages', 'renderer']
const SERVER_CODE = ['relay', 'scripts', 'worker']
/** What relay/ may import from src/: the model, and the contact form's schema and API contract. */
const RELAY_MAY_IMPORT = ['content', 'config', 'lib', 'features/contact/schema.ts', 'features/contact/api.ts']

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
  {
    target: local(BROWSER_TREE),
    from: local(SERVER_CODE),
    message: 'The browser tree (src/, pages/, renderer/) may not import relay/, scripts/ or worker/.',
  },
  {
    target: './relay',
    from: './src',
    except: local(RELAY_MAY_IMPORT),
    message: `relay/ may import from src/ only ${RELAY_MAY_IMPORT.join(', ')}.`,
  },
  {
    target: './relay',
    from: local(['pages', 'renderer', 'scripts', 'worker']),
    message: 'relay/ is imported by the hosts (scripts/server/, worker/), never the other way.',
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
        const other = readdirSync(path.dirname(context.filename)).find(
          (sibling) => sibling !== name && stem(sibling) === stem(name),
        )
        if (other) context.report({ node, messageId: 'clash', data: { file: name, other } })
      },
    }
  },
}

const sources = (dirs) => dirs.map((dir) => `${dir}/**/*.{ts,tsx}`)

export default [
  {
    files: sources([...BROWSER_TREE, 'relay']),
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
    files: sources(['relay']),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!node:|\\.|@/)',
              message:
                "relay/ runs on Node and on Cloudflare's Workers: Node's own modules (node:) and the model only.",
            },
          ],
        },
      ],
    },
  },
]
