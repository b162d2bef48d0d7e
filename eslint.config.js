// Over 300 lines: one block per boundary the lint enforces (STYLE.md's layers, the shared
// code's purity, the SDK subpaths of the functions), each with its reason beside it.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB_FEATURES = readdirSync(new URL('./web/src/features', import.meta.url));

/** STYLE.md rule 1: shared layers → features → app, and no feature imports another. */
const webBoundaries = [
  {
    target: './web/src/features',
    from: './web/src/app',
    message: 'Features must not import the app layer.',
  },
  ...['components', 'config', 'lib', 'hooks', 'utils', 'testing'].flatMap((layer) => [
    {
      target: `./web/src/${layer}`,
      from: './web/src/features',
      message: 'Shared layers must not import features.',
    },
    {
      target: `./web/src/${layer}`,
      from: './web/src/app',
      message: 'Shared layers must not import the app layer.',
    },
  ]),
  ...WEB_FEATURES.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'No cross-feature imports: compose features in web/src/app.',
  })),
];

/** functions/src/shared is the bottom of the functions: it imports nothing else of them. */
const SHARED_SELF_ZONE = {
  target: './functions/src/shared',
  from: './functions/src',
  except: ['./shared'],
  message: 'functions/src/shared imports nothing else of the project.',
};

/** Test fixtures of the shared code: imported by tests only. */
const SHARED_TESTING_ZONE = {
  target: './functions/src',
  from: './functions/src/shared/testing',
  message: 'Fixtures in functions/src/shared/testing are for tests only.',
};

/** The database emulator's layers, bottom first (emulators/database/src/<layer>). */
const EMULATOR_LAYERS = ['tree', 'rules', 'core', 'protocol', 'transports', 'server'];

const FIREBASE_DATABASE_IMPORT = {
  name: 'firebase/database',
  message: 'Reach the database through features/<f>/api (STYLE.md rule 5).',
};

