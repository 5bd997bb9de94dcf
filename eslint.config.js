import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import layers from './eslint/layers.js'

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-builds',
      'var',
      'generated',
      'node_modules',
      'test-results',
      'playwright-report',
      '.perf',
      '.wrangler',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'pages/**/*.{ts,tsx}', 'renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.{ts,tsx}', 'pages/**/*.{ts,tsx}', 'renderer/**/*.{ts,tsx}'],
    plugins: { layers },
    rules: {
      'layers/direction': 'error',
      'layers/no-cycle': 'error',
      'layers/no-case-clash': 'error',
    },
  },
)
