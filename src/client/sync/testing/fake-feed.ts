/**
 * An in-memory change feed for the sync engine's unit tests: the same paging rules as
 * GET /api/sync (rev > since, in rev order, `limit` per page, cursor = last rev sent), a
 * 410 for cursors older than the kept tombstones unless the mirror began at the current
 * horizon, and a record of every request.
 */
import type { Change } from '@domain/sync';
import type { Audio, Poem } from '@domain/schemas';
import type { ChangesAnswer, GetChangesParams } from '../../api/get-changes';

/** A poem row as the feed sends it; `createdAt` follows `rev`, so rows sort in the order made. */
export function poemRow(id: string, rev: number, content = `Taalif ${id}`): Poem {
  return {
    id,
    slug: null,
    title: `Poem ${id}`,
    content,
    wolofal: null,
    translations: null,
    summary: null,
    historicalContext: null,
    sourceUrl: null,
    poetId: 'poet-1',
    themeId: null,
    tagIds: [],
    year: null,
    coverUrl: null,
    views: 0,
    likes: 0,
    hasAudio: false,
    publishedAt: '2025-01-01T00:00:00.000Z',
    createdAt: `2025-01-01T00:00:00.${String(rev).padStart(3, '0')}Z`,
    updatedAt: '2025-01-01T00:00:00.000Z',
    rev,
    version: 1,
  };
}

/** A recitation row of `poemId`, as the feed sends it: no singer, no timing, never played. */
export function audioRow(id: string, rev: number, poemId = 'poem-1'): Audio {
  return {
    id,
    title: `Recitation ${id}`,
    poemId,
    singerId: null,
    mimeType: 'audio/mpeg',
    sizeBytes: 72116,
    durationSec: 17.97,
    vtt: null,
    plays: 0,
    downloads: 0,
    createdAt: `2025-01-01T00:00:00.${String(rev).padStart(3, '0')}Z`,
    updatedAt: '2025-01-01T00:00:00.000Z',
    rev,
    version: 1,
  };
}

export class FakeFeed {
  private rev = 0;
  readonly changes: Change[] = [];
  readonly requests: GetChangesParams[] = [];
  /** Cursors below this (and above 0) are answered 410, as after tombstone pruning. */
  keptFrom = 0;
  /** Fail the Nth request from now (1 = the next one) with `failure` (a network error). */
  failOn?: number;
  failure: () => Error = () => new TypeError('Failed to fetch');

  putPoem(id: string, patch: Partial<Poem> = {}): Poem {
    this.rev += 1;
    const row = { ...poemRow(id, this.rev), ...patch, rev: this.rev };
    this.changes.push({ op: 'put', entity: 'poems', rev: this.rev, row });
    return row;
  }

  deletePoem(id: string) {
    this.rev += 1;
    this.changes.push({ op: 'delete', entity: 'poems', rev: this.rev, id });
  }

  get latest() {
    return this.rev;
  }

  fetchPage = async (params: GetChangesParams): Promise<ChangesAnswer> => {
    this.requests.push(params);
    if (this.failOn !== undefined && --this.failOn === 0) {
      this.failOn = undefined;
      throw this.failure();
    }
    const horizon = Math.max(0, this.keptFrom - 1);
    const prunedSinceMirrorBegan = params.horizon === undefined || params.horizon < horizon;
    if (params.since > 0 && params.since <= horizon && prunedSinceMirrorBegan)
      return { kind: 'reset' };
    const after = this.changes.filter((c) => c.rev > params.since);
    const page = after.slice(0, params.limit);
    return {
      kind: 'page',
      page: {
        changes: structuredClone(page),
        cursor: page.at(-1)?.rev ?? params.since,
        hasMore: after.length > page.length,
        horizon,
      },
    };
  };
}
