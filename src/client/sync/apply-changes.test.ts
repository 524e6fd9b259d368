import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Change } from '@domain/sync';
import { AppDb, GENERAL_WORDS_SCOPE } from '../db/db';
import { applyChanges } from './apply-changes';
import { audioRow, poemRow } from './testing/fake-feed';

let database: AppDb;
let n = 0;

beforeEach(async () => {
  database = new AppDb(`apply-changes-${++n}`);
  await database.open();
});
afterEach(() => database.delete());

const wordChange = (id: string, poemId: string | null, rev: number): Change => ({
  op: 'put',
  entity: 'difficultWords',
  rev,
  row: {
    id,
    word: id,
    definition: `definition of ${id}`,
    explanation: null,
    poemId,
    rev,
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
});

describe('applyChanges', () => {
  it('stores a difficult word from the feed with its scope, as the poem page queries it', async () => {
    await applyChanges(database, [wordChange('w1', 'p1', 1), wordChange('w2', null, 2)], 2);
    expect((await database.difficultWords.get('w1'))?.scope).toBe('p1');
    expect((await database.difficultWords.get('w2'))?.scope).toBe(GENERAL_WORDS_SCOPE);
    // A word moved to another poem by a later change follows it.
    await applyChanges(database, [wordChange('w1', 'p2', 3)], 3);
    const forP2 = await database.difficultWords.where('scope').equals('p2').primaryKeys();
    expect(forP2).toEqual(['w1']);
  });
});

/** A poem row as the feed sends it: without the derived `hasAudio`. */
const poemChange = (id: string, rev: number): Change => {
  const { hasAudio: _derived, ...row } = poemRow(id, rev);
  return { op: 'put', entity: 'poems', rev, row };
};
const audioChange = (id: string, poemId: string, rev: number): Change => ({
  op: 'put',
  entity: 'audios',
  rev,
  row: audioRow(id, rev, poemId),
});
const hasAudio = async (id: string) => (await database.poems.get(id))?.hasAudio;

describe('applyChanges: a poem’s hasAudio, derived from the mirrored recitations', () => {
  it('sets it on poems as they arrive, and as recitations are added, moved and deleted', async () => {
    await applyChanges(database, [poemChange('p1', 1), poemChange('p2', 2)], 2);
    expect([await hasAudio('p1'), await hasAudio('p2')]).toEqual([false, false]);
    // A recitation arrives in a later page than its poem.
    await applyChanges(database, [audioChange('a1', 'p1', 3)], 3);
    expect(await hasAudio('p1')).toBe(true);
    // An edit of the poem (its row comes again, without the flag) keeps it.
    await applyChanges(database, [poemChange('p1', 4)], 4);
    expect(await hasAudio('p1')).toBe(true);
    // Moved to the other poem.
    await applyChanges(database, [audioChange('a1', 'p2', 5)], 5);
    expect([await hasAudio('p1'), await hasAudio('p2')]).toEqual([false, true]);
    // Deleted.
    await applyChanges(database, [{ op: 'delete', entity: 'audios', id: 'a1', rev: 6 }], 6);
    expect(await hasAudio('p2')).toBe(false);
  });

  it('sets it when a poem and its recitation arrive in one page, in either order', async () => {
    await applyChanges(database, [audioChange('a1', 'p1', 1), poemChange('p1', 2)], 2);
    expect(await hasAudio('p1')).toBe(true);
  });
});
