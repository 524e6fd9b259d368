/// <reference lib="dom" />
/**
 * The browser half of `npm run bench:offline`, bundled by offline.ts with esbuild and run
 * in Chromium on the bench server's origin. It uses the app's own modules (the Dexie
 * mirror, the sync engine, the feed reader, local word statistics), so what is measured is
 * what a reader's device does. Bytes come from Resource Timing: transferSize (on the wire,
 * headers included), encodedBodySize (compressed body) and decodedBodySize (uncompressed).
 */
import { normalizeWord, spellingKey, wordStatistics } from '@domain/words';
import { getChanges } from '@client/api/get-changes';
import { AppDb } from '@client/db/db';
import { wordIndexOf } from '@client/db/word-index';
import { localWordStatistics } from '@client/db/word-statistics';
import { loadSnapshot } from '@client/db/word-index-snapshot';
import { applyChanges } from '@client/sync/apply-changes';
import { indexWhileSyncing, type IndexingTime } from '@client/sync/index-while-syncing';
import { SYNC_PAGE_SIZE, SyncEngine, type SyncEngineDeps } from '@client/sync/sync-engine';
import type { Poem } from '@domain/schemas';
import type { Change } from '@domain/sync';
import { SYNC_SCHEMA_VERSION } from '@domain/sync/constants';
import { memoryMirror } from './memory-mirror';

export interface SyncFigures {
  ms: number;
  requests: number;
  wireBytes: number;
  bodyBytes: number;
  uncompressedBytes: number;
  poems: number;
  /** Time spent in the word indexer inside the sync (indexing pages, saving the index). */
  indexingMs: number;
  savingMs: number;
}

/** The sync's indexer, with its time added up (inside the sync: it ends when the index is saved). */
function timedIndexer(database: AppDb) {
  const spent: IndexingTime = { indexingMs: 0, savingMs: 0 };
  return { indexer: indexWhileSyncing(database, spent), spent };
}

const database = new AppDb('taalif-bench');
const indexing = timedIndexer(database);
const engineDeps = (db: AppDb): SyncEngineDeps => ({
  db,
  fetchPage: (params) => getChanges(params),
  sendEvent: async () => 204,
});
const engine = new SyncEngine({ ...engineDeps(database), indexer: indexing.indexer });

performance.setResourceTimingBufferSize(100_000);

function feedTraffic(): Omit<SyncFigures, 'ms' | 'poems' | 'indexingMs' | 'savingMs'> {
  const entries = performance
    .getEntriesByType('resource')
    .filter((e): e is PerformanceResourceTiming => e.name.includes('/api/sync'));
  performance.clearResourceTimings();
  return {
    requests: entries.length,
    wireBytes: entries.reduce((s, e) => s + e.transferSize, 0),
    bodyBytes: entries.reduce((s, e) => s + e.encodedBodySize, 0),
    uncompressedBytes: entries.reduce((s, e) => s + e.decodedBodySize, 0),
  };
}

