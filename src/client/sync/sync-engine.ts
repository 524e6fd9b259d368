/**
 * The sync engine: pulls the change feed into the mirror and pushes the outbox, one run at
 * a time across tabs (run-exclusive.ts). A run: send the outbox, then pull pages from the
 * stored cursor until `hasMore` is false, each page applied with its cursor in one
 * transaction (apply-changes.ts). A 410 empties the mirror and pulls again from 0, keeping
 * downloads and the outbox. A no-change run is one small request (the feed's empty page).
 * With `indexer`, the poems of each page are indexed as they are written and the word index
 * is saved at the end of the run (index-while-syncing.ts).
 *
 * React-free: the UI reads `getState()` / `subscribe()` through a hook.
 */
import type { StatsSummary } from '@domain/schemas/stats-summary';
import { SYNC_SCHEMA_VERSION } from '@domain/sync/constants';
import { isNoAnswer } from '../api/api-error';
import { getChanges, type ChangesAnswer, type GetChangesParams } from '../api/get-changes';
import type { AppDb } from '../db/db';
import { applyChanges, resetMirror } from './apply-changes';
import { getMeta, META, setMeta, type StoredSummary } from './meta';
import { setMirrorReady } from './mirror-ready';
import { flushOutbox, type SendEvent } from './outbox';
import type { SyncIndexer } from './index-while-syncing';
import { runExclusive, type ExclusiveOptions } from './run-exclusive';

export type SyncStatus = 'idle' | 'syncing' | 'offline' | 'error';

export interface SyncState {
  status: SyncStatus;
  /** Changes applied in this run so far. */
  done?: number;
  /** Changes expected in this run (an estimate on a first sync), when known. */
  total?: number;
  error?: string;
  /** 'quota' when the device is out of space (the mirror keeps what it had). */
  errorKind?: 'quota' | 'other';
  lastSyncedAt?: number;
}

export interface SyncEngineDeps {
  db: AppDb;
  fetchPage?: (params: GetChangesParams) => Promise<ChangesAnswer>;
  sendEvent: SendEvent;
  /**
   * Records whether the mirror holds the whole anthology (mirror-ready.ts's hint, by
   * default). The sync worker has no localStorage: it passes the mark on to the page.
   */
  markMirrorReady?: (ready: boolean) => void;
  /** Indexes the words of the poems written (the app's engine; none in most unit tests). */
  indexer?: SyncIndexer;
  /** The catalogue counts; the user count is kept in meta for offline display. */
  fetchSummary?: () => Promise<StatsSummary>;
  isOnline?: () => boolean;
  exclusive?: ExclusiveOptions;
  pageSize?: number;
  /** The summary is re-read at most this often when nothing changed (ms). */
  summaryMaxAgeMs?: number;
}

const LOCK_NAME = 'taalif-sync';
/**
 * Rows per page: large pages cost fewer round trips on a first sync (the feed allows 5000);
 * 2500 keeps a page's JSON around 2 MB uncompressed and the progress moving.
 */
export const SYNC_PAGE_SIZE = 2500;
/** A reset in the middle of a run is followed; two in one run mean something is wrong. */
const MAX_RESETS_PER_RUN = 1;

/** How many rows a first sync will bring, from the catalogue counts (singers are not counted). */
function estimateRows(summary: StatsSummary | undefined): number | undefined {
  if (!summary) return undefined;
  const { poems, poets, themes, tags, audios, difficultWords } = summary;
  return poems + poets + themes + tags + audios + difficultWords;
}

/** IndexedDB's "no more room" (Dexie keeps the DOMException name, or wraps it in `inner`). */
function isQuotaError(error: unknown): boolean {
  const named = (e: unknown) => (e as { name?: unknown } | null)?.name === 'QuotaExceededError';
  return named(error) || named((error as { inner?: unknown } | null)?.inner);
}

export class SyncEngine {
  private state: SyncState = { status: 'idle' };
  private readonly listeners = new Set<() => void>();
  private running: Promise<void> | null = null;
  private again = false;
  private summaryFetched = false;

  constructor(private readonly deps: SyncEngineDeps) {}

  private markMirrorReady(ready: boolean) {
    (this.deps.markMirrorReady ?? setMirrorReady)(ready);
  }

  getState = (): SyncState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(next: SyncState) {
    this.state = { lastSyncedAt: this.state.lastSyncedAt, ...next };
    this.listeners.forEach((l) => l());
  }

