import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '.tools/**',
      '.data/**',
      '**/coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.bench/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Today is the day in India wherever the code runs (decision 1980): the server's or the browser's own
      // calendar says yesterday from 18:30 to 24:00 UTC.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.name='formatDate'][arguments.0.type='NewExpression'][arguments.0.arguments.length=0]",
          message:
            "Today is indiaDay(new Date()) (today() on the server, userToday() in the app), not the machine's day.",
        },
        {
          selector:
            "CallExpression[callee.property.name='slice'][callee.object.callee.property.name='toISOString'][callee.object.callee.object.type='NewExpression'][callee.object.callee.object.arguments.length=0]",
          message:
            'Today is indiaDay(new Date()) (today() on the server, userToday() in the app), not the UTC day.',
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // domain is pure: no I/O, no globals of the browser or of Node.
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'process', 'fetch'],
      'no-restricted-imports': ['error', { patterns: ['node:*', 'react', 'react-dom', '@erp/*'] }],
    },
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@erp/api', '@erp/app', '@erp/server', 'axios', 'react-redux'] },
      ],
    },
  },
  {
    files: ['packages/api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@erp/ui', '@erp/app', '@erp/server', 'react', 'react-dom'] },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@erp/ui', '@erp/api', '@erp/app'] }] },
  },
  {
    // The server's layers (docs/ARCHITECTURE.md, decision 0741): routes -> services -> core and db; http
    // may use core and the auth services (it checks each request's session and access); nothing below
    // http knows it.
    files: ['apps/server/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      // Patterns are relative to this folder, wherever eslint runs from.
      'boundaries/root-path': import.meta.dirname,
      // Element patterns match folders: the files directly in src/ (the composition root, its config and
      // paths, the file store) are not classified, and their imports are not checked.
      'boundaries/elements': [
        { type: 'routes', pattern: 'apps/server/src/routes' },
        { type: 'http', pattern: 'apps/server/src/http' },
        { type: 'auth', pattern: 'apps/server/src/auth' },
        {
          type: 'services',
          pattern:
            'apps/server/src/{resources,stores,stock,seed,documents,print,export,approvals,labels,items}',
        },
        { type: 'core', pattern: 'apps/server/src/{core,db}' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: 'routes' } },
              allow: {
                to: { element: { types: { anyOf: ['routes', 'http', 'auth', 'services', 'core'] } } },
              },
            },
            {
              from: { element: { type: 'http' } },
              allow: { to: { element: { types: { anyOf: ['http', 'auth', 'core'] } } } },
            },
            {
              from: { element: { types: { anyOf: ['auth', 'services'] } } },
              allow: { to: { element: { types: { anyOf: ['auth', 'services', 'core'] } } } },
            },
            { from: { element: { type: 'core' } }, allow: { to: { element: { type: 'core' } } } },
          ],
        },
      ],
    },
  },
);
