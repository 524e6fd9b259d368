/**
 * knip (part of `npm run lint`): files, exports and dependencies that nothing reaches from
 * the project's real entry points. Its plugins read most of those from the tools' own
 * configs; the rest are named here, each with where it is started from.
 */
import type { KnipConfig } from 'knip';

/** `url('@scope/pkg/file')` in a stylesheet, read as an import of that package. */
const cssPackageUrls = (text: string) =>
  [...text.matchAll(/url\(\s*['"]?(@?[\w-][^'")\s]*)/g)]
    .map(([, path]) => path)
    .filter((path) => !path.startsWith('data:') && !/^https?:/.test(path))
    .map((path) => `import '${path}';`)
    .join('\n');

const config: KnipConfig = {
  // Found by the plugins, so not listed: the client entry (index.html's script, vite plugin),
  // the server main (`npm run build:server` and `npm run dev`, from package.json's scripts),
  // the configs (vite, vitest, eslint, drizzle-kit) and the tests those configs include.
  entry: [
    // File routes: reached through the generated routeTree.gen.ts, and named by the router
    // plugin's conventions, so each is an entry in its own right.
    'src/client/routes/**/*.tsx',
    // Started with `new Worker(new URL('./sync.worker.ts', import.meta.url))` in start-sync.ts.
    'src/client/sync/sync.worker.ts',
    // vite-plugin-pwa's injectManifest build (srcDir 'sw', filename 'service-worker.ts').
    'sw/service-worker.ts',
    // Built or started by the bench scripts, by path: bench-server.ts and offline-page.ts
    // are bundled with esbuild, load-corpus.ts runs with `node --import tsx`. (The other
    // scripts are npm scripts' or vite.config.ts's, found by the plugins.)
    'scripts/bench/bench-server.ts',
    'scripts/bench/offline-page.ts',
    'scripts/bench/load-corpus.ts',
    // The cluster's S3 server, started with `node --import tsx` by scripts/cluster/engines.ts.
    'scripts/cluster/s3-process.ts',
    // The backup's process, started by scripts/backup/backup.mjs (`npm run backup`) with
    // lowest-priority.mjs imported first (`node --import`).
    'scripts/backup/backup-command.ts',
    'scripts/backup/lowest-priority.mjs',
    // Served as written from public/ and named by the server's first-screen pages
    // (src/server/first-screen/render-page.ts) in their HTML.
    'public/scripts/start-after-first-paint.js',
  ],
  project: ['**/*.{js,mjs,ts,tsx,css}'],
  // The types of a plain-JavaScript module (an ESLint rule, loaded by eslint.config.js as
  // written): TypeScript reads them for the tests that import the rule; knip sees the .js.
  ignore: ['scripts/eslint/*.d.ts'],
  // Debian's package manager: `npm run cluster` installs the engines it lacks, as .ci/run does.
  ignoreBinaries: ['apt-get'],
  vite: { config: ['vite.config.ts'] },
  vitest: { config: ['vite.config.ts', 'tests/e2e/vitest.config.ts'] },
  drizzle: { config: ['src/server/db/drizzle.config.ts'] },
  // The typefaces are bundled from the packages' files by client/theme/fonts.css.
  compilers: { css: cssPackageUrls },
  // An export used in its own module (a constant named for its meaning, a helper the file
  // exports beside its main function) is live code; only exports nothing uses are reported.
  ignoreExportsUsedInFile: true,
};

export default config;