async function timedSync(): Promise<SyncFigures> {
  performance.clearResourceTimings();
  indexing.spent.indexingMs = indexing.spent.savingMs = 0;
  const started = performance.now();
  await engine.sync();
  const ms = performance.now() - started;
  const state = engine.getState();
  if (state.status !== 'idle') throw new Error(`sync ended ${state.status}: ${state.error}`);
  // Resource entries are queued asynchronously after the response ends.
  await new Promise((r) => setTimeout(r, 100));
  return { ms, ...feedTraffic(), poems: await database.poems.count(), ...indexing.spent };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

async function timeEach(words: string[], repeat: number, run: (w: string) => Promise<unknown>) {
  const times: number[] = [];
  for (let r = 0; r < repeat; r++) {
    for (const word of words) {
      const started = performance.now();
      await run(word);
      times.push(performance.now() - started);
    }
  }
  return { p50: median(times), max: Math.max(...times), n: times.length };
}

/**
 * Where a first sync's time goes, each part measured alone (the engine overlaps them): the
 * pages fetched one after the other (server, network, JSON parsing), then the same pages
 * written into a fresh mirror (IndexedDB).
 */
async function firstSyncParts() {
  const pages: Change[][] = [];
  let since = 0;
  const fetchStarted = performance.now();
  for (;;) {
    const answer = await getChanges({
      since,
      limit: SYNC_PAGE_SIZE,
      schema: SYNC_SCHEMA_VERSION,
    });
    if (answer.kind !== 'page') throw new Error('reset during the bench');
    pages.push(answer.page.changes);
    since = answer.page.cursor;
    if (!answer.page.hasMore) break;
  }
  const fetchMs = performance.now() - fetchStarted;
  const scratch = new AppDb('taalif-bench-parts');
  await scratch.open();
  const writeStarted = performance.now();
  let cursor = 0;
  for (const changes of pages) await applyChanges(scratch, changes, (cursor += changes.length));
  const writeMs = performance.now() - writeStarted;
  await scratch.delete();
  return { fetchMs, writeMs, pages: pages.length };
}

/** JSON with every object's keys sorted: the server's serializer orders keys by its schema. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : 1)))
      : v,
  );
}

type IndexOf = (database: AppDb) => Promise<{ size: number; snapshotRev?: number }>;
/** The baseline commit's modules, when offline.ts bundled them (OFFLINE_BASELINE). */
interface Baseline {
  wordIndexOf: IndexOf;
  /** A first sync of the whole feed into a fresh mirror named `name`, by that commit's engine. */
  firstSync: (name: string) => Promise<void>;
}
const baselineModules = (window as unknown as { baseline?: Baseline }).baseline;
const baseline = baselineModules?.wordIndexOf;

/** A first sync into a fresh mirror by this code's engine, with its indexer (time, indexing). */
async function currentFirstSync(name: string) {
  const scratch = new AppDb(name);
  const { indexer, spent } = timedIndexer(scratch);
  const started = performance.now();
  await new SyncEngine({ ...engineDeps(scratch), indexer }).sync();
  const ms = performance.now() - started;
  scratch.close();
  return { ms, ...spent };
}

async function deleteDatabase(name: string) {
  await new AppDb(name).delete();
}

/** Builds an index of the whole mirror through a fresh database object (indexes are cached per object). */
async function timedBuild(indexOf: IndexOf, fromSnapshot?: boolean) {
  const fresh = new AppDb(database.name);
  await fresh.open();
  const started = performance.now();
  const index = await indexOf(fresh);
  const ms = performance.now() - started;
  fresh.close();
  if (index.size !== (await database.poems.count())) throw new Error('index incomplete');
  if (fromSnapshot !== undefined && index.snapshotRev! > 0 !== fromSnapshot)
    throw new Error(`index ${fromSnapshot ? 'not ' : ''}loaded from the saved one`);
  return ms;
}

type ReadPart = 'whole' | 'chunks';

const timed = async (run: () => Promise<unknown>) => {
  const started = performance.now();
  await run();
  return performance.now() - started;
};

/** Every poem, by primary key, `size` rows per read (as the index's first build reads them). */
async function readInChunks(size: number) {
  let after: string | undefined;
  for (;;) {
    const from =
      after === undefined
        ? database.poems.orderBy(':id')
        : database.poems.where(':id').above(after);
    const rows = await from.limit(size).toArray();
    if (rows.length < size) return;
    after = rows.at(-1)!.id;
  }
}

const api = {
  firstSync: timedSync,
  /**
   * First syncs into fresh mirrors, this code's (indexing while it writes) and the
   * baseline's alternating round by round (medians).
   */
  async firstSyncs(rounds: number) {
    const times = { current: [] as number[], baseline: [] as number[] };
    const inside = { indexingMs: [] as number[], savingMs: [] as number[] };
    for (let r = 0; r < rounds; r++) {
      const order = r % 2 ? (['baseline', 'current'] as const) : (['current', 'baseline'] as const);
      for (const which of order) {
        const name = `taalif-bench-first-${which}-${r}`;
        if (which === 'current') {
          const run = await currentFirstSync(name);
          times.current.push(run.ms);
          inside.indexingMs.push(run.indexingMs);
          inside.savingMs.push(run.savingMs);
        } else if (baselineModules) {
          times.baseline.push(await timed(() => baselineModules.firstSync(name)));
        }
        await deleteDatabase(name);
      }
    }
    return {
      current: median(times.current),
      baseline: baselineModules ? median(times.baseline) : undefined,
      indexingMs: median(inside.indexingMs),
      savingMs: median(inside.savingMs),
      rounds,
    };
  },
  /**
   * The saved index: its size, and what storing the forms' folded forms and spelling keys
   * saves (recomputing them for every form, medians of 5, vs cloning the two arrays).
   */
  async snapshotFigures() {
    const snapshot = await loadSnapshot(database);
    if (!snapshot) throw new Error('no saved word index after the first sync');
    const recompute: number[] = [];
    const clone: number[] = [];
    for (let r = 0; r < 5; r++) {
      recompute.push(
        await timed(async () => {
          for (const form of snapshot.forms) {
            normalizeWord(form, { ignoreAccents: true });
            spellingKey(form);
          }
        }),
      );
      clone.push(await timed(async () => structuredClone([snapshot.folds, snapshot.keys])));
    }
    return {
      poems: snapshot.ids.length,
      forms: snapshot.forms.length,
      postingsBytes: snapshot.postings.byteLength,
      recomputeKeysMs: median(recompute),
      cloneKeysMs: median(clone),
    };
  },
  firstSyncParts,
  noChangeSync: timedSync,
  /** The first local query builds the in-memory word index from the mirror. */
  async indexBuild(word: string) {
    const started = performance.now();
    await localWordStatistics(
      { word, ignoreAccents: false, variants: false, page: 0, size: 20 },
      database,
    );
    const ms = performance.now() - started;
    if ((await wordIndexOf(database)).snapshotRev === 0) throw new Error('no saved index loaded');
    return ms;
  },
  /**
   * Where a first build's time goes, each part alone, medians of `rounds`: reading every
   * poem by primary key in one read and in the build's reads of 1,000 rows (in turn first
   * from round to round), and indexing the poems once read (in memory), the baseline's index
   * and this code's alternating.
   */
  async indexParts(rounds: number) {
    const reads: Record<ReadPart, number[]> = { whole: [], chunks: [] };
    const indexing = { current: [] as number[], baseline: [] as number[] };
    let poems: Poem[] = [];
    const readers: Record<ReadPart, () => Promise<unknown>> = {
      whole: async () => void (poems = await database.poems.toArray()),
      chunks: () => readInChunks(1000),
    };
    const parts = Object.keys(readers) as ReadPart[];
    for (let r = 0; r < rounds; r++) {
      for (const part of [...parts.slice(r % parts.length), ...parts.slice(0, r % parts.length)])
        reads[part].push(await timed(readers[part]));
      const order = r % 2 ? (['baseline', 'current'] as const) : (['current', 'baseline'] as const);
      for (const which of order) {
        const indexOf = which === 'current' ? wordIndexOf : baseline;
        if (!indexOf) continue;
        indexing[which].push(await timed(() => indexOf(memoryMirror(poems) as unknown as AppDb)));
      }
    }
    const medians = <K extends string>(xs: Record<K, number[]>) =>
      Object.fromEntries(Object.entries<number[]>(xs).map(([k, v]) => [k, median(v)])) as Record<
        K,
        number
      >;
    return {
      reads: medians(reads),
      indexing: {
        current: median(indexing.current),
        baseline: baseline && median(indexing.baseline),
      },
      rounds,
    };
  },
  /**
   * A page's first local query's index, round by round in rotating order: this code's loaded
   * from the index the sync saved, this code's built from the mirror (the saved index set
   * aside: the fallback), and the baseline's.
   */
  async indexBuilds(rounds: number) {
    const builds = { current: [] as number[], fallback: [] as number[], baseline: [] as number[] };
    const kinds = (['current', 'fallback', 'baseline'] as const).filter(
      (k) => k !== 'baseline' || baseline,
    );
    for (let r = 0; r < rounds; r++) {
      for (const which of [...kinds.slice(r % kinds.length), ...kinds.slice(0, r % kinds.length)]) {
        if (which !== 'fallback') {
          builds[which].push(
            which === 'current' ? await timedBuild(wordIndexOf, true) : await timedBuild(baseline!),
          );
          continue;
        }
        const saved = await database.wordIndex.toArray();
        await database.wordIndex.clear();
        builds.fallback.push(await timedBuild(wordIndexOf, false));
        await database.wordIndex.bulkPut(saved);
      }
    }
    return {
      current: median(builds.current),
      fallback: median(builds.fallback),
      baseline: baseline ? median(builds.baseline) : undefined,
      rounds,
    };
  },
  /**
   * Local statistics of the spelling asked for only (today's answer, the baseline) and with
   * other spellings (the default), alternating: each round and word runs both, in turn first.
   */
  async local(words: string[], repeat: number) {
    const times = { exact: [] as number[], variants: [] as number[] };
    for (let r = 0; r < repeat; r++) {
      for (const [i, word] of words.entries()) {
        const order = (r + i) % 2 ? [true, false] : [false, true];
        for (const variants of order) {
          const started = performance.now();
          await localWordStatistics(
            { word, ignoreAccents: false, variants, page: 0, size: 20 },
            database,
          );
          times[variants ? 'variants' : 'exact'].push(performance.now() - started);
        }
      }
    }
    const figures = (xs: number[]) => ({ p50: median(xs), max: Math.max(...xs), n: xs.length });
    return { exact: figures(times.exact), variants: figures(times.variants) };
  },
  server: (words: string[], repeat: number) =>
    timeEach(words, repeat, async (word) => {
      const response = await fetch(
        `/api/poems/statistics/word?word=${encodeURIComponent(word)}&size=20`,
      );
      if (!response.ok) throw new Error(`statistics answered ${response.status}`);
      return response.json();
    }),
  /** The naive way: read every poem from IndexedDB and count the word in each. */
  naive: (words: string[], repeat: number) =>
    timeEach(words, repeat, async (word) => {
      const poems = await database.poems.toArray();
      poems.sort((a, b) => (`${a.createdAt} ${a.id}` < `${b.createdAt} ${b.id}` ? -1 : 1));
      return wordStatistics(word, poems, { ignoreAccents: false });
    }),
  /** Whether the local answer equals the server's, with and without other spellings. */
  async same(word: string) {
    for (const variants of [false, true]) {
      const local = await localWordStatistics(
        { word, ignoreAccents: false, variants, page: 0, size: 20 },
        database,
      );
      const served = await (
        await fetch(
          `/api/poems/statistics/word?word=${encodeURIComponent(word)}&size=20&variants=${variants}`,
        )
      ).json();
      const [a, b] = [canonical(local), canonical(served)];
      if (a !== b) {
        console.error(
          `[bench:offline] local and server differ for ${word} (variants ${variants}):\n${a}\n${b}`,
        );
        return false;
      }
    }
    return true;
  },
};

export type OfflineBenchApi = typeof api;
(window as unknown as { offlineBench: OfflineBenchApi }).offlineBench = api;
document.title = 'ready';
