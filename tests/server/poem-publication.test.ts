/**
 * Draft, scheduled and published poems (migrations/0010_poem_publication.sql, poems-repository,
 * sync/README.md "Publication"): a draft is seen by administrators only, never by readers'
 * pages, searches, counters or devices; published now, it appears everywhere; unpublished, the
 * devices that had it drop it (with its difficult words); scheduled, it appears by itself when
 * its date passes, and a device that synced while it was hidden receives it. On the seeded
 * demo anthology, PGlite (PostgreSQL with TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Change, SyncResponse } from '@domain/sync/change';
import type { Poem } from '@domain/schemas/poem';
import { createTestApp, type TestApp } from '../helpers/test-app';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(async () => ctx?.close());

type Method = 'GET' | 'POST' | 'PUT';
const asAdmin = (method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: ctx.asAdmin, ...(payload ? { payload } : {}) });
const publicGet = (url: string) => ctx.app.inject({ method: 'GET', url });
const titles = (res: { json(): unknown }) =>
  (res.json() as { content: Poem[] }).content.map((p) => p.title);

/** A reader's device: the feed applied from its cursor. */
class Device {
  rows = new Map<string, Record<string, unknown>>();
  cursor = 0;
  /** Every change text received, to prove a hidden poem's text never left the server. */
  received = '';
  async sync() {
    for (;;) {
      const res = await publicGet(`/api/sync?since=${this.cursor}&limit=500`);
      this.received += res.body;
      const body = res.json() as SyncResponse;
      for (const change of body.changes as Change[]) {
        if (change.op === 'put')
          this.rows.set(`${change.entity}:${String(change.row.id)}`, change.row);
        else this.rows.delete(`${change.entity}:${change.id}`);
      }
      this.cursor = body.cursor;
      if (!body.hasMore) return;
    }
  }
  has = (entity: string, id: string) => this.rows.has(`${entity}:${id}`);
}

async function aPoet(): Promise<string> {
  const poets = (await publicGet('/api/poets?size=1')).json() as { content: { id: string }[] };
  return poets.content[0]!.id;
}

