/**
 * ESLint 9 flat config: recommended JS + TypeScript (not type-aware, for speed), React
 * hooks and jsx-a11y for the client, type-only imports, and the architecture of
 * STYLE.md section 2 as `no-restricted-imports`, one zone per folder, each with a
 * message naming what to do instead. In flat config a later block replaces the whole
 * option list of a rule, so every zone below lists all of its own restrictions.
 * Inside the client, `import-x/no-restricted-paths` keeps features apart (one zone per
 * feature, computed from src/client/features) and shared code off features (every folder of
 * src/client but features and routes). Names are kebab-case (STYLE.md section 3): a local
 * rule, also run on the non-code files through a parser that reads nothing.
 * tests/lint/boundaries.test.ts proves each boundary rule fires.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { entryWithoutZod } from './scripts/eslint/entry-without-zod.js';
import { kebabCaseFileNames, nameOnlyParser } from './scripts/eslint/kebab-case-file-names.js';

const STYLE = 'See STYLE.md section 2.';
const CODE = ['**/*.{js,mjs,cjs,ts,tsx}'];
/** Files linted for their name only (kebab-case); their text is not read. */
const NAMED_ONLY = ['**/*.{json,md,css,html,sql,vtt,svg,png,mp3}'];
const ROOT = fileURLToPath(new URL('.', import.meta.url));

