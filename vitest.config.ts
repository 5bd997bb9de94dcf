import path from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  define: { __BUILD_TIME__: JSON.stringify('2026-01-01T00:00:00.000Z') },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/build/**/*.test.ts'],
    environment: 'node',
    // Whole-pipeline runs take a second or two, several times that on a busy machine.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
})
