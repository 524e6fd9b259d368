/// <reference lib="dom" />
/**
 * The browser half of `npm run bench:offline`, bundled by offline.ts with esbuild and run
 * in Chromium on the bench server's origin. It uses the app's own modules (the Dexie
 * mirror, the sync engine, the feed reader, local word statistics), so what is measured is
 * what a reader's device does. Bytes come from Resource Timing: transferSize (on the wire,
 * headers included), encodedBodySize (compressed body) and decodedBodySize (uncompressed).
 */
import { wordStatistics } from '@domain/words';
import { getChanges } from '@client/api/get-changes';
import { AppDb } from '@client/db/db';
import { localWordStatistics } from '@client/db/word-statistics';
import { applyChanges } from '@client/sync/apply-changes';
import { SYNC_PAGE_SIZE, SyncEngine } from '@client/sync/sync-engine';
import type { Change } from '@domain/sync';
import { SYNC_SCHEMA_VERSION } from '@domain/sync/constants';

export interface SyncFigures {
  ms: number;
  requests: number;
  wireBytes: number;
  bodyBytes: number;
  uncompressedBytes: number;
  poems: number;
}

const database = new AppDb('taalif-bench');
const engine = new SyncEngine({
  db: database,
  fetchPage: (params) => getChanges(params),
  sendEvent: async () => 204,
});

performance.setResourceTimingBufferSize(100_000);

function feedTraffic(): Omit<SyncFigures, 'ms' | 'poems'> {
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
  const started = performance.now();
  await engine.sync();
  const ms = performance.now() - started;
  const state = engine.getState();
  if (state.status !== 'idle') throw new Error(`sync ended ${state.status}: ${state.error}`);
  // Resource entries are queued asynchronously after the response ends.
  await new Promise((r) => setTimeout(r, 100));
  return { ms, ...feedTraffic(), poems: await database.poems.count() };
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

const api = {
  firstSync: timedSync,
  firstSyncParts,
  noChangeSync: timedSync,
  /** The first local query builds the in-memory word index from the mirror. */
  async indexBuild(word: string) {
    const started = performance.now();
    await localWordStatistics({ word, ignoreAccents: false, page: 0, size: 20 }, database);
    return performance.now() - started;
  },
  local: (words: string[], repeat: number) =>
    timeEach(words, repeat, (word) =>
      localWordStatistics({ word, ignoreAccents: false, page: 0, size: 20 }, database),
    ),
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
  async same(word: string) {
    const local = await localWordStatistics(
      { word, ignoreAccents: false, page: 0, size: 20 },
      database,
    );
    const served = await (
      await fetch(`/api/poems/statistics/word?word=${encodeURIComponent(word)}&size=20`)
    ).json();
    return JSON.stringify(local) === JSON.stringify(served);
  },
};

export type OfflineBenchApi = typeof api;
(window as unknown as { offlineBench: OfflineBenchApi }).offlineBench = api;
document.title = 'ready';
