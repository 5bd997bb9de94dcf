import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import layers from './eslint/layers.js'
import supportedApis from './eslint/supportedApis.js'

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-builds',
      '.cache',
      '.editor-cache',
      'var',
      'generated',
      'node_modules',
      'test-results',
      'playwright-report',
      '.perf',
      '.wrangler',
      '.node',
      // written by wrangler types
      'worker/*.d.ts',
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
    // A suite that cannot pass by accident: no focused test left behind, and a test waits for a
    // condition or runs the page clock, never for a fixed time.
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: 'Wait for a condition, or run the page clock (page.clock.runFor), not for a fixed time.',
        },
        {
          selector: "MemberExpression[property.name='only'][object.name=/^(test|it|describe)$/]",
          message: 'A focused test (.only) skips the rest of the suite: remove it before committing.',
        },
        {
          selector: "MemberExpression[property.name='only'][object.property.name='describe']",
          message: 'A focused test (.only) skips the rest of the suite: remove it before committing.',
        },
      ],
    },
  },
  ...layers,
  ...supportedApis,
)
