// One lint configuration for the whole workspace: type-aware TypeScript rules plus the
// boundaries that keep the micro-frontends independent and `shared` free of app code.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const remotes = [
  'mf-recruitment',
  'mf-donations',
  'mf-campaigns',
  'mf-shifts',
  'mf-settings',
  'mf-softphone',
];
const apps = ['shell', ...remotes, 'api', 'e2e'];

const nodeBuiltins = [
  'assert',
  'buffer',
  'child_process',
  'crypto',
  'events',
  'fs',
  'fs/promises',
  'http',
  'https',
  'net',
  'os',
  'path',
  'process',
  'stream',
  'url',
  'util',
  'worker_threads',
  'zlib',
];

/** The zones of import-x/no-restricted-paths: `target` may not import from `from`. */
const zones = [
  // No imports between remotes, and none from a remote into the shell.
  ...remotes.map((remote) => ({
    target: `./${remote}`,
    from: [...apps.filter((app) => app !== remote)].map((app) => `./${app}`),
    message: 'A remote is independent: share code through @veldwerk/shared.',
  })),
  {
    target: './shell',
    from: [...remotes, 'api', 'e2e'].map((app) => `./${app}`),
    message: 'The shell loads remotes at run time only.',
  },
  {
    target: './shared',
    from: apps.map((app) => `./${app}`),
    message: '@veldwerk/shared imports no app package.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/data/**',
      '**/.cache/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.mjs', '.ci/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  // Package-name boundaries (the path zones above cover relative imports).
  ...remotes.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx,js,mjs}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@veldwerk/*', '!@veldwerk/shared', '!@veldwerk/shared/*'],
              message: 'A remote imports only @veldwerk/shared.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['shell/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@veldwerk/*', '!@veldwerk/shared', '!@veldwerk/shared/*'],
              message: 'The shell imports only @veldwerk/shared; remotes load at run time.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@veldwerk/*'],
              message: '@veldwerk/shared imports no app package.',
            },
          ],
        },
      ],
    },
  },
  {
    // auth, domain and validation run in the api and the browser: no React, no Node, no database.
    files: ['shared/src/{auth,domain,validation}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltins.map((name) => ({ name, message: 'No Node in shared rules.' })),
          patterns: [
            { group: ['node:*'], message: 'No Node in shared rules.' },
            { group: ['react', 'react/*', 'react-dom', 'react-dom/*'], message: 'No React here.' },
            { group: ['antd', 'antd/*', 'zustand', 'zustand/*'], message: 'No UI code here.' },
            { group: ['drizzle-orm', 'drizzle-orm/*', 'pg'], message: 'No database code here.' },
            { group: ['@veldwerk/*'], message: '@veldwerk/shared imports no app package.' },
            {
              group: ['../client', '../client/*', '../ui', '../ui/*'],
              message: 'Rules do not depend on the browser layers.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'shell/src/**/*.{ts,tsx}',
      'mf-*/src/**/*.{ts,tsx}',
      'shared/src/{client,ui}/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
