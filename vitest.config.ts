import { availableParallelism } from 'node:os'
import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { islands } from './src/islands/vitePlugin.ts'

/**
 * Three projects, so `npx vitest run` runs the whole suite: `unit` and `build` (which reads the
 * output of `npm run build`) in parallel, then `process`, one file at a time and after the rest, since
 * its files start servers and a Telegram stand-in and hold them to timings.
 */
export const unitFiles = ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx']
export const processFiles = ['tests/unit/process/**/*.test.ts']
export const buildFiles = ['tests/build/**/*.test.ts']

export default defineConfig({
  // Island modules name their islands on the server, as in the build and `vike dev`.
  plugins: [islands()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  define: { __BUILD_TIME__: JSON.stringify('2026-01-01T00:00:00.000Z') },
  test: {
    environment: 'node',
    // Whole-pipeline runs take a second or two, several times that on a busy machine.
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Vitest's default is a core less than the machine has: one file at a time on two cores, where
    // many files wait on a child process (build:data, tsx) that the other core could run beside them.
    // Two files at once took the unit and build projects from 147 s to 97 s on a two-core machine.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      // A worker loads a module once for the unit and build files it runs, not once for each file:
      // their files share no state through modules (they pass in any order, checked with
      // --sequence.shuffle.files), and the two projects went from 120 to 87 s on a two-core machine.
      {
        extends: true,
        test: {
          name: 'unit',
          include: unitFiles,
          exclude: processFiles,
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: 'build', include: buildFiles, isolate: false, sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: { name: 'process', include: processFiles, fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
})
