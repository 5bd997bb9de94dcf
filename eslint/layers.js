/**
 * The project's layer rules, as a local ESLint plugin:
 *
 *   layers/direction      an import may only point down the layers (LAYERS below)
 *   layers/no-cycle       no module imports itself back through a chain of imports
 *   layers/no-case-clash  no two files in one folder differ only in letter case
 *
 * Imports are resolved the way tsconfig resolves them: '@/x' is src/x, relative paths from the file.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

/**
 * From the top down; each layer may import itself and any layer below it, never one above.
 * lib, content and config are the model: plain TypeScript, no React, no DOM.
 */
export const LAYERS = [
  { name: 'renderer', dir: 'renderer' },
  { name: 'pages', dir: 'pages' },
  { name: 'app', dir: 'src/app' },
  { name: 'features', dir: 'src/features' },
  { name: 'components', dir: 'src/components' },
  { name: 'hooks', dir: 'src/hooks' },
  {
    name: 'model',
    dir: ['src/content', 'src/config', 'src/lib'],
    forbiddenPackages: ['react', 'react-dom', 'lucide-react', '@radix-ui', 'vike-react', 'vike/client'],
  },
]

function layerIndexOf(file) {
  const relative = path.relative(root, file).split(path.sep).join('/')
  return LAYERS.findIndex(({ dir }) =>
    [dir].flat().some((prefix) => relative === prefix || relative.startsWith(`${prefix}/`)),
  )
}

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx']

/** The file an import specifier names, or undefined for a package or a file that is not there. */
function resolveImport(specifier, fromFile) {
  let base
  if (specifier.startsWith('@/')) base = path.join(root, 'src', specifier.slice(2))
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier)
  else return undefined
  for (const extension of EXTENSIONS) {
    const candidate = base + extension
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return undefined
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

/** The files a module imports at run time (type-only imports leave no run-time edge). */
const importsCache = new Map()
function runtimeImports(file) {
  const cached = importsCache.get(file)
  if (cached) return cached
  const found = []
  const source = readFileSync(file, 'utf8')
  for (const match of source.matchAll(IMPORT)) {
    if (match[1]) continue
    const target = resolveImport(match[2] ?? match[3], file)
    if (target) found.push(target)
  }
  importsCache.set(file, found)
  return found
}

/** A chain of imports from `start` back to `file`, or undefined. */
function cycleThrough(file, start) {
  const seen = new Set()
  const stack = [[start, [start]]]
  while (stack.length > 0) {
    const [current, chain] = stack.pop()
    if (current === file) return chain
    if (seen.has(current)) continue
    seen.add(current)
    for (const next of runtimeImports(current)) stack.push([next, [...chain, next]])
  }
  return undefined
}

function importSources(node) {
  if (node.type === 'ImportExpression') return node.source.type === 'Literal' ? node.source : undefined
  return node.source ?? undefined
}

const isTypeOnly = (node) => node.importKind === 'type' || node.exportKind === 'type'

const direction = {
  meta: {
    type: 'problem',
    docs: { description: 'An import may only point down the layers.' },
    messages: {
      package:
        "{{from}} is plain TypeScript and may not import '{{specifier}}': React and browser code live in hooks or above.",
      upward:
        "{{from}} may not import from {{to}} ('{{specifier}}'): layers run {{order}}, and an import only points down.",
    },
    schema: [],
  },
  create(context) {
    const fromIndex = layerIndexOf(context.filename)
    if (fromIndex === -1) return {}
    const check = (node) => {
      const source = importSources(node)
      if (!source || typeof source.value !== 'string') return
      const forbidden = LAYERS[fromIndex].forbiddenPackages ?? []
      if (forbidden.some((name) => source.value === name || source.value.startsWith(`${name}/`))) {
        context.report({
          node: source,
          messageId: 'package',
          data: { from: LAYERS[fromIndex].name, specifier: source.value },
        })
        return
      }
      const target = resolveImport(source.value, context.filename)
      if (!target) return
      const toIndex = layerIndexOf(target)
      if (toIndex === -1 || toIndex >= fromIndex) return
      context.report({
        node: source,
        messageId: 'upward',
        data: {
          from: LAYERS[fromIndex].name,
          to: LAYERS[toIndex].name,
          specifier: source.value,
          order: LAYERS.map((layer) => layer.name).join(' → '),
        },
      })
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No module imports itself back through a chain of imports.' },
    messages: { cycle: 'Import cycle: {{chain}}' },
    schema: [],
  },
  create(context) {
    const file = context.filename
    const check = (node) => {
      if (isTypeOnly(node)) return
      const source = importSources(node)
      if (!source || typeof source.value !== 'string') return
      const target = resolveImport(source.value, file)
      if (!target) return
      const chain = cycleThrough(file, target)
      if (!chain) return
      const names = [file, ...chain].map((item) => path.relative(root, item).split(path.sep).join('/'))
      context.report({ node: source, messageId: 'cycle', data: { chain: names.join(' → ') } })
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check }
  },
}

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

export default {
  meta: { name: 'layers' },
  rules: { direction, 'no-cycle': noCycle, 'no-case-clash': noCaseClash },
}