/** The folders and files directly in src/client, as `{ name, isFolder }`. */
const clientEntries = readdirSync(new URL('./src/client', import.meta.url), {
  withFileTypes: true,
}).map((entry) => ({ name: entry.name, isFolder: entry.isDirectory() }));
const features = readdirSync(new URL('./src/client/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/**
 * Shared client code: every folder (and top-level module: app, main, router) of src/client
 * except features and routes (the composition layer, which may import features) and the
 * generated route tree (it imports the routes).
 */
const sharedClient = clientEntries
  .filter(({ name }) => !['features', 'routes', 'routeTree.gen.ts'].includes(name))
  .filter(({ name, isFolder }) => isFolder || /\.tsx?$/.test(name))
  .map(({ name }) => `./src/client/${name}`);

const featureZones = [
  ...features.map((feature) => ({
    target: `./src/client/features/${feature}`,
    from: './src/client/features',
    except: [`./${feature}`],
    message: `A feature never imports another feature: compose both in a route (src/client/routes passes one to the other as a prop or slot), or move what both need to shared client code (components, hooks, lib, db) or to src/domain. ${STYLE}`,
  })),
  {
    target: sharedClient,
    from: './src/client/features',
    message: `Shared client code (components, hooks, lib, db, sync, api, startup, offline-audio, app, router...) never imports a feature: move what it needs out of the feature into shared code, or let a route compose them. ${STYLE}`,
  },
];

/** Dexie is the mirror's storage: only client/db and client/sync touch it. */
const noDexie = [
  {
    group: ['dexie', 'dexie/*'],
    message: `Only src/client/db and src/client/sync import dexie: add a function (a query or a write) to client/db and call it; types of rows and tables come from @client/db/db. ${STYLE}`,
  },
];
/** useLiveQuery belongs in a hook module, not in a component or a plain module. */
const liveQueryOnlyInHooks = [
  {
    group: ['dexie-react-hooks'],
    message: `dexie-react-hooks (useLiveQuery) is used only in hook modules (use-*.ts in client/hooks or a feature's hooks), over functions or tables of client/db: call that hook from the component. ${STYLE}`,
  },
];

/** Relative paths that climb out of a folder into src/<name> (`../server/x`, `../../src/client/y`). */
const climbingInto = (names) => `^(\\.\\./)+(src/)?(${names})(/|$)`;

const noClientInServer = [
  {
    group: ['@client', '@client/*'],
    message: `src/server never imports src/client, not even types: put shared shapes in src/domain. ${STYLE}`,
  },
  {
    regex: climbingInto('client'),
    message: `src/server never imports src/client: put shared shapes in src/domain. ${STYLE}`,
  },
];
const noDrizzle = [
  {
    group: ['drizzle-orm', 'drizzle-orm/*'],
    message: `Only src/server/db, the repositories (plugins/app/*-repository.ts and their helper folders) and seeds use drizzle-orm: call a repository decorator instead. ${STYLE}`,
  },
];
const noServerStack = (who) => [
  {
    group: ['@server', '@server/*'],
    message: `${who} never imports src/server, not even types: shared shapes go in src/domain. ${STYLE}`,
  },
  {
    regex: climbingInto('server'),
    message: `${who} never imports src/server: shared shapes go in src/domain. ${STYLE}`,
  },
  {
    group: [
      'drizzle-orm',
      'drizzle-orm/*',
      'fastify',
      'fastify-*',
      '@fastify/*',
      'pg',
      'pg-*',
      '@electric-sql/pglite',
      '@electric-sql/pglite/*',
    ],
    message: `${who} runs in the browser: no drizzle, fastify, pg or PGlite; read Dexie (client/db) or call the API (client/api). ${STYLE}`,
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dev-dist/',
      'node_modules/',
      'coverage/',
      'data/',
      'bench-results/',
      'tests/e2e/.artifacts/',
      'src/client/routeTree.gen.ts',
      'src/server/db/migrations/meta/',
    ],
  },
  { files: CODE, extends: [js.configs.recommended, ...tseslint.configs.recommended] },
  {
    files: CODE,
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          tsconfig: { configFile: new URL('./tsconfig.json', import.meta.url).pathname },
          extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports' },
      ],
      '@typescript-eslint/ban-ts-comment': [
        'error',
        {
          'ts-expect-error': 'allow-with-description',
          'ts-ignore': true,
          'ts-nocheck': true,
          minimumDescriptionLength: 8,
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // Matching control characters on purpose (header sanitising, Unicode ranges from U+0000) is normal here.
      'no-control-regex': 'off',
      'import-x/no-duplicates': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },

  // ---- Architecture boundaries (STYLE.md section 2) ----------------------------------
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // node-diff3: the LCS and three-way diff of the verse-by-verse comparison and merge,
              // plain JavaScript without dependencies or I/O, so it runs everywhere zod does.
              regex: '^(?!zod(/|$)|node-diff3$|@domain/|\\.{1,2}/)',
              message: `src/domain imports only zod, node-diff3 and itself (@domain/*, relative): no server, client, node:*, react, dexie or drizzle-orm, so it runs in the browser, the server and the service worker alike. ${STYLE}`,
            },
            {
              regex: climbingInto('server|client|sw'),
              message: `src/domain never reaches into server, client or sw. ${STYLE}`,
            },
          ],
        },
      ],
    },
  },
  {
    // Unit tests beside domain code may use vitest and read fixtures with node:fs.
    files: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@server', '@server/*', '@client', '@client/*'],
              message: `Domain tests test the domain only. ${STYLE}`,
            },
            {
              regex: climbingInto('server|client|sw'),
              message: `Domain tests test the domain only. ${STYLE}`,
            },
          ],
        },
      ],
    },
  },
  {
    // What the server and the client both draw (src/ui/README.md): React over the domain, and
    // nothing that ties it to one side (no Chakra or emotion, i18next, router, DOM or Node).
    files: ['src/ui/**/*.{ts,tsx}'],
    ignores: ['src/ui/**/*.test.{ts,tsx}'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!react$|@domain/|@ui/|\\.{1,2}/)',
              message: `src/ui imports only react, src/domain and itself, so the server can render it and the client show it: texts come in as props, behaviour as props or slots, styles as class names over the theme's CSS variables (src/ui/README.md). ${STYLE}`,
            },
            {
              regex: climbingInto('server|client|sw'),
              message: `src/ui never reaches into server, client or sw: they import it. ${STYLE}`,
            },
          ],
        },
      ],
    },
  },
  { ...jsxA11y.flatConfigs.recommended, files: ['src/ui/**/*.tsx'] },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [...noServerStack('src/client'), ...noDexie, ...liveQueryOnlyInHooks] },
      ],
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: featureZones }],
    },
  },
  {
    // The app's modules only: tests are not bundled.
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'AwaitExpression:not(:function AwaitExpression), ForOfStatement[await=true]:not(:function ForOfStatement)',
          message:
            "No top-level await in the client: one anywhere makes the bundler split the entry chunk, the build's manifest then names no entry and the server's Link preloads lose the entry script and fonts. Export the promise and await it where it is needed (i18n/dashboard-texts.ts does).",
        },
      ],
    },
  },
  {
    // One way to call the server: the ky client of src/client/api (http.ts, api-client.ts).
    // The api folder holds the exceptions it documents: the upload with progress (XHR) and the
    // change feed's reader, which takes the sync worker's fetch. The service worker (sw/) is
    // the network layer itself and keeps fetch.
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/api/**', 'src/client/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['fetch', 'XMLHttpRequest'].map((name) => ({
          name,
          message: `Call the server through the app's ky client (src/client/api/http.ts, or api-client.ts with the session), not ${name}: it sets the prefix, the timeout and retries, and turns errors into the one ApiError.`,
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) =>
          ['fetch', 'XMLHttpRequest'].map((property) => ({
            object,
            property,
            message: "Call the server through the app's ky client (src/client/api/http.ts).",
          })),
        ),
      ],
    },
  },
  {
    // Hook modules may wrap the mirror's reads in useLiveQuery; still no dexie itself.
    files: ['src/client/**/use-*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...noServerStack('src/client'), ...noDexie] },
      ],
    },
  },
  { ...jsxA11y.flatConfigs.recommended, files: ['src/client/**/*.{ts,tsx}'] },
  {
    // The mirror and the sync engine run without React (the engine could move to a worker).
    files: ['src/client/db/**/*.ts', 'src/client/sync/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...noServerStack('src/client'),
            {
              group: [
                'react',
                'react/*',
                'react-dom',
                'react-dom/*',
                'dexie-react-hooks',
                '@chakra-ui/*',
                '@tanstack/*',
                'react-i18next',
              ],
              message: `client/db and client/sync never import React or UI libraries: expose plain functions and let a hook in client/hooks or a feature wrap them. ${STYLE}`,
            },
            {
              group: [
                '@client/features',
                '@client/features/*',
                '@client/components/*',
                '@client/hooks/*',
              ],
              message: `client/db and client/sync never import features, components or hooks: they are the layer those build on. ${STYLE}`,
            },
            {
              regex: '^(\\.\\./)+(features|components|hooks)(/|$)',
              message: `client/db and client/sync never import features, components or hooks. ${STYLE}`,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...noClientInServer, ...noDrizzle] }],
    },
  },
  {
    // The places allowed to use drizzle-orm directly.
    files: [
      'src/server/db/**/*.ts',
      'src/server/plugins/app/**/*-repository.ts',
      'src/server/plugins/app/*/**/*.ts',
      'src/server/seed/**/*.ts',
      // Backups read and restore every table whole, below any repository.
      'src/server/backup/**/*.ts',
      'src/server/**/*.test.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: noClientInServer }] },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react/*',
                'react-dom',
                'react-dom/*',
                '@chakra-ui/*',
                '@emotion/*',
                '@tanstack/*',
                'i18next',
                'i18next-*',
                'react-i18next',
              ],
              message: `The service worker never imports React, Chakra, the router or i18next: it may use src/domain, client/db and client/sync. ${STYLE}`,
            },
            {
              regex: '^(@client/|(\\.\\./)+(src/)?client/)(?!db(/|$)|sync(/|$))',
              message: `The service worker may import only client/db and client/sync from the client. ${STYLE}`,
            },
            ...noServerStack('sw/').filter((p) => !('regex' in p)),
            ...noDexie,
          ],
        },
      ],
    },
  },

  // ---- Names (STYLE.md section 3) --------------------------------------------------
  { files: NAMED_ONLY, languageOptions: { parser: nameOnlyParser } },
  {
    files: [...CODE, ...NAMED_ONLY],
    plugins: { local: { rules: { 'kebab-case-file-names': kebabCaseFileNames } } },
    rules: { 'local/kebab-case-file-names': 'error' },
  },

  // ---- The entry script without zod (DESIGN.md section 7) ----------------------------
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { entry: { rules: { 'entry-without-zod': entryWithoutZod } } },
    rules: {
      'entry/entry-without-zod': [
        'error',
        {
          root: ROOT,
          entry: 'src/client/main.tsx',
          routes: 'src/client/routes',
          // Kept whole in the entry by vite.config.ts's splitBehavior (and the root route).
          unsplitRoutes: [
            'src/client/routes/__root.tsx',
            'src/client/routes/_main.tsx',
            'src/client/routes/_main/index.tsx',
          ],
          aliases: { '@client/': 'src/client/', '@domain/': 'src/domain/', '@ui/': 'src/ui/' },
        },
      ],
    },
  },
);
