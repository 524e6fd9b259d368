/**
 * The trash (plugins/app/trash, routes/api/trash): deleting a poem, a poet or a recording
 * moves it there whole; readers (public API, statistics, the change feed) no longer see it; a
 * restore brings it back whole and the feed sends it again, so a device that synced before
 * converges; removing an item, emptying the trash or the purge after TRASH_RETENTION_DAYS
 * (with a clock the test moves) deletes it for good, recordings' files included. On the
 * seeded demo anthology, PGlite (PostgreSQL with TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Change, SyncResponse } from '@domain/sync/change';
import type { TrashItem } from '@domain/schemas/trash';
import * as t from '../../src/server/db/schema';
import { runMaintenance } from '../../src/server/maintenance';
import { createTestApp, type TestApp } from '../helpers/test-app';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(async () => ctx?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: ctx.asAdmin, ...(payload ? { payload } : {}) });
const publicGet = (url: string) => ctx.app.inject({ method: 'GET', url });
const trashList = async () => (await call('GET', '/api/trash')).json() as TrashItem[];
const db = () => ctx.database.db;

/** A reader's device: the feed applied from its cursor onto a copy of the rows. */
class Device {
  rows = new Map<string, Record<string, unknown>>();
  cursor = 0;
  async sync() {
    for (;;) {
      const body = (
        await publicGet(`/api/sync?since=${this.cursor}&limit=500`)
      ).json() as SyncResponse;
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
  count = (entity: string, key: string, value: string) =>
    [...this.rows.entries()].filter(([k, row]) => k.startsWith(`${entity}:`) && row[key] === value)
      .length;
}

async function poemWithRecording() {
  const [audio] = await db().select().from(t.audios).limit(1);
  const [poem] = await db().select().from(t.poems).where(eq(t.poems.id, audio!.poemId));
  return { poem: poem!, audio: audio! };
}

describe('deleting a poem', () => {
  it('moves it whole to the trash, hides it from readers, and restores it whole', async () => {
    const { poem, audio } = await poemWithRecording();
    const words = await db()
      .select()
      .from(t.difficultWords)
      .where(eq(t.difficultWords.poemId, poem.id));
    expect(words.length).toBeGreaterThan(0);
    await db().insert(t.driftReports).values({ audioId: audio.id, deviceId: 'd1', timing: 'x' });
    const poemBefore = (await publicGet(`/api/poems/${poem.id}`)).json();
    const audioBefore = (await publicGet(`/api/audios/${audio.id}`)).json();
    const before = (await publicGet('/api/stats/summary')).json();

    const device = new Device();
    await device.sync();
    expect(device.has('poems', poem.id)).toBe(true);

    expect((await call('DELETE', `/api/poems/${poem.id}`)).statusCode).toBe(204);

    // Readers: gone from every public answer and from the device at its next sync.
    expect((await publicGet(`/api/poems/${poem.id}`)).statusCode).toBe(404);
    expect((await publicGet(`/api/audios/${audio.id}`)).statusCode).toBe(404);
    expect((await publicGet(`/api/audios/stream/${audio.id}`)).statusCode).toBe(404);
    const list = (await publicGet('/api/poems?size=100')).json();
    expect(list.content.map((p: { id: string }) => p.id)).not.toContain(poem.id);
    const search = (
      await publicGet(`/api/poems/search?q=${encodeURIComponent(poem.title)}`)
    ).json();
    expect(search.content.map((p: { id: string }) => p.id)).not.toContain(poem.id);
    const during = (await publicGet('/api/stats/summary')).json();
    expect(during).toMatchObject({
      poems: before.poems - 1,
      audios: before.audios - 1,
      difficultWords: before.difficultWords - words.length,
    });
    await device.sync();
    expect(device.has('poems', poem.id)).toBe(false);
    expect(device.has('audios', audio.id)).toBe(false);
    expect(device.count('difficultWords', 'poemId', poem.id)).toBe(0);

    // The trash says what, who, when, and until when; the file stays in the store.
    const [item] = (await trashList()).filter((i) => i.id === poem.id);
    expect(item).toMatchObject({
      entity: 'poems',
      title: poem.title,
      parentTitle: null,
      deletedByEmail: ctx.admin.email,
      recordings: 1,
      difficultWords: words.length,
    });
    const kept = Date.parse(item!.expiresAt) - Date.parse(item!.deletedAt);
    expect(kept).toBe(30 * 24 * 3600 * 1000);
    expect(await ctx.audioStore.size(audio.storageKey)).toBe(audio.sizeBytes);

    // The restore: the same records, the device gets them again.
    const restored = await call('POST', `/api/trash/${poem.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ entity: 'poems', id: poem.id });
    const poemAfter = (await publicGet(`/api/poems/${poem.id}`)).json();
    const { rev: _r, version: _v, ...samePoem } = poemBefore;
    expect(poemAfter).toMatchObject(samePoem);
    const { rev: _ar, version: _av, ...sameAudio } = audioBefore;
    expect((await publicGet(`/api/audios/${audio.id}`)).json()).toMatchObject(sameAudio);
    expect((await publicGet(`/api/audios/stream/${audio.id}`)).statusCode).toBe(200);
    const wordsAfter = await db()
      .select()
      .from(t.difficultWords)
      .where(eq(t.difficultWords.poemId, poem.id));
    expect(wordsAfter.map((w) => [w.id, w.word, w.definition]).sort()).toEqual(
      words.map((w) => [w.id, w.word, w.definition]).sort(),
    );
    expect(
      await db().select().from(t.driftReports).where(eq(t.driftReports.audioId, audio.id)),
    ).toHaveLength(1);
    expect((await publicGet('/api/stats/summary')).json()).toEqual(before);
    expect((await trashList()).map((i) => i.id)).not.toContain(poem.id);

    await device.sync();
    expect(device.has('poems', poem.id)).toBe(true);
    expect(device.has('audios', audio.id)).toBe(true);
    expect(device.count('difficultWords', 'poemId', poem.id)).toBe(words.length);

    // A device that never saw the delete converges too, and so does a new one.
    const fresh = new Device();
    await fresh.sync();
    expect(fresh.rows).toEqual(device.rows);

    // The restored poem is editable (its version starts again).
    const edited = await call('PUT', `/api/poems/${poem.id}`, {
      title: `${poem.title} !`,
      version: poemAfter.version,
    });
    expect(edited.statusCode).toBe(200);
  });

  it('drops on restore the theme and tags deleted meanwhile, as their foreign keys would', async () => {
    const theme = (await call('POST', '/api/themes', { name: { fr: 'Éphémère' } })).json();
    const tag = (await call('POST', '/api/tags', { name: 'éphémère' })).json();
    const [poet] = await db().select().from(t.poets).limit(1);
    const poem = (
      await call('POST', '/api/poems', {
        title: 'Ndaw',
        content: 'Ndaw gi',
        poetId: poet!.id,
        themeId: theme.id,
        tagIds: [tag.id],
      })
    ).json();
    expect((await call('DELETE', `/api/poems/${poem.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/themes/${theme.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/tags/${tag.id}`)).statusCode).toBe(204);
    expect((await call('POST', `/api/trash/${poem.id}/restore`)).statusCode).toBe(200);
    expect((await publicGet(`/api/poems/${poem.id}`)).json()).toMatchObject({
      themeId: null,
      tagIds: [],
    });
  });

  it('refuses a restore over an address taken meanwhile (409 already_exists)', async () => {
    const [poet] = await db().select().from(t.poets).limit(1);
    const create = async (content: string) => {
      const { id } = (
        await call('POST', '/api/poems', { title: 'Bokk', content, poetId: poet!.id })
      ).json();
      // The seeded poems' addresses (slugs) are only written by the seed: set one here.
      await db().update(t.poems).set({ slug: 'bokk' }).where(eq(t.poems.id, id));
      return id as string;
    };
    const first = await create('Bokk');
    expect((await call('DELETE', `/api/poems/${first}`)).statusCode).toBe(204);
    await create('Bokk bu bees');
    const refused = await call('POST', `/api/trash/${first}/restore`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'already_exists' });
    expect((await trashList()).map((i) => i.id)).toContain(first);
  });
});

describe('deleting a poet', () => {
  it('is refused while the poet has poems; a poem waits for its poet to come back', async () => {
    const poet = (await call('POST', '/api/poets', { name: 'Gànnaar', status: 'active' })).json();
    const poem = (
      await call('POST', '/api/poems', { title: 'Xew', content: 'Xew xew', poetId: poet.id })
    ).json();
    const refused = await call('DELETE', `/api/poets/${poet.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'still_referenced' });

    expect((await call('DELETE', `/api/poems/${poem.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/poets/${poet.id}`)).statusCode).toBe(204);
    expect((await publicGet(`/api/poets/${poet.id}`)).statusCode).toBe(404);
    expect((await trashList()).find((i) => i.id === poet.id)).toMatchObject({
      entity: 'poets',
      title: 'Gànnaar',
    });

    const waiting = await call('POST', `/api/trash/${poem.id}/restore`);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json()).toMatchObject({
      code: 'parent_missing',
      fieldCodes: { poetId: { code: 'parent_missing' } },
    });
    expect((await call('POST', `/api/trash/${poet.id}/restore`)).statusCode).toBe(200);
    expect((await call('POST', `/api/trash/${poem.id}/restore`)).statusCode).toBe(200);
    expect((await publicGet(`/api/poets/${poet.id}`)).json()).toMatchObject({ poemCount: 1 });
  });
});

describe('deleting a recording', () => {
  it('moves it to the trash with its poem named; its file goes only when the item does', async () => {
    const { poem, audio } = await poemWithRecording();
    expect((await call('DELETE', `/api/audios/${audio.id}`)).statusCode).toBe(204);
    expect((await publicGet(`/api/audios/poem/${poem.id}`)).json().content).toHaveLength(0);
    expect((await trashList()).find((i) => i.id === audio.id)).toMatchObject({
      entity: 'audios',
      title: audio.title,
      parentTitle: poem.title,
    });
    expect(await ctx.audioStore.size(audio.storageKey)).toBe(audio.sizeBytes);

    expect((await call('DELETE', `/api/trash/${audio.id}`)).statusCode).toBe(204);
    expect(await ctx.audioStore.size(audio.storageKey)).toBeNull();
    expect((await call('POST', `/api/trash/${audio.id}/restore`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/trash/${audio.id}`)).statusCode).toBe(404);
  });
});

describe('emptying and the purge', () => {
  it('purges what is older than the retention, with a clock the test moves', async () => {
    const [poet] = await db().select().from(t.poets).limit(1);
    const poem = (
      await call('POST', '/api/poems', { title: 'Fàtte', content: 'Fàtte', poetId: poet!.id })
    ).json();
    expect((await call('DELETE', `/api/poems/${poem.id}`)).statusCode).toBe(204);
    const upkeep = (now: Date) =>
      runMaintenance(ctx.database, {
        tombstoneRetentionDays: 90,
        trashRetentionDays: 30,
        audioStore: ctx.audioStore,
        now,
      });
    const day = 24 * 3600 * 1000;
    const kept = await upkeep(new Date(Date.now() + 29 * day));
    expect((await trashList()).map((i) => i.id)).toContain(poem.id);
    expect(kept.trashPurged).toBe(0);
    const purged = await upkeep(new Date(Date.now() + 31 * day));
    expect(purged.trashPurged).toBeGreaterThanOrEqual(1);
    expect((await trashList()).map((i) => i.id)).not.toContain(poem.id);
  });

  it('empties the trash for good, files included, even when the store fails for one', async () => {
    const { audio } = await poemWithRecording();
    expect((await call('DELETE', `/api/audios/${audio.id}`)).statusCode).toBe(204);
    const [poet] = await db().select().from(t.poets).limit(1);
    const poem = (
      await call('POST', '/api/poems', { title: 'Jeex', content: 'Jeex', poetId: poet!.id })
    ).json();
    expect((await call('DELETE', `/api/poems/${poem.id}`)).statusCode).toBe(204);
    const count = (await trashList()).length;
    expect(count).toBeGreaterThanOrEqual(2);

    const store = ctx.audioStore;
    const realDelete = store.delete.bind(store);
    const tried: string[] = [];
    store.delete = async (key) => {
      tried.push(key);
      throw new Error('store unavailable');
    };
    try {
      const emptied = await call('DELETE', '/api/trash');
      expect(emptied.statusCode).toBe(200);
      expect(emptied.json()).toEqual({ removed: count });
    } finally {
      store.delete = realDelete;
    }
    expect(tried).toContain(audio.storageKey);
    expect(await trashList()).toEqual([]);
    expect((await call('POST', `/api/trash/${poem.id}/restore`)).statusCode).toBe(404);
  });
});

describe('access', () => {
  it('is for administrators only, reads included', async () => {
    for (const [method, url] of [
      ['GET', '/api/trash'],
      ['POST', `/api/trash/${ctx.admin.id}/restore`],
      ['DELETE', `/api/trash/${ctx.admin.id}`],
      ['DELETE', '/api/trash'],
    ] as const) {
      expect((await ctx.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
      expect(
        (await ctx.app.inject({ method, url, headers: ctx.asReader })).statusCode,
        `${method} ${url}`,
      ).toBe(403);
    }
    expect((await call('POST', '/api/trash/not-an-id/restore')).statusCode).toBe(400);
  });
});
