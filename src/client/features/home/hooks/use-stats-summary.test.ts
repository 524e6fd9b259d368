import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StatsSummary } from '@domain/schemas/stats-summary';
import { AppDb } from '@client/db/db';
import { SyncEngine } from '@client/sync/sync-engine';
import { FakeFeed } from '@client/sync/testing/fake-feed';
import { useStatsSummary } from './use-stats-summary';

let database: AppDb;
let n = 0;
beforeEach(async () => {
  database = new AppDb(`stats-summary-${++n}`);
  await database.open();
});
afterEach(() => database.delete());

const serverSummary = (poems: number): StatsSummary => ({
  poems,
  poets: 1,
  users: 7,
  audios: 0,
  difficultWords: 0,
  themes: 0,
  tags: 0,
});

describe('useStatsSummary', () => {
  it('shows the server figures while the first sync is half way, never a partial count', async () => {
    const feed = new FakeFeed();
    for (const id of ['a', 'b', 'c', 'd']) feed.putPoem(id);
    // The second page never arrives: the mirror holds 2 of the 4 poems.
    let releaseSecondPage!: () => void;
    const held = new Promise<void>((resolve) => (releaseSecondPage = resolve));
    const engine = new SyncEngine({
      db: database,
      pageSize: 2,
      sendEvent: async () => 204,
      fetchSummary: async () => serverSummary(4),
      fetchPage: async (params) => {
        if (params.since > 0) await held;
        return feed.fetchPage(params);
      },
    });
    const run = engine.sync();
    const { result } = renderHook(() => useStatsSummary(database));
    await waitFor(async () => expect(await database.poems.count()).toBe(2));
    await waitFor(() =>
      expect(result.current).toEqual({ status: 'ready', data: serverSummary(4) }),
    );

    releaseSecondPage();
    await run;
    await waitFor(() => {
      expect(result.current.status).toBe('ready');
      if (result.current.status === 'ready') expect(result.current.data.poems).toBe(4);
    });
  });

  it('counts the mirror once a sync has completed, keeping the users figure from meta', async () => {
    const feed = new FakeFeed();
    for (const id of ['a', 'b', 'c']) feed.putPoem(id);
    await new SyncEngine({
      db: database,
      sendEvent: async () => 204,
      fetchSummary: async () => serverSummary(99),
      fetchPage: feed.fetchPage,
    }).sync();
    const { result } = renderHook(() => useStatsSummary(database));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    if (result.current.status !== 'ready') throw new Error('not ready');
    expect(result.current.data.poems).toBe(3);
    expect(result.current.data.users).toBe(7);
  });
});
