/**
 * Outside tools through their supported APIs only (DESIGN.md, "How it should feel to work in"):
 * nothing named `unstable_…` is imported, re-exported or read from a module, whatever the package
 * (wrangler's unstable_startWorker, unstable_readConfig, unstable_splitSqlQuery ... change or go
 * without notice).
 */
const UNSTABLE = /^unstable_/

const noUnstableApi = {
  meta: {
    type: 'problem',
    docs: { description: "No use of a package's unstable_ API." },
    messages: {
      unstable:
        "'{{name}}' is an unstable API: it may change or go in any release. Use the tool's supported API (its CLI, or a documented function).",
    },
    schema: [],
  },
  create(context) {
    const report = (node, name) => context.report({ node, messageId: 'unstable', data: { name } })
    const nameOf = (node) =>
      node.type === 'Identifier' ? node.name : node.type === 'Literal' ? node.value : ''
    return {
      ImportSpecifier(node) {
        if (UNSTABLE.test(nameOf(node.imported))) report(node, nameOf(node.imported))
      },
      ExportSpecifier(node) {
        if (node.parent.source && UNSTABLE.test(nameOf(node.local))) report(node, nameOf(node.local))
      },
      // (await import('wrangler')).unstable_x, module.unstable_x
      MemberExpression(node) {
        if (!node.computed && UNSTABLE.test(nameOf(node.property))) report(node, nameOf(node.property))
      },
      // const { unstable_x } = await import('wrangler')
      'ObjectPattern > Property'(node) {
        if (!node.computed && UNSTABLE.test(nameOf(node.key))) report(node, nameOf(node.key))
      },
    }
  },
}

export default [
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: {
      'supported-apis': { meta: { name: 'supported-apis' }, rules: { 'no-unstable-api': noUnstableApi } },
    },
    rules: { 'supported-apis/no-unstable-api': 'error' },
  },
]
