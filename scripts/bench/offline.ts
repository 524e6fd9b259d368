/**
 * `npm run bench:offline`: the offline client in Debian's Chromium against the real server
 * with 10,000 generated poems (BENCH_POEMS), all in one run, printed as one table:
 * - the first full sync into IndexedDB (time, requests, bytes on the wire, uncompressed);
 * - a no-change sync (time, bytes);
 * - word statistics p50: local (in-memory word index over the mirror) vs the server endpoint
 *   (fetched from the page) vs a naive scan of every mirrored poem, for a sample of distinct
 *   words spread evenly over the vocabulary ranks, and for the API bench's four words.
 *
 * - the word index a page's first local query waits for: loaded from the index the sync
 *   saved, built from the mirror (the fallback without one: where its time goes, reading the
 *   mirror in one read or in chunks, indexing poems already read), and with
 *   OFFLINE_BASELINE=<git ref> that commit's index built from the same mirror and indexing
 *   the same poems in the same page, alternating round by round (medians, ratios);
 * - the first sync's total, this code's (indexing the poems as it writes them, saving the
 *   index) and the baseline commit's, alternating into fresh mirrors, with the indexing's
 *   share of it.
 *   BENCH_ONLY=build stops there (prints those figures as JSON): a quicker run while working
 *   on the build.
 *
 * Reuses the API bench's phases: load-corpus.ts fills a PGlite data dir in its own process,
 * then the bench-server bundle serves it. The browser page (offline-page.ts) is bundled
 * here and served on the server's origin through Playwright routing; the profile is a
 * fresh on-disk directory (an in-memory incognito IndexedDB would flatter the figures).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChildProcess } from 'node:child_process';
import { build } from 'esbuild';
import { checkoutBaseline } from './baseline-checkout';
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM_PATH, CHROMIUM_ARGS } from '../../tests/e2e/support/browser';
import { loadVocabulary } from '../generate-corpus';
import { freePort } from './load';
import type { OfflineBenchApi, SyncFigures } from './offline-page';
import {
  killGroup,
  spawnCorpusLoader,
  spawnGroup,
  stopGroup,
  waitExit,
  waitForBenchServer,
} from './processes';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SERVER_BUNDLE = join(ROOT, 'dist', 'bench', 'bench-server.js');
const HOST = '127.0.0.1';
const SAMPLE = Number(process.env.BENCH_WORDS ?? 40);
const REPEAT = 5;
const BUILD_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const BASELINE = process.env.OFFLINE_BASELINE;

/**
 * The baseline commit's word index and sync engine, bundled to set `window.baseline` in the
 * page (offline-page.ts's Baseline).
 */
async function baselineBundle(root: string): Promise<string> {
  const entry = join(root, 'bench-baseline-entry.ts');
  await writeFile(
    entry,
    [
      `import { getChanges } from './src/client/api/get-changes';`,
      `import { AppDb } from './src/client/db/db';`,
      `import { wordIndexOf } from './src/client/db/word-index';`,
      `import { SyncEngine } from './src/client/sync/sync-engine';`,
      `async function firstSync(name: string) {`,
      `  const db = new AppDb(name);`,
      `  const fetchPage = (p: Parameters<typeof getChanges>[0]) => getChanges(p);`,
      `  await new SyncEngine({ db, fetchPage, sendEvent: async () => 204 }).sync();`,
      `  db.close();`,
      `}`,
      `(window as unknown as { baseline: unknown }).baseline = { wordIndexOf, firstSync };`,
      '',
    ].join('\n'),
  );
  const page = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    write: false,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    minify: true,
    tsconfig: join(root, 'tsconfig.json'),
    logLevel: 'warning',
  });
  return page.outputFiles[0]!.text;
}

async function bundles(): Promise<string> {
  await build({
    absWorkingDir: ROOT,
    entryPoints: ['scripts/bench/bench-server.ts'],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    tsconfig: 'src/server/tsconfig.json',
    logLevel: 'warning',
  });
  const page = await build({
    absWorkingDir: ROOT,
    entryPoints: ['scripts/bench/offline-page.ts'],
    bundle: true,
    write: false,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    minify: true,
    tsconfig: 'tsconfig.json',
    logLevel: 'warning',
  });
  return page.outputFiles[0]!.text;
}

/** Distinct words spread evenly over the vocabulary's frequency ranks, and the API bench's. */
function benchWords() {
  const plain = loadVocabulary().words.filter((w) => /^\p{L}{2,}$/u.test(w));
  const step = plain.length / SAMPLE;
  const sample = Array.from({ length: SAMPLE }, (_, i) => plain[Math.floor(i * step)]!);
  const api = [0, 9, 49, 199].map((rank) => plain[rank]!);
  return { sample, api, vocabulary: plain.length };
}

const kb = (bytes: number) =>
  `${(bytes / 1024).toLocaleString('en', { maximumFractionDigits: 1 })} KB`;
