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
  STORES_OF_VERSION_8,
  STORES_OF_VERSION_9,
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

describe('mirror schema upgrade to version 7', () => {
  it('keeps every poem of a version 6 mirror: rows from before Wolofal get null, rows with it keep their text', async () => {
    const name = 'upgrade-from-v6';
    const v6 = new Dexie(name);
    v6.version(6).stores(STORES_OF_VERSION_5);
    // A row the feed sent before the column existed, and one a newer server already sent.
    const { wolofal: _none, ...before } = poemRow('p1', 1);
    const withWolofal = { ...poemRow('p2', 2, 'Doomi aadama'), wolofal: 'دࣷومِ آدَمَ' };
    await v6.table('poems').bulkPut([before, withWolofal]);
    await v6.table('meta').put({ key: 'cursor', value: 2 });
    v6.close();

    const upgraded = new AppDb(name);
    await upgraded.open();
    expect(upgraded.verno).toBe(DB_SCHEMA_VERSION);
    expect(await upgraded.poems.get('p1')).toEqual({ ...before, wolofal: null });
    expect(await upgraded.poems.get('p2')).toEqual(withWolofal);
    expect((await upgraded.meta.get('cursor'))?.value).toBe(2);
    await upgraded.delete();
  });
});

describe('mirror schema upgrade to version 8', () => {
  it('keeps a version 7 mirror and its drafts, and adds an empty openedRecords table', async () => {
    const name = 'upgrade-from-v7';
    const v7 = new Dexie(name);
    v7.version(7).stores(STORES_OF_VERSION_5);
    const draft = {
      form: 'poem',
      recordId: 'p1',
      values: { title: 'Mine' },
      base: { title: 'Theirs' },
      baseVersion: 3,
      savedAt: 1,
    };
    await v7.table('poems').put(poemRow('p1', 1));
    await v7.table('drafts').put(draft);
    v7.close();

    const upgraded = new AppDb(name);
    await upgraded.open();
    expect(upgraded.verno).toBe(DB_SCHEMA_VERSION);
    expect(await upgraded.poems.get('p1')).toEqual(poemRow('p1', 1));
    expect(await upgraded.drafts.get(['poem', 'p1'])).toEqual(draft);
    expect(await upgraded.openedRecords.count()).toBe(0);
    await upgraded.delete();
  });
});

describe('mirror schema upgrade to version 9', () => {
  it('keeps a version 8 mirror, its outbox and opened records, and adds the empty library tables', async () => {
    const name = 'upgrade-from-v8';
    const v8 = new Dexie(name);
    v8.version(8).stores(STORES_OF_VERSION_8);
    const opened = { form: 'poem', recordId: 'p1', record: { id: 'p1' }, seenAt: 2 };
    const event = { key: 'k1', kind: 'like', targetId: 'p1', createdAt: 1, attempts: 0 };
    await v8.table('poems').put(poemRow('p1', 1));
    await v8.table('openedRecords').put(opened);
    await v8.table('outbox').put(event);
    v8.close();

    const upgraded = new AppDb(name);
    await upgraded.open();
    expect(upgraded.verno).toBe(DB_SCHEMA_VERSION);
    expect(await upgraded.poems.get('p1')).toEqual(poemRow('p1', 1));
    expect(await upgraded.openedRecords.get(['poem', 'p1'])).toEqual(opened);
    expect(await upgraded.outbox.get('k1')).toEqual(event);
    expect(await upgraded.libraryOps.count()).toBe(0);
    expect(await upgraded.libraryOutbox.count()).toBe(0);
    await upgraded.delete();
  });
});

describe('mirror schema upgrade to version 10', () => {
  it('keeps every row of a version 9 mirror and its library, and adds the empty saved word index', async () => {
    const name = 'upgrade-from-v9';
    const v9 = new Dexie(name);
    v9.version(9).stores(STORES_OF_VERSION_9);
    const poems = Array.from({ length: 40 }, (_, i) =>
      poemRow(`p${String(i).padStart(2, '0')}`, i + 1),
    );
    const op = { hlc: '0001', kind: 'favourite', poemId: 'p01' };
    await v9.table('poems').bulkPut(poems);
    await v9.table('meta').put({ key: 'cursor', value: 40 });
    await v9.table('libraryOps').put(op);
    await v9.table('libraryOutbox').put(op);
    v9.close();

    const upgraded = new AppDb(name);
    await upgraded.open();
    expect(upgraded.verno).toBe(DB_SCHEMA_VERSION);
    expect(await upgraded.poems.toArray()).toEqual(poems);
    expect((await upgraded.meta.get('cursor'))?.value).toBe(40);
    expect(await upgraded.table('libraryOps').toArray()).toEqual([op]);
    expect(await upgraded.table('libraryOutbox').toArray()).toEqual([op]);
    expect(await upgraded.wordIndex.count()).toBe(0);
    await upgraded.delete();
  });
});
