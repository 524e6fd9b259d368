import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { audioRow, poemRow } from '../sync/testing/fake-feed';
import {
  AppDb,
  DB_SCHEMA_VERSION,
  GENERAL_WORDS_SCOPE,
  STORES_OF_VERSION_1,
  STORES_OF_VERSION_2,
  STORES_OF_VERSION_3,
  STORES_OF_VERSION_4,
  STORES_OF_VERSION_5,
} from './db';

describe('mirror schema upgrade', () => {
  it('opens a database written by version 1 and keeps every poem and the cursor', async () => {
    const name = 'upgrade-from-v1';
    const v1 = new Dexie(name);
    v1.version(1).stores(STORES_OF_VERSION_1);
    const poems = Array.from({ length: 250 }, (_, i) => poemRow(`p${i}`, i + 1));
    await v1.table('poems').bulkPut(poems);
    await v1.table('meta').put({ key: 'cursor', value: 250 });
    await v1
      .table('outbox')
      .put({ key: 'k1', kind: 'like', targetId: 'p1', createdAt: 1, attempts: 0 });
    v1.close();

    const upgraded = new AppDb(name);
    await upgraded.open();
    expect(upgraded.verno).toBe(DB_SCHEMA_VERSION);
    expect(await upgraded.poems.count()).toBe(250);
    expect(await upgraded.poems.toArray()).toEqual(poems.sort((a, b) => (a.id < b.id ? -1 : 1)));
    expect((await upgraded.meta.get('cursor'))?.value).toBe(250);
    expect(await upgraded.outbox.count()).toBe(1);
    // What version 2 added works on the old rows: the rev index and the downloads table.
    expect(await upgraded.poems.where('rev').above(240).count()).toBe(10);
    await upgraded.downloads.put({ audioId: 'a', poemId: 'p1', sizeBytes: 1, downloadedAt: 1 });
    expect(await upgraded.downloads.count()).toBe(1);
    await upgraded.delete();
  });
});

describe('mirror schema upgrade to version 3', () => {
  it('opens a version 2 database, keeps its poems and downloads, and drops the unused indexes', async () => {
    const name = 'upgrade-from-v2';
    const v2 = new Dexie(name);
    v2.version(2).stores(STORES_OF_VERSION_2);
    const poems = Array.from({ length: 120 }, (_, i) => poemRow(`p${i}`, i + 1));
    await v2.table('poems').bulkPut(poems);
    await v2.table('downloads').put({ audioId: 'a', poemId: 'p1', sizeBytes: 1, downloadedAt: 1 });
    v2.close();

    const upgraded = new AppDb(name);
    await upgraded.open();
    expect(upgraded.verno).toBe(DB_SCHEMA_VERSION);
    expect(await upgraded.poems.count()).toBe(120);
    expect(await upgraded.downloads.count()).toBe(1);
    expect(await upgraded.poems.where('rev').above(100).count()).toBe(20);
    expect(await upgraded.poems.where('poetId').equals('poet-1').count()).toBe(120);
    const indexes = upgraded.poems.schema.indexes.map((index) => index.name).sort();
    expect(indexes).toEqual(['poetId', 'rev']);
    await upgraded.delete();
  });
});

describe('mirror schema upgrade to version 4', () => {
  it('gives the stored difficult words their scope, so a poem finds its own and the general ones', async () => {
    const name = 'upgrade-from-v3';
    const v3 = new Dexie(name);
    v3.version(3).stores(STORES_OF_VERSION_3);
    const word = (id: string, poemId: string | null) => ({
      id,
      word: id,
      definition: `definition of ${id}`,
      explanation: null,
      poemId,
      rev: 1,
      version: 1,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    await v3
      .table('difficultWords')
      .bulkPut([word('w1', 'p1'), word('w2', 'p2'), word('w3', null), word('w4', 'p1')]);
    await v3.table('meta').put({ key: 'cursor', value: 4 });
    v3.close();

    const upgraded = new AppDb(name);
    await upgraded.open();
    expect(upgraded.verno).toBe(DB_SCHEMA_VERSION);
    const forP1 = await upgraded.difficultWords
      .where('scope')
      .anyOf('p1', GENERAL_WORDS_SCOPE)
      .toArray();
    expect(forP1.map((w) => w.id).sort()).toEqual(['w1', 'w3', 'w4']);
    expect((await upgraded.difficultWords.get('w3'))?.scope).toBe(GENERAL_WORDS_SCOPE);
    expect((await upgraded.meta.get('cursor'))?.value).toBe(4);
    await upgraded.delete();
  });
});

describe('mirror schema upgrade to version 5', () => {
  it('keeps the mirror and the local tables of version 4 and adds the drafts table', async () => {
    const name = 'upgrade-from-v4';
    const v4 = new Dexie(name);
    v4.version(4).stores(STORES_OF_VERSION_4);
    const poems = Array.from({ length: 30 }, (_, i) => poemRow(`p${i}`, i + 1));
    await v4.table('poems').bulkPut(poems);
    await v4.table('meta').put({ key: 'cursor', value: 30 });
    await v4.table('downloads').put({ audioId: 'a', poemId: 'p1', sizeBytes: 1, downloadedAt: 1 });
    v4.close();

    const upgraded = new AppDb(name);
    await upgraded.open();
    expect(upgraded.verno).toBe(DB_SCHEMA_VERSION);
    expect(await upgraded.poems.count()).toBe(30);
    expect((await upgraded.meta.get('cursor'))?.value).toBe(30);
    expect(await upgraded.downloads.count()).toBe(1);
    // The new table takes a draft per form and record: a second write replaces the first.
    const draft = { values: { word: 'xam' }, base: {}, baseVersion: null, savedAt: 1 };
    await upgraded.drafts.put({ form: 'difficult-word', recordId: 'new', ...draft });
    await upgraded.drafts.put({ form: 'difficult-word', recordId: 'new', ...draft, savedAt: 2 });
    await upgraded.drafts.put({ form: 'poet', recordId: 'new', ...draft });
    expect(await upgraded.drafts.count()).toBe(2);
    expect((await upgraded.drafts.get(['difficult-word', 'new']))?.savedAt).toBe(2);
    await upgraded.delete();
  });
});

describe('mirror schema upgrade to version 6', () => {
  it('derives hasAudio of the poems a version 5 mirror holds from its recitations', async () => {
    const name = 'upgrade-from-v5';
    const v5 = new Dexie(name);
    v5.version(5).stores(STORES_OF_VERSION_5);
    // As the feed stored them: no hasAudio on the rows.
    const bare = (id: string, rev: number) => {
      const { hasAudio: _derived, ...row } = poemRow(id, rev);
      return row;
    };
    await v5.table('poems').bulkPut([bare('p1', 1), bare('p2', 2)]);
    await v5.table('audios').put(audioRow('a1', 3, 'p1'));
    v5.close();

    const upgraded = new AppDb(name);
    await upgraded.open();
    expect(upgraded.verno).toBe(DB_SCHEMA_VERSION);
    expect((await upgraded.poems.get('p1'))?.hasAudio).toBe(true);
    expect((await upgraded.poems.get('p2'))?.hasAudio).toBe(false);
    await upgraded.delete();
  });
});
