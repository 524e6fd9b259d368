/**
 * The word index built where the poems already are: the sync indexes each feed page's poems
 * once they are handed to IndexedDB (the same WordIndex code the page runs, in the sync
 * worker) and saves the index at the end of the run (word-index-snapshot.ts), so a page's
 * first local query loads it instead of reading and indexing the whole mirror (word-index.ts
 * says why, with figures).
 *
 * The pages are indexed in the background, in slices that yield: the engine goes on fetching
 * and writing the next pages meanwhile (it mostly waits for the network and IndexedDB), and
 * only the run's end waits for the indexing to finish. bench:offline's first sync (10,018
 * poems, against the same code without indexing, alternating): indexing each page before
 * writing the next made it 1.31× as long (11.0 s against 8.4 s at load 7), in background
 * slices 1.24× (7.8 s against 6.3 s at load 6.5), the saving included (0.4–0.7 s).
 *
 * Before the first page of a run that holds poems, the index is brought to where the mirror
 * stands: the saved one caught up from its `rev` (or, with none saved, built from the mirror,
 * once, off the page's thread; empty on a first sync). A run whose poems only had counters
 * bumped (views, likes) saves nothing until many poems moved since the saved index: a page
 * catches those up from the `rev` index, and a view does not rewrite megabytes. The index is
 * dropped at the end of each run: the worker keeps no second copy beside the page's.
 *
 * Never fails a sync: the index is a convenience (a page without a snapshot builds its own).
 */
import type { Change } from '@domain/sync';
import type { AppDb } from '../db/db';
import { WordIndex } from '../db/word-index';
import { hasSnapshot, saveSnapshot } from '../db/word-index-snapshot';

/** Poems moved without a text change since the saved index that make a run save it anyway. */
const RESAVE_AFTER_MOVED = 256;
/** Changes indexed between two yields (about 10 ms of work). */
const SLICE = 200;

export interface SyncIndexer {
  /** Before `changes` are written into the mirror. */
  beforePage(changes: readonly Change[]): Promise<void>;
  /** Once `changes` are written (their indexing is queued). */
  afterPage(changes: readonly Change[]): void;
  /**
   * Forgets the index in memory: at a run's start (another tab's run may have written the
   * mirror since), and when the mirror was emptied (410).
   */
  restart(): void;
  /** The run ends: waits for the indexing, saves the index when its texts changed (or none is saved). */
  finish(): Promise<void>;
}

interface BackgroundScheduler {
  postTask?: (task: () => void, options: { priority: 'background' }) => Promise<void>;
}

/**
 * Resumes after every other waiting task: the sync's own network answers and IndexedDB
 * events go first (scheduler.yield() would resume ahead of them, and slow the sync down).
 */
function afterOtherTasks(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: BackgroundScheduler }).scheduler;
  if (scheduler?.postTask) return scheduler.postTask(() => undefined, { priority: 'background' });
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Where the indexer's time goes (ms), for bench:offline. */
export interface IndexingTime {
  indexingMs: number;
  savingMs: number;
}

export function indexWhileSyncing(
  database: AppDb,
  spent: IndexingTime = { indexingMs: 0, savingMs: 0 },
): SyncIndexer {
  let index: WordIndex | null = null;
  let queue: Promise<void> = Promise.resolve();
  /** Bumped by restart(): queued work of an earlier run stops. */
  let generation = 0;
  let failed = false;
  let textChanged = false;
  let moved = false;
  const ready = async () => {
    if (index) return index;
    const started = performance.now();
    const fresh = new WordIndex();
    await fresh.refresh(database);
    index = fresh;
    spent.indexingMs += performance.now() - started;
    return fresh;
  };
  const fail = (error: unknown) => {
    console.warn('Word index not saved', error);
    failed = true;
    index = null;
  };
  const indexPage = async (target: WordIndex, changes: readonly Change[], run: number) => {
    for (let i = 0; i < changes.length && run === generation; i += SLICE) {
      const started = performance.now();
      const before = target.indexedRev;
      if (target.applyFeed(changes.slice(i, i + SLICE))) textChanged = true;
      else if (target.indexedRev !== before) moved = true;
      spent.indexingMs += performance.now() - started;
      await afterOtherTasks();
    }
  };
  /** Whether many poems moved since the saved index (counter bumps a page would catch up). */
  const behind = async (saved: number) =>
    (await database.poems.where('rev').above(saved).count()) >= RESAVE_AFTER_MOVED;
  const restart = () => {
    generation += 1;
    queue = Promise.resolve();
    index = null;
    failed = false;
    textChanged = false;
    moved = false;
  };
  return {
    async beforePage(changes) {
      if (failed || !changes.some((c) => c.entity === 'poems')) return;
      await ready().catch(fail);
    },
    afterPage(changes) {
      if (!index || !changes.some((c) => c.entity === 'poems')) return;
      const target = index;
      const run = generation;
      queue = queue.then(() => indexPage(target, changes, run)).catch(fail);
    },
    restart,
    async finish() {
      try {
        await queue;
        if (failed) return;
        const stale = textChanged || (index !== null && moved && (await behind(index.snapshotRev)));
        if (!stale && (await hasSnapshot(database))) return;
        const built = await ready();
        const started = performance.now();
        await saveSnapshot(database, built.toSnapshot());
        spent.savingMs += performance.now() - started;
        spent.indexingMs += performance.now() - started;
      } catch (error) {
        fail(error);
      } finally {
        restart();
      }
    },
  };
}