  /** Starts a run, or asks the running one to go again once it ends. */
  sync = (): Promise<void> => {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.runOnce();
      } while (this.again);
    })().finally(() => (this.running = null));
    return this.running;
  };

  /** The retry button of the error state. */
  retry = (): void => void this.sync();

  private async runOnce(): Promise<void> {
    const online = this.deps.isOnline ?? (() => true);
    if (!online()) return this.set({ status: 'offline' });
    try {
      const result = await runExclusive(LOCK_NAME, () => this.pullAndPush(), this.deps.exclusive);
      const lastSyncedAt = result.ran
        ? Date.now()
        : await getMeta<number>(this.deps.db, META.lastSyncedAt);
      if (result.ran) await setMeta(this.deps.db, META.lastSyncedAt, lastSyncedAt);
      // A run (here or in another tab) completed: the mirror holds everything up to its cursor.
      if (lastSyncedAt !== undefined) this.markMirrorReady(true);
      this.state = { ...this.state, lastSyncedAt };
      this.set({ status: 'idle' });
    } catch (error) {
      // No answer (a dead connection the browser still calls online) is being offline, not a
      // failed update: the header says so, and the next run tries again.
      if (!online() || isNoAnswer(error)) return this.set({ status: 'offline' });
      console.error('Sync failed', error);
      this.set({
        status: 'error',
        error: error instanceof Error ? error.message : String(error),
        errorKind: isQuotaError(error) ? 'quota' : 'other',
      });
    }
  }

  private async pullAndPush(): Promise<void> {
    const { db, indexer } = this.deps;
    indexer?.restart();
    await flushOutbox(this.deps.sendEvent, db);
    let cursor = (await getMeta<number>(db, META.cursor)) ?? 0;
    // Kept from the first page of a pull from 0 (see META.horizon); a pull from 0 takes a new one.
    let horizon = cursor === 0 ? undefined : await getMeta<number>(db, META.horizon);
    const summary = cursor === 0 ? await this.refreshSummary(true) : undefined;
    const total = cursor === 0 ? estimateRows(summary) : undefined;
    let done = 0;
    let resets = 0;
    const get = this.deps.fetchPage ?? ((p: GetChangesParams) => getChanges(p));
    const fetchPage = (since: number) => {
      const answer = get({
        since,
        limit: this.deps.pageSize ?? SYNC_PAGE_SIZE,
        // The feed's version when this client was built: the server answers 410 once it no
        // longer serves it, and the mirror is pulled again from 0.
        schema: SYNC_SCHEMA_VERSION,
        horizon: since === 0 ? undefined : horizon,
      });
      // Awaited later (or dropped if writing the current page fails): never unhandled.
      answer.catch(() => undefined);
      return answer;
    };
    // The next page is asked for as soon as this one's cursor is known, so the server
    // prepares it while this one is written into IndexedDB.
    let next = fetchPage(cursor);
    for (;;) {
      const answer = await next;
      if (answer.kind === 'reset') {
        if (resets++ >= MAX_RESETS_PER_RUN) throw new Error('The server keeps asking for a reset');
        this.markMirrorReady(false);
        await resetMirror(db);
        indexer?.restart();
        cursor = 0;
        horizon = undefined;
        done = 0;
        next = fetchPage(0);
        continue;
      }
      const { changes, cursor: nextCursor, hasMore } = answer.page;
      if (cursor === 0) {
        // Stored before the page's cursor: a run cut between the two starts again from 0.
        horizon = answer.page.horizon;
        await setMeta(db, META.horizon, horizon);
      }
      if (hasMore) next = fetchPage(nextCursor);
      if (changes.length > 0 || nextCursor !== cursor) {
        await indexer?.beforePage(changes);
        await applyChanges(db, changes, nextCursor);
        indexer?.afterPage(changes);
      }
      done += changes.length;
      cursor = nextCursor;
      if (hasMore || done > 0) {
        this.set({
          status: 'syncing',
          done,
          total: total === undefined ? undefined : Math.max(total, done),
        });
      }
      if (!hasMore) break;
    }
    await indexer?.finish();
    await flushOutbox(this.deps.sendEvent, db);
    if (done > 0 || summary === undefined) await this.refreshSummary(done > 0);
  }

  /** Keeps the catalogue counts in meta; skipped while fresh unless `force`. Never fails a run. */
  private async refreshSummary(force: boolean): Promise<StatsSummary | undefined> {
    const { db, fetchSummary, summaryMaxAgeMs = 3_600_000 } = this.deps;
    if (!fetchSummary) return undefined;
    const stored = await getMeta<StoredSummary>(db, META.summary);
    // `force` asks for counts newer than the stored ones, but once per engine (a page load, or
    // the worker's life) is enough: a first sync asked at its start and again at its end.
    const fresh = stored && Date.now() - stored.at < summaryMaxAgeMs;
    if (fresh && (!force || this.summaryFetched)) return stored.summary;
    try {
      this.summaryFetched = true;
      const summary = await fetchSummary();
      await setMeta(db, META.summary, { summary, at: Date.now() } satisfies StoredSummary);
      return summary;
    } catch {
      return stored?.summary;
    }
  }
}
