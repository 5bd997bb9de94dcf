/**
 * `npm run icons`: writes src/schemas/iconDrawings.ts, the drawing of each name in lucideIconNames
 * (src/schemas/icons.ts), copied from lucide-react. Run it after adding a name there or upgrading
 * lucide-react; tests/unit/icons.test.ts fails while a drawing differs from the package's.
 *
 * Copied rather than imported because src/schemas is plain TypeScript (eslint/layers.js) and each
 * lucide-react icon module creates a React component when it loads.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { lucideIconNames } from '@/schemas/icons'

const root = process.cwd()
const { version } = JSON.parse(
  readFileSync(path.join(root, 'node_modules/lucide-react/package.json'), 'utf8'),
) as {
  version: string
}

const lines: string[] = []
const problems: string[] = []
for (const name of lucideIconNames) {
  const module = (await import(`lucide-react/icons/${name}`).catch(() => undefined)) as
    { __iconData?: { name: string; node: unknown } } | undefined
  if (!module) problems.push(`lucide-react has no icon "${name}" (the names are on lucide.dev/icons)`)
  else if (module.__iconData?.name !== name)
    problems.push(`"${name}" is another name of an icon of the set: use the name lucide.dev/icons shows`)
  else lines.push(`  ${JSON.stringify(name)}: ${JSON.stringify(module.__iconData.node)},`)
}

if (problems.length > 0) {
  for (const problem of problems) console.error(problem)
  process.exitCode = 1
} else {
  writeFileSync(
    path.join(root, 'src/schemas/iconDrawings.ts'),
    [
      `// Written by \`npm run icons\` (scripts/icons.ts) from lucide-react ${version}: do not edit.`,
      "import type { IconNode, LucideIconName } from './icons'",
      '',
      'export const lucideDrawings: Record<LucideIconName, IconNode> = {',
      ...lines,
      '}',
      '',
    ].join('\n'),
  )
  console.log(`icons: ${lines.length} drawings written to src/schemas/iconDrawings.ts`)
}