const ms = (n: number) => `${n.toLocaleString('en', { maximumFractionDigits: n < 10 ? 2 : 0 })} ms`;
const buildRow = (name: string, baseline: number | undefined, current: number) =>
  `| ${name} | ${baseline === undefined ? '–' : ms(baseline)} | ${ms(current)} | ${
    baseline === undefined ? '–' : `${(current / baseline).toFixed(2)}×`
  } |`;
const times = (a: number, b: number) => `${(a / b).toFixed(a / b >= 10 ? 0 : 1)}×`;

function table(r: {
  poems: number;
  first: SyncFigures;
  again: SyncFigures;
  parts: { fetchMs: number; writeMs: number; pages: number };
  indexMs: number;
  builds: Awaited<ReturnType<OfflineBenchApi['indexBuilds']>>;
  syncs: Awaited<ReturnType<OfflineBenchApi['firstSyncs']>>;
  snapshot: Awaited<ReturnType<OfflineBenchApi['snapshotFigures']>>;
  parts2: Awaited<ReturnType<OfflineBenchApi['indexParts']>>;
  words: ReturnType<typeof benchWords>;
  stats: Record<
    'sample' | 'api',
    Record<'local' | 'variants' | 'server' | 'naive', { p50: number; n: number }>
  >;
  equal: string;
}) {
  const { first, again, stats } = r;
  const row = (name: string, what: 'sample' | 'api') => {
    const s = stats[what];
    return `| ${name} | ${ms(s.local.p50)} | ${ms(s.variants.p50)} | ${times(
      s.variants.p50,
      s.local.p50,
    )} | ${ms(s.server.p50)} | ${ms(s.naive.p50)} | ${times(s.naive.p50, s.local.p50)} | ${times(
      s.server.p50,
      s.variants.p50,
    )} |`;
  };
  return [
    `# Offline client benchmark (${new Date().toISOString().slice(0, 10)})`,
    '',
    `${r.poems.toLocaleString('en')} poems in the mirror (generated corpus + demo anthology); Chromium ` +
      `(Debian), on-disk profile, loopback, ${cpus().length} cores shared.`,
    '',
    '| sync | time | requests | bytes on the wire | bytes uncompressed |',
    '|---|---|---|---|---|',
    `| first full sync into IndexedDB | ${ms(first.ms)} | ${first.requests} | ${kb(first.wireBytes)} | ${kb(first.uncompressedBytes)} |`,
    `| no-change sync | ${ms(again.ms)} | ${again.requests} | ${again.wireBytes.toLocaleString('en')} B | ${again.uncompressedBytes.toLocaleString('en')} B |`,
    '',
    `First sync part by part (the engine overlaps them): fetching the ${r.parts.pages} pages one ` +
      `after the other ${ms(r.parts.fetchMs)} (server, network, JSON parsing); writing them into ` +
      `a fresh mirror ${ms(r.parts.writeMs)} (IndexedDB); indexing the poems as they are ` +
      `written and saving the index, inside the sync above: ${ms(first.indexingMs)} (saving ` +
      `${ms(first.savingMs)}).`,
    '',
    `| first full sync into a fresh mirror (medians of ${r.syncs.rounds}, alternating) | ${BASELINE ?? 'no baseline'} | current | current / baseline |`,
    '|---|---|---|---|',
    buildRow('total', r.syncs.baseline, r.syncs.current),
    buildRow('of which indexing the poems and saving the index', undefined, r.syncs.indexingMs),
    buildRow('of which saving the index', undefined, r.syncs.savingMs),
    '',
    `| word statistics p50 (first page of 20) | local, spelling asked for | local, other spellings too | variants / asked for | server endpoint (other spellings too) | naive scan | naive / local | server / local (variants) |`,
    '|---|---|---|---|---|---|---|---|',
    row(`${r.words.sample.length} words evenly over ${r.words.vocabulary} ranks`, 'sample'),
    row(`the API bench's 4 words (${r.words.api.join(', ')})`, 'api'),
    '',
    `| word index, first build (medians of ${r.builds.rounds}, alternating) | ${BASELINE ?? 'no baseline'} | current | current / baseline |`,
    '|---|---|---|---|',
    buildRow(
      "first local query's index (current: loaded from the saved index)",
      r.builds.baseline,
      r.builds.current,
    ),
    buildRow(
      'built from the mirror (current: no saved index, the fallback)',
      r.builds.baseline,
      r.builds.fallback,
    ),
    buildRow(
      'indexing the poems once read (in memory), alone',
      r.parts2.indexing.baseline,
      r.parts2.indexing.current,
    ),
    '',
    `Reading every poem, alone (medians of ${r.parts2.rounds}): by primary key in one read ` +
      `${ms(r.parts2.reads.whole)}, in the build's reads of 1,000 ${ms(r.parts2.reads.chunks)}.`,
    '',
    `The saved index: ${r.snapshot.poems.toLocaleString('en')} poems, ` +
      `${r.snapshot.forms.toLocaleString('en')} forms, postings ${kb(r.snapshot.postingsBytes)}. ` +
      `Its forms' folded forms and spelling keys are stored: recomputing them takes ` +
      `${ms(r.snapshot.recomputeKeysMs)}, cloning the two arrays ${ms(r.snapshot.cloneKeysMs)}.`,
    '',
    `Local and server answers compared for every sampled word, with and without other spellings: ` +
      `${r.equal}. The first local query after the sync (its index loaded from the saved one): ` +
      `${ms(r.indexMs)} (included in no figure above). Local: ${REPEAT} rounds per ` +
      `word, the two local columns alternating; server: ${REPEAT} runs per word; naive scan: 1 run ` +
      `per word (reads and counts all poems).`,
  ].join('\n');
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'taalif-bench-offline-'));
  const profile = mkdtempSync(join(tmpdir(), 'taalif-bench-chromium-'));
  const children: ChildProcess[] = [];
  let context: BrowserContext | undefined;
  const cleanup = async () => {
    await context?.close().catch(() => undefined);
    await Promise.all(children.map((c) => stopGroup(c)));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  };
  process.on('exit', () => children.forEach((c) => killGroup(c)));
  try {
    const script = await bundles();
    const checkout = BASELINE ? checkoutBaseline(BASELINE) : undefined;
    let baselineScript = '';
    try {
      if (checkout) baselineScript = await baselineBundle(checkout.root);
    } finally {
      checkout?.remove();
    }
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      HOST,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      AUDIO_STORE: '',
      JWT_SECRET: randomBytes(36).toString('base64url'),
      ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
    };
    const loader = spawnCorpusLoader(ROOT, env);
    children.push(loader.process);
    if ((await waitExit(loader.process, 240_000)) !== 0) throw new Error('load phase failed');
    const port = await freePort(HOST);
    const base = `http://${HOST}:${port}`;
    const server = spawnGroup(['--enable-source-maps', SERVER_BUNDLE], ROOT, {
      ...env,
      PORT: String(port),
    });
    children.push(server.process);
    await waitForBenchServer(base, server.process);

    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      headless: true,
    });
    const page = await context.newPage();
    // The page says why a local answer differs from the server's.
    page.on('console', (m) => m.type() === 'error' && console.error(m.text()));
    await page.route(`${base}/bench/offline.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body:
          '<!doctype html><meta charset="utf-8">' +
          (baselineScript ? '<script type="module" src="/bench/baseline.js"></script>' : '') +
          '<script type="module" src="/bench/offline.js"></script>',
      }),
    );
    await page.route(`${base}/bench/baseline.js`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: baselineScript }),
    );
    await page.route(`${base}/bench/offline.js`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: script }),
    );
    await page.goto(`${base}/bench/offline.html`);
    await page.waitForFunction(() => document.title === 'ready');
    const call = <K extends keyof OfflineBenchApi>(
      name: K,
      ...args: Parameters<OfflineBenchApi[K]>
    ) =>
      page.evaluate(
        ([name, args]) =>
          (
            (window as unknown as { offlineBench: Record<string, (...a: unknown[]) => unknown> })
              .offlineBench[name] as (...a: unknown[]) => unknown
          )(...args),
        [name, args] as const,
      ) as Promise<Awaited<ReturnType<OfflineBenchApi[K]>>>;

    console.error('[bench:offline] first sync…');
    const first = await call('firstSync');
    console.error('[bench:offline] no-change sync…');
    const again = await call('noChangeSync');
    console.error('[bench:offline] first sync, part by part…');
    const parts = await call('firstSyncParts');
    const words = benchWords();
    const indexMs = await call('indexBuild', words.sample[0]!);
    console.error('[bench:offline] word index builds…');
    const parts2 = await call('indexParts', BUILD_ROUNDS);
    const builds = await call('indexBuilds', BUILD_ROUNDS);
    console.error('[bench:offline] first syncs, alternating…');
    const syncs = await call('firstSyncs', BUILD_ROUNDS);
    const snapshot = await call('snapshotFigures');
    if (process.env.BENCH_ONLY === 'build') {
      console.log(JSON.stringify({ first, indexMs, builds, syncs, snapshot, parts2 }, null, 1));
      return;
    }
    const stats = { sample: {}, api: {} } as Parameters<typeof table>[0]['stats'];
    for (const what of ['sample', 'api'] as const) {
      console.error(`[bench:offline] word statistics (${what})…`);
      const local = await call('local', words[what], REPEAT);
      stats[what] = {
        local: local.exact,
        variants: local.variants,
        server: await call('server', words[what], REPEAT),
        naive: await call('naive', words[what], 1),
      };
    }
    let equal = 0;
    for (const word of [...words.sample, ...words.api]) if (await call('same', word)) equal += 1;
    const total = words.sample.length + words.api.length;
    const report = table({
      poems: first.poems,
      first,
      parts,
      again,
      indexMs,
      builds,
      syncs,
      snapshot,
      parts2,
      words,
      stats,
      equal: `${equal} of ${total} equal`,
    });
    console.log(report);
    await mkdir(join(ROOT, 'bench-results'), { recursive: true });
    await writeFile(join(ROOT, 'bench-results', 'offline.md'), `${report}\n`);
    if (equal !== total) process.exitCode = 1;
  } finally {
    await cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