/** The theme's type-only augmentation (`import type {}`) adds no chart code. */
const MUI_X_CHARTS_IMPORT = {
  regex: '^@mui/x-charts(?!/themeAugmentation$)(/.*)?$',
  message: 'Only web/src/components/charts imports MUI X Charts: use its chart cards.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'web/dist/**',
      'functions/lib/**',
      '**/coverage/**',
      '.stack/**',
      'tests/e2e/results/**',
      'tests/e2e/screenshots/**',
      // Deliberate offences that tests/lint/import-rules.test.ts lints on purpose.
      'tests/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import/resolver': {
        typescript: {
          project: [
            'web/tsconfig.json',
            'functions/tsconfig.json',
            'tests/tsconfig.json',
            'emulators/*/tsconfig.json',
          ],
        },
      },
    },
    rules: {
      // Import cycles are found by `facet-stack cycles` (emulators/stack/src/lint/import-cycles.ts),
      // in one pass over the import graph, a task of `npm run lint` beside ESLint: ESLint's
      // import/no-cycle walked the chains again from every file and took 70 % of its time.
      'import/no-self-import': 'error',
      'import/no-duplicates': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'CallExpression[callee.name="eval"]', message: 'No eval.' },
        { selector: 'NewExpression[callee.name="Function"]', message: 'No new Function.' },
      ],
    },
  },
  {
    // CommonJS by necessity: firebase-tools is loaded by require (its deep modules have no ESM
    // entry), and the Functions emulator loads the probe functions as a CommonJS package.
    files: ['**/*.cjs', 'emulators/database/test/trigger-functions/**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['tests/e2e/gapi-shim.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': ['error', { zones: webBoundaries }],
      'import/no-default-export': 'error',
      'no-restricted-imports': [
        'error',
        { paths: [FIREBASE_DATABASE_IMPORT], patterns: [MUI_X_CHARTS_IMPORT] },
      ],
    },
  },
  {
    // Lazy route modules are the one place for default exports (React.lazy needs them).
    files: [
      'web/src/app/routes/**',
      'web/src/app/data-providers.tsx',
      'web/src/features/auth/components/auth-screen.tsx',
      // The icon modules' declaration: one component a module, as @mui/icons-material had them.
      'web/src/vite-env.d.ts',
      'web/vite.config.ts',
      '**/*.config.{ts,js}',
      'eslint.config.js',
    ],
    rules: { 'import/no-default-export': 'off' },
  },
  {
    files: [
      'web/src/lib/firebase.ts',
      'web/src/lib/use-live-query.ts',
      'web/src/lib/subscribe-children.ts',
      'web/src/features/*/api/**',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [MUI_X_CHARTS_IMPORT] }] },
  },
  {
    // DESIGN.md section 9: the charts folder is the only code that imports MUI X Charts.
    files: ['web/src/components/charts/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [FIREBASE_DATABASE_IMPORT] }] },
  },
  {
    // STYLE.md rules 2 and 4: shared code is pure; time, ids and locale come in as arguments.
    files: ['functions/src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'firebase',
                'firebase/*',
                'firebase-admin',
                'firebase-admin/*',
                'firebase-functions',
                'firebase-functions/*',
              ],
              message: 'functions/src/shared is pure: no SDKs.',
            },
            { group: ['node:*'], message: 'functions/src/shared is pure: no Node built-ins.' },
            {
              group: ['react', 'react/*', 'react-dom', 'i18next', 'react-i18next'],
              message: 'functions/src/shared is pure: no UI or i18n.',
            },
          ],
        },
      ],
      // Resolved paths rather than `../` patterns, so shared folders of any depth may import
      // each other (domain/metrics/<area> reaches shared/schemas with three `../`).
      'import/no-restricted-paths': [
        'error',
        {
          zones: [SHARED_SELF_ZONE],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass the time in as an argument.' },
        { object: 'Math', property: 'random', message: 'Pass ids or randomness in as arguments.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'NewExpression[callee.name="Date"][arguments.length=0]',
          message: 'Pass the time in as an argument.',
        },
      ],
    },
  },
  {
    // Every function instance loads the whole of functions/lib at its cold start. The roots of
    // the SDKs load all of them: 'firebase-functions' alone brings in Firestore, gRPC and the v1
    // API (~690 modules, ~1 s). The subpaths load only what is used.
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'firebase-functions',
              message: "Import its subpath ('firebase-functions/logger', '/options', '/https'…).",
            },
            {
              name: 'firebase-admin',
              message: "Import its subpath ('firebase-admin/app', '/database', '/auth'…).",
            },
          ],
        },
      ],
    },
  },
  {
    // The shared layers point down: schemas (the stored shapes) know nothing of the domain logic
    // built on them. Their type tests may hold the domain's results to the schemas.
    files: ['functions/src/shared/schemas/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            SHARED_SELF_ZONE,
            {
              target: './functions/src/shared/schemas',
              from: './functions/src/shared/domain',
              message: 'Schemas sit below the domain: move what both need into schemas.',
            },
            SHARED_TESTING_ZONE,
          ],
        },
      ],
    },
  },
  {
    // The database emulator in layers, each importing only those below it: tree (data, queries)
    // < rules < core (namespaces, listens, fan-out, triggers) < protocol (the wire protocol of a
    // client connection) < transports (WebSocket, long polling, REST) < server (composition).
    files: ['emulators/database/src/**/*.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: EMULATOR_LAYERS.flatMap((layer, index) =>
            EMULATOR_LAYERS.slice(index + 1).map((above) => ({
              target: `./emulators/database/src/${layer}`,
              from: `./emulators/database/src/${above}`,
              message: `The emulator's ${layer} layer must not import ${above}, a layer above it.`,
            })),
          ),
        },
      ],
    },
  },
  {
    // Production code of the functions never reaches the shared test fixtures.
    files: ['functions/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'functions/src/shared/**'],
    rules: { 'import/no-restricted-paths': ['error', { zones: [SHARED_TESTING_ZONE] }] },
  },
  {
    files: ['functions/src/shared/**/*.ts'],
    ignores: ['**/*.test.ts', 'functions/src/shared/schemas/**', 'functions/src/shared/testing/**'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [SHARED_SELF_ZONE, SHARED_TESTING_ZONE],
        },
      ],
    },
  },
  {
    // The journeys' `test` is tests/e2e/support.ts's: one browser context a worker, emptied per test.
    files: ['tests/e2e/**/*.e2e.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message:
                "Journeys take `test` from './support.js' (a worker's context, emptied per test).",
            },
          ],
        },
      ],
    },
  },
);