async function createPoem(title: string, publishedAt: unknown): Promise<Poem> {
  const res = await asAdmin('POST', '/api/poems', {
    title,
    content: `${title}\nbenn baat`,
    poetId: await aPoet(),
    publishedAt,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Poem;
}

const publish = async (poem: Poem, publishedAt: unknown) => {
  const current = (await asAdmin('GET', `/api/poems/${poem.id}`)).json() as Poem;
  const res = await asAdmin('PUT', `/api/poems/${poem.id}`, {
    publishedAt,
    version: current.version,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Poem;
};

describe('a draft', () => {
  it('is seen by administrators only: not in the public list, one poem, search, counters or a device', async () => {
    const device = new Device();
    await device.sync();
    const before = (await publicGet('/api/stats/summary')).json() as { poems: number };

    const draft = await createPoem('Taalif bu wóoradul', null);
    expect(draft.publishedAt).toBeNull();
    expect((await asAdmin('GET', `/api/poems/${draft.id}`)).statusCode).toBe(200);
    // The administrator's answer was not kept for readers.
    expect((await publicGet(`/api/poems/${draft.id}`)).statusCode).toBe(404);
    expect(titles(await publicGet('/api/poems?size=100&sort=createdAt,desc'))).not.toContain(
      draft.title,
    );
    expect(titles(await publicGet('/api/poems/search?q=wóoradul'))).toEqual([]);
    expect(titles(await asAdmin('GET', '/api/poems/search?q=wóoradul'))).toEqual([draft.title]);
    expect(titles(await publicGet(`/api/poems/filter?title=wóoradul`))).toEqual([]);
    expect(titles(await publicGet(`/api/poets/${draft.poetId}/poems?size=100`))).not.toContain(
      draft.title,
    );
    expect(((await publicGet('/api/stats/summary')).json() as { poems: number }).poems).toBe(
      before.poems,
    );
    const stats = await publicGet('/api/poems/statistics/word?word=wóoradul');
    expect(stats.json()).toMatchObject({ totalOccurrences: 0 });

    await device.sync();
    expect(device.has('poems', draft.id)).toBe(false);
    expect(device.received).not.toContain('wóoradul');
  });

  it('is listed by state for administrators, and a reader asking for drafts gets none', async () => {
    const draft = await createPoem('Dëgg ju nëbbu', null);
    const drafts = titles(await asAdmin('GET', '/api/poems?state=draft&size=100'));
    expect(drafts).toContain(draft.title);
    expect(titles(await asAdmin('GET', '/api/poems?state=published&size=100'))).not.toContain(
      draft.title,
    );
    // The default list of an administrator holds every poem, drafts too.
    const all = (await asAdmin('GET', '/api/poems?size=1')).json() as { totalElements: number };
    const shown = (await publicGet('/api/poems?size=1')).json() as { totalElements: number };
    expect(all.totalElements - shown.totalElements).toBeGreaterThanOrEqual(drafts.length);
    expect(titles(await publicGet('/api/poems?state=draft&size=100'))).toEqual([]);
  });

  it('refuses a publication that is not null, "now" or a dated time, on its field', async () => {
    for (const publishedAt of ['tomorrow', '2026-13-01T00:00:00Z', '2026-12-01', 12]) {
      const res = await asAdmin('POST', '/api/poems', {
        title: 'Bad date',
        content: 'x',
        poetId: await aPoet(),
        publishedAt,
      });
      expect(res.statusCode, String(publishedAt)).toBe(400);
      expect(res.json().fields).toHaveProperty('publishedAt');
    }
    const list = await asAdmin('GET', '/api/poems?state=hidden');
    expect(list.statusCode).toBe(400);
    expect(list.json().fields).toHaveProperty('state');
  });
});

describe('publishing and unpublishing', () => {
  it('shows a poem published now to readers and devices, and takes it back, words too, when unpublished', async () => {
    const device = new Device();
    const poem = await createPoem('Wóor na leegi', null);
    const word = await asAdmin('POST', '/api/difficult-words', {
      word: 'leegi',
      definition: 'maintenant',
      poemId: poem.id,
    });
    expect(word.statusCode, word.body).toBe(201);
    const wordId = (word.json() as { id: string }).id;
    await device.sync();
    expect(device.has('poems', poem.id)).toBe(false);
    expect(device.has('difficultWords', wordId)).toBe(false);

    const published = await publish(poem, 'now');
    expect(Date.parse(published.publishedAt!)).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await publicGet(`/api/poems/${poem.id}`)).statusCode).toBe(200);
    await device.sync();
    expect(device.has('poems', poem.id)).toBe(true);
    expect(device.has('difficultWords', wordId)).toBe(true);

    await publish(poem, null);
    expect((await publicGet(`/api/poems/${poem.id}`)).statusCode).toBe(404);
    await device.sync();
    expect(device.has('poems', poem.id)).toBe(false);
    expect(device.has('difficultWords', wordId)).toBe(false);
  });
});

describe('a scheduled poem', () => {
  it('appears by itself when its date passes, and reaches a device that synced while it was hidden', async () => {
    const device = new Device();
    const poem = await createPoem('Ëllëg dina ñëw', null);
    const soon = new Date(Date.now() + 1500).toISOString();
    const scheduled = await publish(poem, soon);
    expect(scheduled.publishedAt).toBe(soon);
    expect(titles(await asAdmin('GET', '/api/poems?state=scheduled&size=100'))).toContain(
      poem.title,
    );
    await device.sync();
    const cursorWhileHidden = device.cursor;
    expect(device.has('poems', poem.id)).toBe(false);
    const etagWhileHidden = (await publicGet('/api/poems?size=5')).headers.etag;

    // No job runs: the next reads after the date find it.
    await vi.waitFor(
      async () => expect((await publicGet(`/api/poems/${poem.id}`)).statusCode).toBe(200),
      { timeout: 15_000, interval: 100 },
    );
    expect((await publicGet('/api/poems?size=5')).headers.etag).not.toBe(etagWhileHidden);
    await device.sync();
    expect(device.has('poems', poem.id)).toBe(true);
    expect(device.cursor).toBeGreaterThan(cursorWhileHidden);
    // Released without becoming an edit: an editor opened before is not stale.
    const now = (await asAdmin('GET', `/api/poems/${poem.id}`)).json() as Poem;
    expect(now.version).toBe(scheduled.version);
  });
});
