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
 * A run that brings few poems (an edit, views and likes: fewer than RESAVE_AFTER_MOVED moved
 * since the saved index, counting this page's) leaves the saved index as it is: a page
 * catches them up from the `rev` index, reading those poems' texts alone, where loading the
 * saved index here (11.6 MB for 10,000 poems), catching it up and writing it again would
 * cost a phone seconds at every sync for a handful of changes. Once many poems moved (a
 * first sync, a large import), the run brings the index to where the mirror stands before
 * its page (the saved one caught up from its `rev`; with none saved, built from the mirror,
 * off the page's thread), indexes the rest of the run's pages and saves it at the end. The
 * index is dropped at the end of each run: the worker keeps no second copy beside the page's.
 *
 * Never fails a sync: the index is a convenience (a page without a snapshot builds its own).
 */
import type { Change } from '@domain/sync';
import type { AppDb } from '../db/db';
import { WordIndex } from '../db/word-index';
import { hasSnapshot, saveSnapshot, savedSnapshotRev } from '../db/word-index-snapshot';

/**
 * Poems moved (edited, counted or added; a deletion only while it comes in: the mirror keeps
 * no trace of it, and a page catches deletions up by their count) since the saved index, past
 * which a run indexes and saves.
 */
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
  /** The run ends: waits for the indexing, and saves the index when this run loaded it (or none is saved). */
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
  resaveAfterMoved = RESAVE_AFTER_MOVED,
): SyncIndexer {
  let index: WordIndex | null = null;
  let queue: Promise<void> = Promise.resolve();
  /** Bumped by restart(): queued work of an earlier run stops. */
  let generation = 0;
  let failed = false;
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
      target.applyFeed(changes.slice(i, i + SLICE));
      spent.indexingMs += performance.now() - started;
      await afterOtherTasks();
    }
  };
  /** Whether the saved index may stay as it is: few poems moved since, this page's included. */
  const fewMoved = async (changes: readonly Change[]) => {
    const saved = await savedSnapshotRev(database);
    if (saved === undefined) return false;
    const written = await database.poems.where('rev').above(saved).count();
    const incoming = changes.filter((c) => c.entity === 'poems').length;
    return written + incoming < resaveAfterMoved;
  };
  const restart = () => {
    generation += 1;
    queue = Promise.resolve();
    index = null;
    failed = false;
  };
  return {
    async beforePage(changes) {
      if (failed || index || !changes.some((c) => c.entity === 'poems')) return;
      if (await fewMoved(changes).catch(() => false)) return;
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
        // An index loaded in this run is saved: none was, or many poems moved since.
        if (!index && (await hasSnapshot(database))) return;
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
