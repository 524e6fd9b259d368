/**
 * The poems screen's "with recitation" filter answers on the device as the server does
 *: the demo anthology is synced from the real feed (real app on PGlite,
 * the client's sync engine over fake-indexeddb), then filterPoems with `withAudio` lists
 * the same poems as GET /api/poems/filter?withAudio=. A recitation deleted by an
 * administrator reaches the device's flag with the next sync.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getChanges } from '../../src/client/api/get-changes';
import { AppDb } from '../../src/client/db/db';
import { filterPoems } from '../../src/client/features/poems/filter-poems';
import { readPoemCatalogue } from '../../src/client/features/poems/hooks/use-poem-catalogue';
import { SyncEngine } from '../../src/client/sync/sync-engine';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { injectFetch } from '../helpers/inject-fetch';

let ctx: TestApp;
let database: AppDb;
let engine: SyncEngine;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  database = new AppDb('offline-poem-filter');
  const fetchImpl = injectFetch(ctx.app);
  engine = new SyncEngine({
    db: database,
    fetchPage: (params) => getChanges(params, fetchImpl),
    sendEvent: async () => 204,
    pageSize: 7,
  });
  await engine.sync();
  expect(engine.getState().status).toBe('idle');
}, 120_000);
afterAll(async () => {
  await database?.delete();
  await ctx?.close();
});

async function served(withAudio: boolean): Promise<string[]> {
  const response = await ctx.app.inject({
    url: `/api/poems/filter?withAudio=${withAudio}&size=100`,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { content: { id: string }[] }).content.map((p) => p.id).sort();
}

async function local(withAudio: boolean): Promise<string[]> {
  const catalogue = await readPoemCatalogue(database);
  return filterPoems(catalogue, { withAudio })
    .map((p) => p.id)
    .sort();
}

describe('the "with recitation" filter on the device', () => {
  it('lists the poems the server lists, with and without recitation', async () => {
    const withAudio = await served(true);
    expect(withAudio.length).toBeGreaterThan(0);
    expect(await local(true)).toEqual(withAudio);
    expect(await local(false)).toEqual(await served(false));
  });

  it('follows a recitation deleted on the server', async () => {
    const audios = await database.audios.toArray();
    const count = (poemId: string) => audios.filter((a) => a.poemId === poemId).length;
    // A poem with one recitation only: deleting it leaves the poem without audio.
    const only = audios.find((a) => count(a.poemId) === 1)!;
    const poemId = only.poemId;
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/audios/${only.id}`,
      headers: ctx.asAdmin,
    });
    expect(deleted.statusCode).toBeLessThan(300);
    await engine.sync();
    expect((await database.poems.get(poemId))?.hasAudio).toBe(false);
    expect(await local(true)).toEqual(await served(true));
    expect(await local(true)).not.toContain(poemId);
  });
});
