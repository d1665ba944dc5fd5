// One lint configuration for the whole workspace: type-aware TypeScript rules plus the
// boundaries that keep the micro-frontends independent and `shared` free of app code.
import { existsSync, readdirSync } from 'node:fs';

import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { REMOTES } from './shared/src/remotes.mjs';

const remotes = REMOTES.map((remote) => remote.folder);
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

/**
 * The api's layers: modules → http → db, never back (tests may assemble across layers, e.g. the
 * index test runs the modules' list queries). `db/seed` is a tool above the modules (it writes
 * through their repositories), not part of the db layer.
 */
const apiLayerZones = [
  {
    target: ['./api/src/db/*.ts', './api/src/db/!(seed)/**'],
    from: ['./api/src/http', './api/src/modules', './api/src/auth', './api/src/app.ts'],
    message: 'The db layer (schema, client, SQL helpers) knows nothing of http or the modules.',
  },
  {
    target: './api/src/http',
    from: ['./api/src/modules', './api/src/auth', './api/src/app.ts'],
    message: 'The http layer serves every module and knows none of them.',
  },
];

/** The feature folders of a remote (`mf-campaigns/src/features/<feature>`). */
function featuresOf(remote) {
  const dir = `${import.meta.dirname}/${remote}/src/features`;
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** The zones of import-x/no-restricted-paths: `target` may not import from `from`. */
const zones = [
  // No imports between remotes, and none from a remote into the shell.
  ...remotes.map((remote) => ({
    target: `./${remote}`,
    from: [...apps.filter((app) => app !== remote)].map((app) => `./${app}`),
    message: 'A remote is independent: share code through @veldwerk/shared.',
  })),
  // Inside a remote, a feature uses another feature only through its resource hooks (`api.ts`);
  // screens that combine features are composed in the remote's `routes.tsx`.
  // (A remote with one feature has no such zone: an empty `from` is an invalid rule option.)
  ...remotes.flatMap((remote) =>
    featuresOf(remote)
      .filter(() => featuresOf(remote).length > 1)
      .map((feature) => ({
        target: `./${remote}/src/features/${feature}`,
        from: featuresOf(remote)
          .filter((other) => other !== feature)
          .map((other) => `./${remote}/src/features/${other}`),
        except: ['./api.ts'],
        message: 'Features are independent: compose them in routes.tsx, share data through api.ts.',
      })),
  ),
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
  {
    target: ['./shared/src/auth', './shared/src/domain', './shared/src/validation'],
    from: ['./shared/src/client', './shared/src/ui', './shared/src/testing'],
    message: 'Rules do not depend on the browser layers.',
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
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...zones, ...apiLayerZones] },
      ],
    },
  },
  {
    // One validated environment: api/src/config.ts reads process.env, everything else gets Config.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read the environment in api/src/config.ts (Config), nowhere else.',
        },
      ],
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
